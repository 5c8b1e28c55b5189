import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { newClient, openAccount } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';
import { transferPaths } from './paths';

const keel = useRealKeel('admin');
const firm = DEMO.firmId;

afterEach(cleanup);

/** A cash ISA transfer in from a provider that takes one; its id. */
async function requestTransfer(accountId: string, providerId: string, estimatedValue: number) {
  const { data } = await keel.api('POST', '/portfolioTransactionGroup', {
    firmId: firm,
    accountId,
    transfer: {
      direction: 'In',
      processingType: 'Cash',
      scope: 'Whole',
      providerId,
      providerReference: `ISA-${estimatedValue}`,
      estimatedValue,
    },
  });
  return data.id as string;
}

/** The table's rows, header row left out. */
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('the transfers workbench', () => {
  // A client of this file's own, so the rows it finds are the ones it made (the shared Keel has others).
  const surname = `Transferwood${Math.random().toString(36).slice(2, 7)}`;
  let clientId: string;
  let waiting: string;
  let needsAction: string;

  beforeAll(async () => {
    clientId = await newClient(keel, 'Tess', surname);
    const accountId = await openAccount(keel, clientId, 'ISA', 'Tess ISA');
    const parties = await keel.api(
      'GET',
      `/masterparty/platform/${firm}?transferWrapperType=ISA&productTransferType=Cash&status=Active`,
    );
    const providerId = parties.data[0].id as string;
    waiting = await requestTransfer(accountId, providerId, 12_000);
    needsAction = await requestTransfer(accountId, providerId, 8_500);
    // The platform asks for the signed transfer form: the firm must act.
    await keel.api('PUT', `/portfoliotransaction/action/firmTransferHistoryUpdate/${firm}/${needsAction}`, {
      type: 'CLIENT_ACTION',
      text: 'Please send the signed transfer form',
      newStatus: 'Awaiting Documentation',
    });
  }, 60_000);

  it(
    'when the workbench opens on a client, then the transfer needing action leads and each row says its age in words',
    { timeout: 60_000 },
    async () => {
      window.history.pushState({}, '', transferPaths.list({ clientName: surname }));
      render(<App />);
      await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 15_000 });
      const [first, second] = bodyRows();
      expect(within(first).getByText('Awaiting Documentation')).toBeTruthy();
      expect(within(first).getByText('Action required')).toBeTruthy();
      expect(within(second).getByText('Pending')).toBeTruthy();
      expect(within(second).queryByText('Action required')).toBeNull();
      for (const row of [first, second]) {
        const chip = within(row).getByText('On track');
        expect(chip.closest('[data-age]')?.getAttribute('data-age')).toBe('green');
      }
      expect(within(second).getByText('£12,000.00')).toBeTruthy();
    },
  );

  it(
    'when a status filter is in the address, then the list asks for it and shows only those transfers',
    { timeout: 60_000 },
    async () => {
      window.history.pushState(
        {},
        '',
        transferPaths.list({ clientName: surname, transferStatus: 'Awaiting Documentation' }),
      );
      render(<App />);
      await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 15_000 });
      expect(within(bodyRows()[0]).getByText('Awaiting Documentation')).toBeTruthy();
      const asked = keel.sent.find((r) =>
        r.url.startsWith(`/api/proxy/portfoliotransaction/producttransfer/`),
      );
      expect(asked?.url).toContain('transferStatus=Awaiting+Documentation');
      expect(asked?.url).toContain(`clientName=${surname}`);
    },
  );

  it(
    'when two transfers are selected and chased, then a transferChase job starts and the notice links to it',
    { timeout: 60_000 },
    async () => {
      window.history.pushState({}, '', transferPaths.list({ clientName: surname }));
      render(<App />);
      await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 15_000 });
      for (const row of bodyRows()) fireEvent.click(within(row).getByRole('checkbox'));
      fireEvent.click(await screen.findByRole('button', { name: 'Chase' }));
      const notice = await screen.findByText(/Chasing 2 transfers/, {}, { timeout: 15_000 });
      const started = keel.sent.find((r) => r.method === 'POST' && r.url === '/api/proxy/job');
      expect(started?.body).toEqual({
        kind: 'transferChase',
        transferIds: expect.arrayContaining([waiting, needsAction]),
      });
      const link = within(notice.closest('[role="status"]') as HTMLElement).getByRole('link', {
        name: 'Follow the job',
      });
      expect(link.getAttribute('href')).toMatch(/^\/jobs\/[A-Z0-9]+$/);
    },
  );

  it(
    "when a client's transfers tab opens, then it lists theirs and the request button offers their account",
    { timeout: 60_000 },
    async () => {
      window.history.pushState({}, '', transferPaths.client(clientId));
      render(<App />);
      expect(
        await screen.findByRole('tab', { name: 'Transfers', selected: true }, { timeout: 15_000 }),
      ).toBeTruthy();
      await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 15_000 });
      fireEvent.click(await screen.findByRole('button', { name: 'Request a transfer' }));
      const option = await screen.findByRole('menuitem', { name: 'Tess ISA (ISA)' });
      expect(option.getAttribute('href')).toMatch(/^\/accounts\/[A-Z0-9]+\/transfer$/);
    },
  );
});
