import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { fund, newClient, openAccount } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';

// The admin: arranging the test funds the account, which records money received (Transaction action).
const keel = useRealKeel('admin');

async function choose(label: string, option: RegExp) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }, { timeout: 10_000 }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const cashRow = (table: HTMLElement) =>
  within(table).getByRole('rowheader', { name: 'Cash' }).closest('tr')!.textContent;

afterEach(cleanup);

describe('InternalMovementPage', () => {
  it(
    "when cash moves between two of the client's accounts, then both are reviewed and the result links to the source's transactions",
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Isla', 'Saver');
      const giaId = await openAccount(keel, clientId, 'GIA', 'General account');
      const isaId = await openAccount(keel, clientId, 'ISA', 'Stocks and Shares ISA');
      await fund(keel, giaId, 1000);
      window.history.pushState({}, '', `/clients/${clientId}/internal-movement`);
      render(<App />);

      expect(await screen.findByText(`Isla Saver (${clientId})`, {}, { timeout: 10_000 })).toBeTruthy();
      await choose('From account', /General account/);
      expect(await screen.findByText('£1,000.00 available', {}, { timeout: 10_000 })).toBeTruthy();
      await choose('To account', /Stocks and Shares ISA/);
      fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '100' } });
      fireEvent.click(screen.getByRole('button', { name: 'Review' }));

      const from = await screen.findByRole(
        'table',
        { name: `General account (${giaId})` },
        { timeout: 10_000 },
      );
      const to = screen.getByRole('table', { name: `Stocks and Shares ISA (${isaId})` });
      expect(cashRow(from)).toContain('£900.00');
      expect(cashRow(to)).toContain('£100.00');
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and submit' }));

      expect(await screen.findByText(/Cash movement/, {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByRole('link', { name: "See the account's transactions" }).getAttribute('href')).toBe(
        `/accounts/${giaId}/transactions`,
      );
      const { data: isa } = await keel.api('GET', `/account/summary/${DEMO.firmId}/${isaId}`);
      const { data: gia } = await keel.api('GET', `/account/summary/${DEMO.firmId}/${giaId}`);
      expect([gia.uninvestedCash, isa.uninvestedCash]).toEqual([900, 100]);
    },
  );
});
