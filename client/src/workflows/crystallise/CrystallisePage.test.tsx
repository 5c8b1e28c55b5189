import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { fund, newClient, openAccount } from '../../testing/demoRecords';
import { useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

afterEach(cleanup);

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input,textarea' });
const rowOf = (table: HTMLElement, label: string) =>
  within(table).getByRole('rowheader', { name: label }).closest('tr')!;

/** A funded SIPP of a new client born on `dateOfBirth`. */
async function sipp(surname: string, dateOfBirth: string, amount: number) {
  const clientId = await newClient(keel, 'Pat', surname, { dateOfBirth });
  const accountId = await openAccount(keel, clientId, 'SIPP', `${surname} SIPP`);
  await fund(keel, accountId, amount);
  return accountId;
}

describe('CrystallisePage', () => {
  it(
    'when a PCLS of £40,000 is reviewed and paid, then the review shows the tax-free cash, the result what was posted, and the drawdown application prints',
    { timeout: 60_000 },
    async () => {
      const accountId = await sipp('Pension', '1958-03-01', 100000);
      window.history.pushState({}, '', `/accounts/${accountId}/crystallise`);
      render(<App />);

      const facts = await screen.findByRole('table', { name: 'What can be taken' }, { timeout: 10_000 });
      expect(within(rowOf(facts, 'Uncrystallised value')).getByText('£100,000.00')).toBeTruthy();
      expect(within(rowOf(facts, 'Lump sum allowance left')).getByText('£268,275.00')).toBeTruthy();
      expect(screen.getByText('Old enough to take benefits')).toBeTruthy();

      fireEvent.change(field(/^Amount to crystallise/), { target: { value: '40,000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Review' }));
      const review = await screen.findByRole('table', { name: 'Check before paying' });
      expect(within(rowOf(review, 'Tax-free cash')).getByText('£10,000.00')).toBeTruthy();
      expect(
        within(rowOf(review, 'Designated to flexi-access drawdown')).getByText('£30,000.00'),
      ).toBeTruthy();
      expect(within(rowOf(review, 'Lump sum allowance left after')).getByText('£258,275.00')).toBeTruthy();
      expect(screen.getByText(/do not trigger the money purchase annual allowance/)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Pay and post' }));

      await screen.findByText(
        'PCLS paid: £10,000.00 to the client, £40,000.00 crystallised.',
        {},
        { timeout: 10_000 },
      );
      const posted = screen.getByRole('table', { name: 'What was paid and posted' });
      expect(within(posted).getByText('PCLS')).toBeTruthy();
      expect(within(posted).getByText('FAD')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'See the transactions' }).getAttribute('href')).toBe(
        `/accounts/${accountId}/transactions`,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Print drawdown application' }));
      const pdf = await screen.findByRole(
        'link',
        { name: 'Open the drawdown application (PDF)' },
        { timeout: 10_000 },
      );
      expect(pdf.getAttribute('href')).toMatch(/^\/api\/proxy\/files\/DEMO1\/\w+\?disposition=inline$/);
    },
  );

  it(
    'when the client is under the minimum pension age, then the refusal shows on the form',
    { timeout: 60_000 },
    async () => {
      const accountId = await sipp('Younger', '1990-06-06', 5000);
      window.history.pushState({}, '', `/accounts/${accountId}/crystallise`);
      render(<App />);
      await screen.findByText(/^Too young: benefits can be taken from/, {}, { timeout: 10_000 });
      fireEvent.click(screen.getByLabelText(/^Uncrystallised funds pension lump sum/));
      fireEvent.change(field(/^Amount to crystallise/), { target: { value: '1000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Review' }));
      expect(await screen.findByText(/triggers the money purchase annual allowance/)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Pay and post' }));
      // The platform's refusal (its field has no input here) is listed at the top of the form.
      await screen.findByText(
        /The client is \d+; benefits can be taken from age 5[57]/,
        {},
        { timeout: 10_000 },
      );
      expect(screen.getByText('Please correct the fields marked below.')).toBeTruthy();
      expect((field(/^Amount to crystallise/) as HTMLInputElement).value).toBe('1000');
    },
  );
});

describe('IncomePage', () => {
  it(
    'when a drawdown income is set up after a PCLS, then the plan shows, pauses, and the groups and history show the crystallisation',
    { timeout: 60_000 },
    async () => {
      const accountId = await sipp('Income', '1957-09-09', 20000);
      await keel.api('POST', '/clientproduct/action/crystallisation', {
        firmId: 'DEMO1',
        accountId,
        method: 'PCLS',
        amount: 8000,
      });
      window.history.pushState({}, '', `/accounts/${accountId}/income`);
      render(<App />);

      const groups = await screen.findByRole(
        'table',
        { name: 'Pension account groups' },
        { timeout: 10_000 },
      );
      expect(within(rowOf(groups, 'Crystallised')).getByText('£6,000.00')).toBeTruthy();
      expect(within(rowOf(groups, 'Uncrystallised')).getByText('£12,000.00')).toBeTruthy();
      expect(
        await screen.findByText(/PCLS of £2,000.00 paid and £6,000.00 designated/, {}, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(screen.getByText('No regular income is set up.')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Set up a regular income' }));
      fireEvent.change(field(/^Amount of each payment/), { target: { value: '150' } });
      fireEvent.click(screen.getByRole('button', { name: 'Set up the income' }));
      await screen.findByText(/^Regular income \w+ set up\.$/, {}, { timeout: 10_000 });
      const plan = await screen.findByRole('table', { name: 'Regular income' });
      expect(within(rowOf(plan, 'Amount of each payment')).getByText('£150.00')).toBeTruthy();
      expect(within(rowOf(plan, 'Status')).getByText('Active')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
      await waitFor(
        () =>
          expect(
            within(rowOf(screen.getByRole('table', { name: 'Regular income' }), 'Status')).getByText(
              'Paused',
            ),
          ).toBeTruthy(),
        { timeout: 10_000 },
      );
      expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    },
  );
});
