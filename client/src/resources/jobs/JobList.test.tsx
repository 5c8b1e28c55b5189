import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

afterEach(cleanup);

/** The text of each data row's first cell (the job's kind). */
const kindsShown = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('the jobs list', () => {
  it(
    'when narrowed to scheduled runs, then the platform is asked for that kind and only those runs are listed',
    { timeout: 120_000 },
    async () => {
      window.history.pushState({}, '', '/jobs');
      render(<App />);
      const table = await screen.findByRole('table', {}, { timeout: 45_000 });
      // Unfiltered, the demo's runs of every kind: its seeded statements run beside its scheduled runs.
      await waitFor(() => expect(kindsShown(table).some((k) => k !== 'Scheduled run')).toBe(true), {
        timeout: 20_000,
      });

      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Scheduled run' }));

      await waitFor(
        () => {
          const kinds = kindsShown(screen.getByRole('table'));
          expect(kinds.length).toBeGreaterThan(0);
          expect(new Set(kinds)).toEqual(new Set(['Scheduled run']));
        },
        { timeout: 20_000 },
      );
      const asked = keel.sent.filter((r) => r.url.includes('/keel/') && r.url.includes('/jobs'));
      const filters = asked.map((r) => new URL(r.url, keel.origin).searchParams.get('filter') ?? '');
      expect(filters.some((f) => JSON.parse(f).kind === 'scheduledRun')).toBe(true);
    },
  );
});
