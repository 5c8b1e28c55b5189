import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

afterEach(cleanup);

/** A demo account that follows an Active model (the seed links several). */
async function followingAccount(): Promise<string> {
  const { data: models } = await keel.api('GET', `/model/${DEMO.firmId}?status=Active&pageSize=50`);
  for (const model of models as { id: string }[]) {
    const { data } = await keel.api('GET', `/model/${DEMO.firmId}/${model.id}/accounts?pageSize=1`);
    if (data.length) return data[0].accountId as string;
  }
  throw new Error('No demo account follows an Active model');
}

const previewsSent = () =>
  keel.sent.filter((r) => r.url.includes('/account/rebalance/preview/')).map((r) => r.body);

describe('Rebalance to model', () => {
  it(
    'when opened, then it shows the weights against the model; tax-aware with a budget is asked for as typed',
    { timeout: 90_000 },
    async () => {
      const accountId = await followingAccount();
      window.history.pushState({}, '', `/accounts/${accountId}/rebalance`);
      render(<App />);

      const weights = await screen.findByRole('table', { name: 'Weights' }, { timeout: 20_000 });
      // One row per instrument and the cash, under the header row.
      expect(within(weights).getAllByRole('row').length).toBeGreaterThan(2);
      expect(within(weights).getByRole('cell', { name: 'Cash' })).toBeTruthy();
      expect(previewsSent()).toEqual([{ taxAware: false }]);

      fireEvent.click(screen.getByRole('switch', { name: /Tax-aware/ }));
      fireEvent.change(screen.getByRole('spinbutton', { name: 'Gains budget (£)' }), {
        target: { value: '250' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Review again' }));
      await waitFor(() => expect(previewsSent()).toContainEqual({ taxAware: true, gainsBudget: 250 }));
    },
  );
});
