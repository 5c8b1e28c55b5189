import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { formatMoney } from '../../shared/format';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

afterEach(cleanup);

/** The demo account worth the most: a report with holdings in it. */
async function richestAccount(): Promise<{ id: string }> {
  const { data } = await keel.api('GET', `/account/list/${DEMO.firmId}?status=Active&pageSize=50`);
  const values = await Promise.all(
    (data as { id: string }[]).map(async (a) => ({
      id: a.id,
      value: (await keel.api('GET', `/account/summary/${DEMO.firmId}/${a.id}`)).data.currentValue as number,
    })),
  );
  return values.reduce((best, a) => (a.value > best.value ? a : best));
}

const reportsAsked = (accountId: string) =>
  keel.sent.filter((r) => r.url.includes(`/account/report/${DEMO.firmId}/${accountId}`)).length;

/** Custom, then the two dates typed as a person types them, then Show. */
async function typeCustomPeriod(from: string, to: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
  for (const [name, value] of [
    [/^From/, from],
    [/^To/, to],
  ] as const) {
    const input = await screen.findByRole('textbox', { name });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
}

describe("An account's report", () => {
  it(
    'when opened, then the last year closes at the account summary’s value; a custom period is checked, then asked for',
    { timeout: 90_000 },
    async () => {
      const account = await richestAccount();
      const summary = (await keel.api('GET', `/account/summary/${DEMO.firmId}/${account.id}`)).data;
      window.history.pushState({}, '', `/accounts/${account.id}/report`);
      render(<App />);

      const closing = await screen.findByTestId('closing-value', {}, { timeout: 20_000 });
      expect(closing.textContent).toBe(formatMoney(summary.currentValue));
      expect(screen.getByRole('tab', { name: 'Report', selected: true })).toBeTruthy();
      const held = screen.getByRole('table', { name: 'Positions held at the end' });
      expect(within(held).getAllByRole('row').length - 1).toBe(
        summary.positions.filter((p: { positionType: string }) => p.positionType === 'Stock').length,
      );

      const before = reportsAsked(account.id);
      await typeCustomPeriod('01/04/2026', '01/01/2026');
      expect(await screen.findByText('Must be on or after From')).toBeTruthy();
      expect(reportsAsked(account.id)).toBe(before);

      // Afresh (a filled date box in jsdom takes no retyping): a period in order is asked for and shown.
      cleanup();
      render(<App />);
      await screen.findByTestId('closing-value', {}, { timeout: 20_000 });
      await typeCustomPeriod('01/04/2026', '30/06/2026');
      await waitFor(
        () => expect(screen.getByTestId('period-shown').textContent).toBe('1 April 2026 to 30 June 2026'),
        { timeout: 10_000 },
      );
      const asked = keel.sent.filter((r) => r.url.includes(`/account/report/${DEMO.firmId}/${account.id}`));
      expect(asked.at(-1)!.url).toContain('fromDate=2026-04-01');
      expect(asked.at(-1)!.url).toContain('toDate=2026-06-30');
    },
  );
});
