import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addDays, format, parseISO } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { newClient } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';
import { lastQuarter, londonToday } from '../../shared/statementPeriod';

const keel = useRealKeel('admin');

afterEach(cleanup);

const uk = (iso: string) => format(parseISO(iso), 'dd/MM/yyyy');

describe('Reporting', () => {
  it(
    'when a capital gains run is narrowed to one client by name, then the page counts one, a future end date is refused under its field, and Start opens the run that completes with its download',
    { timeout: 120_000 },
    async () => {
      const clientId = await newClient(keel, 'Ada', 'Reportington');
      window.history.pushState({}, '', '/reporting');
      render(<App />);

      fireEvent.click(await screen.findByRole('radio', { name: 'Capital gains (CGT)' }, { timeout: 15_000 }));
      expect(screen.getByTestId('report-about').textContent).toMatch(/Your working papers/);
      fireEvent.change(screen.getByRole('textbox', { name: 'Name contains (optional)' }), {
        target: { value: 'Reportington' },
      });
      await waitFor(
        () => expect(screen.getByTestId('report-coverage').textContent).toBe('This run covers 1 client'),
        {
          timeout: 15_000,
        },
      );

      const today = londonToday();
      const toDate = screen.getByRole('textbox', { name: /^To/ }) as HTMLInputElement;
      expect(toDate.value).toBe(uk(lastQuarter(today).toDate));
      fireEvent.focus(toDate);
      fireEvent.change(toDate, { target: { value: uk(format(addDays(parseISO(today), 3), 'yyyy-MM-dd')) } });
      fireEvent.click(screen.getByRole('button', { name: 'Start' }));
      expect(await screen.findByText('Must not be after today', {}, { timeout: 10_000 })).toBeTruthy();
      expect(toDate.getAttribute('aria-invalid')).toBe('true');

      // A second entry, as a person makes it: back into the box, the whole date replaced.
      fireEvent.blur(toDate);
      fireEvent.focus(toDate);
      fireEvent.change(toDate, { target: { value: uk(today) } });
      fireEvent.click(screen.getByRole('button', { name: 'Start' }));
      await waitFor(() => expect(window.location.pathname).toMatch(/^\/jobs\/[0-9A-Z]+$/), {
        timeout: 10_000,
      });
      const posts = keel.sent.filter((r) => r.method === 'POST' && r.url.endsWith('/job'));
      expect(posts).toHaveLength(2);
      expect(posts[1].body).toMatchObject({
        kind: 'capitalGainsReports',
        status: 'Active',
        name: 'Reportington',
        fromDate: lastQuarter(today).fromDate,
        toDate: today,
      });
      expect(posts[1].body).not.toHaveProperty('portfolioGroupId');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Capital gains reports' }, { timeout: 15_000 }),
      ).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('job-status').textContent).toBe('Completed'), {
        timeout: 60_000,
      });
      const jobId = window.location.pathname.split('/').at(-1);
      expect(screen.getByTestId('job-selection').textContent).toMatch(
        /^Active clients under .+, name containing “Reportington”$/,
      );
      const download = await screen.findByRole('link', { name: 'Download results' });
      expect(download.getAttribute('href')).toBe(`/api/proxy/job/${DEMO.firmId}/${jobId}/download`);
      expect(screen.getByRole('link', { name: 'Ada Reportington' }).getAttribute('href')).toBe(
        `/clients/${clientId}/documents`,
      );
      const saved = await screen.findByRole(
        'link',
        { name: 'Download (Ada Reportington)' },
        { timeout: 10_000 },
      );
      expect(saved.getAttribute('href')).toMatch(new RegExp(`^/api/proxy/files/${DEMO.firmId}/[0-9A-Z]+$`));
      const zip = await keel.signedOutFetch(download.getAttribute('href')!);
      expect([401, 403]).toContain(zip.status);
    },
  );
});
