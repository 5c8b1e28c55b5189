import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App';
import { fakeFetch, json } from '../../data/testing';
import { createdTransaction, ME, summaryOf } from '../shared/testing';

const GIA = summaryOf({
  id: 'G1',
  name: 'General account',
  wrapperType: 'GIA',
  remainingSubscriptionAmount: null,
});
const account = (s: typeof GIA) => ({ id: s.id, name: s.name, wrapperType: s.wrapperType, status: 'Active' });

function backEnd() {
  return fakeFetch((request) => {
    const path = new URL(request.url, 'http://keel.test').pathname;
    if (path === '/api/auth/me') return json(200, ME);
    if (path === '/api/proxy/client/F1/C1') return json(200, { data: { id: 'C1', name: 'Isla Saver' } });
    if (path === '/api/proxy/account/list/F1')
      return json(200, {
        data: [account(GIA), account(summaryOf())],
        meta: { count: 2, page: 1, pageSize: 100 },
      });
    if (path === '/api/proxy/account/summary/F1/G1') return json(200, { data: GIA });
    if (path === '/api/proxy/account/summary/F1/A1') return json(200, { data: summaryOf() });
    if (path === '/api/proxy/portfoliotransaction' && request.method === 'POST')
      return json(201, { data: { id: 'T1' } });
    if (path === '/api/proxy/portfoliotransaction/F1/T1')
      return json(200, {
        data: createdTransaction({
          accountId: 'G1',
          transactionType: 'Cash Transfer',
          transactionSubType: 'Internal',
          movementType: 'Out',
          status: 'Completed',
          amount: 100,
        }),
      });
    return json(404, { error: { statusCode: 404, errorMessage: `No ${path}`, fieldErrors: [] } });
  });
}

async function choose(label: string, option: RegExp) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }, { timeout: 8000 }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InternalMovementPage', () => {
  it(
    "when cash moves between two of the client's accounts, then both are reviewed and the result links to the source's transactions",
    { timeout: 40_000 },
    async () => {
      const { fetch, seen } = backEnd();
      vi.stubGlobal('fetch', fetch);
      window.history.pushState({}, '', '/clients/C1/internal-movement');
      render(<App />);

      expect(await screen.findByText('Isla Saver (C1)', {}, { timeout: 8000 })).toBeTruthy();
      await choose('From account', /General account/);
      expect(await screen.findByText('£1,000.00 available')).toBeTruthy();
      await choose('To account', /Stocks and Shares ISA/);
      fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '100' } });
      fireEvent.click(screen.getByRole('button', { name: 'Review' }));

      const from = await screen.findByRole('table', { name: 'General account (G1)' });
      const to = screen.getByRole('table', { name: 'Stocks and Shares ISA (A1)' });
      expect(within(from).getByRole('rowheader', { name: 'Cash' }).closest('tr')!.textContent).toContain(
        '£900.00',
      );
      expect(within(to).getByRole('rowheader', { name: 'Cash' }).closest('tr')!.textContent).toContain(
        '£1,100.00',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and submit' }));

      expect(await screen.findByText(/Cash movement/, {}, { timeout: 8000 })).toBeTruthy();
      expect(screen.getByRole('link', { name: "See the account's transactions" }).getAttribute('href')).toBe(
        '/accounts/G1/transactions',
      );
      expect(seen.find((r) => r.method === 'POST')!.body).toMatchObject({
        firmId: 'F1',
        accountId: 'G1',
        toAccountId: 'A1',
        amount: 100,
        transactionSubType: 'Internal',
      });
    },
  );
});
