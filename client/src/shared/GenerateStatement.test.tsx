import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { addDays, format, parseISO } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { newClient, openAccount } from '../testing/demoRecords';
import { useRealKeel } from '../testing/realKeel';
import { lastThreeMonths, londonToday, periodText } from './statementPeriod';

const keel = useRealKeel('admin');

afterEach(cleanup);

const uk = (iso: string) => format(parseISO(iso), 'dd/MM/yyyy');

describe('Generate statement', () => {
  it(
    'when the period ends in the future, then the review says what will be made and the platform refuses the end date under its field, with no toast',
    { timeout: 90_000 },
    async () => {
      const clientId = await newClient(keel, 'Ada', 'Lovelace');
      await openAccount(keel, clientId, 'GIA', 'Ada GIA');
      await openAccount(keel, clientId, 'ISA', 'Ada ISA');
      window.history.pushState({}, '', `/clients/${clientId}/documents`);
      render(<App />);

      fireEvent.click(await screen.findByRole('button', { name: 'Generate statement' }, { timeout: 15_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Generate a valuation statement' });
      const today = londonToday();
      const toDate = within(dialog).getByRole('textbox', { name: /^To/ }) as HTMLInputElement;
      expect(toDate.value).toBe(uk(today));
      const fromDate = within(dialog).getByRole('textbox', { name: /^From/ }) as HTMLInputElement;
      expect(fromDate.value).toBe(uk(lastThreeMonths(today).fromDate));

      const future = format(addDays(parseISO(today), 10), 'yyyy-MM-dd');
      fireEvent.focus(toDate);
      fireEvent.change(toDate, { target: { value: uk(future) } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
      const review = await within(dialog).findByTestId('statement-review');
      expect(review.textContent).toBe(
        `Valuation statement for Ada Lovelace, ${periodText({ fromDate: lastThreeMonths(today).fromDate, toDate: future })}, all 2 accounts`,
      );

      fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
      expect(
        await within(dialog).findByText('Must not be after today', {}, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(toDate.getAttribute('aria-invalid')).toBe('true');
      const posts = keel.sent.filter(
        (r) => r.method === 'POST' && r.url.endsWith('/files/valuationstatement'),
      );
      expect(posts).toHaveLength(1);
      expect(posts[0].body).toMatchObject({ clientId, toDate: future });
      // Said once, under the field: no toast repeats it, and nothing was generated.
      expect(screen.getAllByText('Must not be after today')).toHaveLength(1);
      expect(screen.queryByText('Statement generated')).toBeNull();
    },
  );
});
