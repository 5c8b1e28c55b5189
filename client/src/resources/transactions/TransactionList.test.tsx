import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADVISER_SCOPES } from '../../../../contract';
import { App } from '../../App';
import { fakeFetch, json, type SeenRequest } from '../../data/testing';

const ME = {
  userId: 'U1',
  firmId: 'F1',
  nodeId: '0',
  scopes: ADVISER_SCOPES,
  user: { id: 'U1', name: 'Ada Adviser', email: 'ada@example.com', userType: 'User' },
};
const ACCOUNT = {
  id: 'A1',
  name: 'Ada Lovelace ISA',
  clientId: 'C1',
  clientName: 'Ada Lovelace',
  wrapperType: 'ISA',
  accountType: 'Wrapper',
  status: 'Active',
  nextStatuses: ['Suspended'],
};
const row = (id: string) => ({
  id,
  accountId: 'A1',
  accountName: 'Ada Lovelace ISA',
  transactionType: 'Order',
  transactionSubType: 'At Best',
  movementType: 'Invest',
  status: 'Completed',
  currency: 'GBP',
  amount: 250,
  quantity: 10,
  assetName: 'A fund',
  transactionDate: '2026-10-30',
});

/** The back end as the console sees it; every list request is recorded with its query. */
function backEnd() {
  const lists: URLSearchParams[] = [];
  const { fetch } = fakeFetch((request: SeenRequest) => {
    const url = new URL(request.url, 'http://keel.test');
    if (url.pathname === '/api/auth/me') return json(200, ME);
    if (url.pathname === '/api/proxy/portfoliotransaction/F1') {
      lists.push(url.searchParams);
      return json(200, { data: [row('T1'), row('T2')], meta: { count: 120, page: 1, pageSize: 50 } });
    }
    if (url.pathname === '/api/proxy/account/F1/A1') return json(200, { data: ACCOUNT });
    if (url.pathname === '/api/proxy/firm/enabledfeatures/F1') return json(200, { data: [] });
    if (url.pathname.startsWith('/api/proxy/node/theme/F1/')) return json(200, { data: {} });
    return json(404, { error: { statusCode: 404, errorMessage: `No ${url.pathname}`, fieldErrors: [] } });
  });
  return { fetch, lists, last: () => Object.fromEntries(lists[lists.length - 1] ?? []) };
}

async function chooseStatus(status: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Status' }, { timeout: 8000 }));
  fireEvent.click(await screen.findByRole('option', { name: status }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the transactions page address', () => {
  it(
    'when opened with a filter query string, then the list asks for it, and a change rewrites the address',
    { timeout: 30_000 },
    async () => {
      const api = backEnd();
      vi.stubGlobal('fetch', api.fetch);
      window.history.pushState({}, '', '/transactions?transactionType=Order&status=Completed&page=2');
      render(<App />);
      await waitFor(() =>
        expect(api.last()).toMatchObject({
          transactionType: 'Order',
          status: 'Completed',
          page: '2',
          pageSize: '50',
          sort: '-transactionDate',
        }),
      );
      expect(window.location.search).toBe('?transactionType=Order&status=Completed&page=2');
      await chooseStatus('Placed');
      await waitFor(() => expect(window.location.search).toBe('?transactionType=Order&status=Placed'));
      await waitFor(() => expect(api.last()).toMatchObject({ status: 'Placed', page: '1' }));
      expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe(
        '/api/proxy/portfoliotransaction/export/F1?transactionType=Order&status=Placed',
      );
    },
  );

  it(
    "when an account's transactions are filtered, then its id filters the list and export but stays out of the address",
    { timeout: 30_000 },
    async () => {
      const api = backEnd();
      vi.stubGlobal('fetch', api.fetch);
      window.history.pushState({}, '', '/accounts/A1/transactions?status=Completed');
      render(<App />);
      await waitFor(() => expect(api.last()).toMatchObject({ accountId: 'A1', status: 'Completed' }));
      expect(await screen.findByRole('heading', { name: 'Ada Lovelace ISA' })).toBeTruthy();
      await chooseStatus('Placed');
      await waitFor(() => expect(window.location.search).toBe('?status=Placed'));
      await waitFor(() => expect(api.last()).toMatchObject({ accountId: 'A1', status: 'Placed' }));
      expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe(
        '/api/proxy/portfoliotransaction/export/F1?accountId=A1&status=Placed',
      );
    },
  );
});
