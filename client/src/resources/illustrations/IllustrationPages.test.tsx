import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { fund, newClient, openAccount } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

afterEach(cleanup);

/** One of DEMO1's seeded illustrations (server/platform/seed/illustrations.ts), by status. */
async function seeded(status: 'ACCUMULATION' | 'DRAWDOWN') {
  const list = await keel.api(
    'GET',
    `/illustration/productabridged/${DEMO.firmId}?status=${status}&pageSize=1`,
  );
  return list.data[0] as { id: string; name: string; termYears: number };
}

describe('illustration pages', () => {
  it(
    'when a seeded drawdown illustration is opened, then its projection, sustainability and charges show',
    { timeout: 60_000 },
    async () => {
      const drawdown = await seeded('DRAWDOWN');
      window.history.pushState({}, '', `/illustrations/${drawdown.id}`);
      render(<App />);
      expect(
        await screen.findByRole('heading', { name: drawdown.name, level: 1 }, { timeout: 10_000 }),
      ).toBeTruthy();
      const projection = screen.getByRole('region', { name: 'Projection' });
      expect(within(projection).getAllByRole('row')).toHaveLength(drawdown.termYears + 1);
      const lasts = screen.getByRole('region', { name: 'How long the pot lasts' });
      expect(within(lasts).getByTestId('sustainability-summary').textContent).toMatch(
        /^At the intermediate rate of 5% a year the pot .* in 1,000 simulated markets it lasts to age 95 in \d+% of them\.$/,
      );
      const charges = screen.getByRole('region', { name: 'Effect of charges' });
      expect(within(charges).getByText('OCF')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Copy' }).getAttribute('href')).toBe(
        `/illustrations/create?illustrationId=${drawdown.id}`,
      );
    },
  );

  it(
    'when an illustration is copied, then the form starts from its inputs under a new name',
    { timeout: 60_000 },
    async () => {
      const drawdown = await seeded('DRAWDOWN');
      window.history.pushState({}, '', `/illustrations/create?illustrationId=${drawdown.id}`);
      render(<App />);
      const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 });
      expect((name as HTMLInputElement).value).toBe(`Copy of ${drawdown.name}`);
      expect((screen.getByRole('spinbutton', { name: 'Monthly income (£)' }) as HTMLInputElement).value).toBe(
        '1500',
      );
      expect(
        (screen.getByRole('spinbutton', { name: 'Platform fee (£ a year)' }) as HTMLInputElement).value,
      ).toBe('60');
      expect(screen.getByTestId('copy-note').textContent).toContain(drawdown.id);
    },
  );

  it(
    "when a SIPP pays a drawdown income, then the account's details show how long it lasts",
    { timeout: 90_000 },
    async () => {
      const clientId = await newClient(keel, 'Rita', 'Drawdown', { dateOfBirth: '1960-03-10' });
      const accountId = await openAccount(keel, clientId, 'SIPP', 'Rita SIPP');
      await fund(keel, accountId, 100000);
      await keel.api('POST', '/clientproduct/action/crystallisation', {
        firmId: DEMO.firmId,
        accountId,
        method: 'PCLS',
        amount: 40000,
      });
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      await keel.api('POST', '/clientproduct/action/regularcrystallisation', {
        firmId: DEMO.firmId,
        accountId,
        method: 'FAD',
        amount: 500,
        frequency: 'Monthly',
        paymentDay: 28,
        startDate: tomorrow,
      });
      window.history.pushState({}, '', `/accounts/${accountId}/details`);
      render(<App />);
      const card = await screen.findByRole(
        'region',
        { name: 'How long the income lasts' },
        { timeout: 15_000 },
      );
      expect(within(card).getByText(/^From £30,000\.00 at £500\.00 a month, before charges/)).toBeTruthy();
      expect(within(card).getByTestId('sustainability-summary').textContent).toMatch(/lasts 5 years/);
    },
  );
});
