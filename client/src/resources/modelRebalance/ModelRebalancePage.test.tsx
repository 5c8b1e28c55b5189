import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

afterEach(cleanup);

/** The seeded discretionary model "Growth 80" (server/platform/seed/models.ts), some of whose accounts drift. */
async function growthModel(): Promise<string> {
  const { data } = await keel.api('GET', `/model/${DEMO.firmId}?type=Discretionary&name=Growth&pageSize=10`);
  const model = (data as { id: string; name: string }[]).find((m) => m.name === 'Growth 80');
  if (!model) throw new Error('The demo has no "Growth 80" model');
  return model.id;
}

describe('Bulk rebalance', () => {
  it(
    "when a discretionary model's accounts have drifted, then the page previews the trades and the skipped accounts, and Start opens the run, which places them and lists it under the model's runs with its outcomes CSV",
    { timeout: 150_000 },
    async () => {
      const modelId = await growthModel();
      window.history.pushState({}, '', `/models/discretionary/${modelId}/rebalance`);
      render(<App />);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Rebalance Growth 80' }, { timeout: 30_000 }),
      ).toBeTruthy();
      const toRebalance = Number(screen.getByTestId('count-toRebalance').textContent);
      expect(toRebalance).toBeGreaterThan(0);
      expect(screen.getByRole('table', { name: 'Trades by instrument' })).toBeTruthy();
      // The seeded model's own account sits inside its band (or waits on orders): skipped, with the reason.
      if (Number(screen.getByTestId('count-skipped').textContent) > 0)
        expect(screen.getByRole('table', { name: 'Accounts skipped' }).textContent).toMatch(
          /Within tolerance|Orders waiting to be dealt|No holdings and no cash|Below minimum trade/,
        );
      expect(screen.getByText('This model has not been rebalanced in bulk yet.')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Start rebalance' }));
      await waitFor(() => expect(window.location.pathname).toMatch(/^\/jobs\/[0-9A-Z]+$/), {
        timeout: 15_000,
      });
      const jobId = window.location.pathname.split('/').at(-1)!;
      const started = keel.sent.filter(
        (r) => r.method === 'POST' && r.url.endsWith(`/model/${DEMO.firmId}/${modelId}/rebalance`),
      );
      expect(started).toHaveLength(1);
      expect(started[0].body).toEqual({ taxAware: false });
      await waitFor(() => expect(screen.getByTestId('job-status').textContent).toBe('Completed'), {
        timeout: 60_000,
      });
      expect(screen.getByTestId('count-succeeded').textContent).toBe(String(toRebalance));

      cleanup();
      window.history.pushState({}, '', `/models/discretionary/${modelId}/rebalance`);
      render(<App />);
      const csv = await screen.findByRole('link', { name: 'Download outcomes CSV' }, { timeout: 30_000 });
      expect(csv.getAttribute('href')).toBe(`/api/proxy/job/${DEMO.firmId}/${jobId}/outcomes`);
    },
  );
});
