import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { newClient, openAccount, waitingPayIn } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('adviser');

/** The query of the latest transactions list the console asked for. */
function lastList(): Record<string, string> {
  const lists = keel.sent.filter((r) => r.url.startsWith(`/api/proxy/portfoliotransaction/${DEMO.firmId}?`));
  return Object.fromEntries(new URL(lists[lists.length - 1]?.url ?? '/', keel.origin).searchParams);
}

async function chooseStatus(status: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Status' }, { timeout: 10_000 }));
  fireEvent.click(await screen.findByRole('option', { name: status }));
}

afterEach(cleanup);

describe('the transactions page address', () => {
  it(
    'when opened with a filter query string, then the list asks for it, and a change rewrites the address',
    { timeout: 60_000 },
    async () => {
      window.history.pushState({}, '', '/transactions?transactionType=Order&status=Completed&page=2');
      render(<App />);
      await waitFor(
        () =>
          expect(lastList()).toMatchObject({
            transactionType: 'Order',
            status: 'Completed',
            page: '2',
            pageSize: '50',
            sort: '-transactionDate',
          }),
        { timeout: 10_000 },
      );
      expect(window.location.search).toBe('?transactionType=Order&status=Completed&page=2');
      await chooseStatus('Placed');
      await waitFor(() => expect(window.location.search).toBe('?transactionType=Order&status=Placed'), {
        timeout: 10_000,
      });
      await waitFor(() => expect(lastList()).toMatchObject({ status: 'Placed', page: '1' }));
      expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe(
        `/api/proxy/portfoliotransaction/export/${DEMO.firmId}?transactionType=Order&status=Placed`,
      );
    },
  );

  it(
    "when an account's transactions are filtered, then its id filters the list and export but stays out of the address",
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Ada', 'Lovelace');
      const accountId = await openAccount(keel, clientId, 'ISA', 'Ada Lovelace ISA');
      // A pay-in the adviser may place (recording it received is the payments desk's, not theirs).
      await waitingPayIn(keel, accountId, 1000);
      window.history.pushState({}, '', `/accounts/${accountId}/transactions?status=Waiting`);
      render(<App />);
      await waitFor(() => expect(lastList()).toMatchObject({ accountId, status: 'Waiting' }), {
        timeout: 10_000,
      });
      expect(
        await screen.findByRole('heading', { name: 'Ada Lovelace ISA' }, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(await screen.findByText('£1,000.00', {}, { timeout: 10_000 })).toBeTruthy();
      await chooseStatus('Placed');
      await waitFor(() => expect(window.location.search).toBe('?status=Placed'));
      await waitFor(() => expect(lastList()).toMatchObject({ accountId, status: 'Placed' }));
      await waitFor(() => expect(screen.queryByText('£1,000.00')).toBeNull());
      expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe(
        `/api/proxy/portfoliotransaction/export/${DEMO.firmId}?accountId=${accountId}&status=Placed`,
      );
    },
  );

  it(
    'when the adviser, who may not record payments, opens a Waiting pay-in, then no desk action is offered and no row can be selected',
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Ada', 'Adviser');
      const accountId = await openAccount(keel, clientId, 'GIA', 'Ada Adviser GIA');
      const id = await waitingPayIn(keel, accountId, 10);
      window.history.pushState({}, '', `/accounts/${accountId}/transactions`);
      render(<App />);
      const cell = await screen.findByText(id, {}, { timeout: 10_000 });
      expect(within(cell.closest('tr')!).queryByRole('checkbox')).toBeNull();
      fireEvent.click(cell);
      const drawer = await screen.findByRole('region', { name: 'Transaction details' });
      expect(await within(drawer).findByText('Waiting')).toBeTruthy();
      expect(within(drawer).queryByRole('button', { name: 'Record receipt' })).toBeNull();
      expect(within(drawer).queryByRole('button', { name: 'Mark failed' })).toBeNull();
    },
  );
});
