import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { newClient } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

afterEach(cleanup);

/** The demo node with the fewest clients under it that still has one: a small run. */
async function smallNode(): Promise<{ id: string; name: string }> {
  const { data: nodes } = await keel.api('GET', `/firm/node/list/${DEMO.firmId}?pageSize=200`);
  const leaf = nodes[nodes.length - 1] as { id: string; name: string };
  await newClient(keel, 'Grace', 'Hopper', { nodeId: leaf.id });
  return leaf;
}

describe('A statements job', () => {
  it(
    "when a run of statements is started, then its page shows the progress, the counts and each client's outcome, linked to their documents",
    { timeout: 120_000 },
    async () => {
      const node = await smallNode();
      const { data: job } = await keel.api('POST', '/job', {
        kind: 'valuationStatements',
        nodeId: node.id,
        fromDate: '2026-07-01',
        toDate: '2026-09-30',
      });
      window.history.pushState({}, '', `/jobs/${job.id}`);
      render(<App />);

      const bar = await screen.findByRole('progressbar', { name: 'Progress' }, { timeout: 45_000 });
      expect(bar.getAttribute('aria-valuenow')).toMatch(/^\d+$/);
      expect(screen.getByText(/Period: 1 July 2026 to 30 September 2026/)).toBeTruthy();
      // Polled every second while Queued or Running: it ends at 100 %.
      await waitFor(() => expect(screen.getByTestId('job-status').textContent).toMatch(/^Completed/), {
        timeout: 60_000,
      });
      expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('100');
      const total = Number(screen.getByTestId('count-total').textContent);
      expect(total).toBeGreaterThan(0);
      expect(Number(screen.getByTestId('count-pending').textContent)).toBe(0);

      const items = screen.getByRole('table', { name: 'Outcome per client' });
      const grace = await within(items).findByRole('link', { name: 'Grace Hopper' }, { timeout: 10_000 });
      expect(grace.getAttribute('href')).toMatch(/^\/clients\/[^/]+\/documents$/);
      // The outcomes read again as the counts move: Pending becomes the client's outcome.
      await waitFor(
        () => {
          const row = within(items).getByRole('link', { name: 'Grace Hopper' }).closest('tr')!;
          expect(within(row).getByText(/^(Succeeded|Skipped)$/)).toBeTruthy();
        },
        { timeout: 10_000 },
      );
      expect(within(items).getAllByRole('row').length - 1).toBe(Math.min(total, 25));
    },
  );
});

describe('A scheduled run', () => {
  it(
    'when a seeded scheduled run is opened, then its page shows its steps in order with their outcomes, named but not linked, and no download',
    { timeout: 120_000 },
    async () => {
      const { data: runs } = await keel.api('GET', `/job/${DEMO.firmId}?kind=scheduledRun&status=Completed`);
      expect(runs.length).toBeGreaterThan(0);
      const run = runs[0];
      window.history.pushState({}, '', `/jobs/${run.id}`);
      render(<App />);

      expect(
        await screen.findByRole('heading', { name: 'Scheduled run', level: 1 }, { timeout: 45_000 }),
      ).toBeTruthy();
      expect(screen.getByText(/Started by Scheduled run on/)).toBeTruthy();
      expect(screen.getByText('Steps')).toBeTruthy();
      expect(screen.getByTestId('count-total').textContent).toBe(String(run.total));
      const steps = screen.getByRole('table', { name: 'Outcome per step' });
      expect(within(steps).getByRole('columnheader', { name: 'Step' })).toBeTruthy();
      const names = await waitFor(() => {
        const cells = within(steps)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[0].textContent);
        expect(cells).toHaveLength(run.total);
        return cells;
      });
      expect(names).toEqual([...names].sort());
      expect(names.at(-1)).toBe('4. Exception inbox');
      expect(within(steps).queryAllByRole('link')).toHaveLength(0);
      expect(within(steps).getAllByText(/dealt|created|raised/).length).toBeGreaterThan(0);
      expect(screen.queryByRole('link', { name: 'Download results' })).toBeNull();
    },
  );
});
