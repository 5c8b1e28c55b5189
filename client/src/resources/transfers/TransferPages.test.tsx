import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { newClient, openAccount } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

afterEach(cleanup);

const transferUrl = (id: string) => `/portfoliotransaction/producttransfer/${DEMO.firmId}/${id}`;

/** A transfer in, requested through the platform; its id. */
async function requestTransfer(accountId: string, processingType: 'Cash' | 'In Specie') {
  const { data: parties } = await keel.api('GET', `/masterparty/platform/${DEMO.firmId}?name=Hargreaves`);
  const { data } = await keel.api('POST', '/portfolioTransactionGroup', {
    firmId: DEMO.firmId,
    accountId,
    transfer: {
      direction: 'In',
      processingType,
      scope: 'Whole',
      providerId: parties[0].id,
      providerReference: 'HL-42',
      estimatedValue: 8000,
    },
  });
  return data.id as string;
}

/** Chooses a file for the upload named `label`, as a person picking it in the browser would. */
function chooseFile(label: string, name: string, text: string) {
  const input = screen.getByLabelText(label, { selector: 'input[type=file]' });
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

describe('transfer pages', () => {
  it(
    'when an event moves a transfer from its account page, then the status, the action-required banner and the timeline follow; a stale form is refused in place',
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Eve', 'Event');
      const isaId = await openAccount(keel, clientId, 'ISA', 'Event ISA');
      const id = await requestTransfer(isaId, 'Cash');
      window.history.pushState({}, '', `/accounts/${isaId}/transfers/${id}`);
      render(<App />);

      expect(
        await screen.findByRole(
          'heading',
          { name: 'Transfer in from Hargreaves Lansdown', level: 1 },
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Event ISA' }).getAttribute('href')).toBe(
        `/accounts/${isaId}/investments`,
      );
      expect(screen.getByTestId('transfer-status').textContent).toBe('Pending');
      const form = screen.getByRole('form', { name: 'Add an event' });
      fireEvent.change(within(form).getByLabelText(/^What happened/), {
        target: { value: 'Asked the client for the signed authority' },
      });
      fireEvent.mouseDown(within(form).getByRole('combobox', { name: /^New status/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Awaiting Documentation' }));
      fireEvent.click(within(form).getByRole('button', { name: 'Add the event' }));

      await waitFor(
        () => expect(screen.getByTestId('transfer-status').textContent).toBe('Awaiting Documentation'),
        { timeout: 10_000 },
      );
      expect(screen.getByTestId('transfer-action-required').textContent).toMatch(
        /^Action required: The firm: send the signed transfer authority/,
      );
      const history = screen.getByRole('list', { name: 'History' });
      const newest = within(history).getAllByTestId('transfer-history-entry')[0];
      expect(within(newest).getByText('Status: Pending → Awaiting Documentation')).toBeTruthy();
      expect(within(newest).getByText('Asked the client for the signed authority')).toBeTruthy();
      expect(within(newest).getByText(/Morgan Ellis/)).toBeTruthy();

      // Someone else moves it meanwhile: this page's form still holds the old version.
      const { data: now } = await keel.api('GET', transferUrl(id));
      await keel.api('PUT', `/portfoliotransaction/action/firmTransferHistoryUpdate/${DEMO.firmId}/${id}`, {
        type: 'INFO',
        text: 'Documents arrived',
        newStatus: 'Verifying Documentation',
        version: now.version,
      });
      const formAgain = screen.getByRole('form', { name: 'Add an event' });
      fireEvent.change(within(formAgain).getByLabelText(/^What happened/), { target: { value: 'Chased' } });
      fireEvent.click(within(formAgain).getByRole('button', { name: 'Add the event' }));
      const alert = await within(formAgain).findByRole('alert', {}, { timeout: 10_000 });
      expect(alert.textContent).toMatch(/^The transfer was not changed: /);
    },
  );

  it(
    'when an asset list with bad rows is uploaded, then every bad row is listed and nothing is saved; a good list and its book values then show on the transfer',
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Ian', 'Specie');
      const giaId = await openAccount(keel, clientId, 'GIA', 'Specie GIA');
      const id = await requestTransfer(giaId, 'In Specie');
      const { data: assets } = await keel.api(
        'GET',
        `/asset/${DEMO.firmId}?status=Active&pageSize=2&sort=name`,
      );
      const [a, b] = assets as { isin: string; name: string }[];
      window.history.pushState({}, '', `/transfers/${id}/edit#assets`);
      render(<App />);

      await screen.findByRole('heading', { name: `Edit transfer ${id}`, level: 1 }, { timeout: 10_000 });
      const assetSection = screen.getByRole('region', { name: 'Asset list' });
      expect(
        within(assetSection)
          .getByRole('link', { name: 'Download a template (CSV)' })
          .getAttribute('download'),
      ).toBe('transfer-assets.csv');
      chooseFile(
        'Asset list',
        'bad.csv',
        `isin,quantity,bookValue\n${a.isin},10,\nXX0000000000,5,100\n${b.isin},-3,\n`,
      );
      fireEvent.click(within(assetSection).getByRole('button', { name: 'Upload' }));
      const refused = await within(assetSection).findByRole(
        'table',
        { name: 'Rows refused: Asset list' },
        { timeout: 10_000 },
      );
      expect(
        within(assetSection).getByText(
          'bad.csv was refused and nothing was saved. Correct these rows and upload it again:',
        ),
      ).toBeTruthy();
      const rows = within(refused)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent);
      expect(rows).toEqual([expect.stringMatching(/^3isin/), expect.stringMatching(/^4quantity/)]);
      expect((await keel.api('GET', transferUrl(id))).data.assets).toEqual([]);

      chooseFile('Asset list', 'good.csv', `isin,quantity,bookValue\n${a.isin},10,1500\n${b.isin},4,\n`);
      fireEvent.click(within(assetSection).getByRole('button', { name: 'Upload' }));
      expect(
        await within(assetSection).findByText('good.csv accepted: 2 assets listed', {}, { timeout: 10_000 }),
      ).toBeTruthy();
      const list = await within(assetSection).findByRole(
        'table',
        { name: 'Assets in specie' },
        { timeout: 10_000 },
      );
      expect(within(list).getByText('£1,500.00')).toBeTruthy();
      expect(within(list).getByText('Book value missing')).toBeTruthy();

      const bookSection = screen.getByRole('region', { name: 'Book values' });
      chooseFile('Book values', 'book.csv', `isin,bookValue\n${b.isin},640.25\n`);
      fireEvent.click(within(bookSection).getByRole('button', { name: 'Upload' }));
      expect(
        await within(bookSection).findByText(
          'book.csv accepted: 1 book value updated',
          {},
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
      await waitFor(() => expect(within(assetSection).getByText('£640.25')).toBeTruthy(), {
        timeout: 10_000,
      });
      expect(within(assetSection).queryByText('Book value missing')).toBeNull();
    },
  );

  it(
    'when a transfer was rejected, then its page says why and offers to request it again from its account',
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Remy', 'Rejected');
      const giaId = await openAccount(keel, clientId, 'GIA', 'Rejected GIA');
      const id = await requestTransfer(giaId, 'Cash');
      await keel.api('PUT', `/portfoliotransaction/action/firmTransferHistoryUpdate/${DEMO.firmId}/${id}`, {
        type: 'INFO',
        text: 'Their reference is unknown',
        newStatus: 'Rejected',
        reason: 'Plan number not found',
      });
      window.history.pushState({}, '', `/transfers/${id}`);
      render(<App />);
      expect(
        await screen.findByText('Rejected: Plan number not found', {}, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Request again' }).getAttribute('href')).toBe(
        `/accounts/${giaId}/transfer?transferId=${id}`,
      );
      expect(screen.getByRole('link', { name: 'All transfers' }).getAttribute('href')).toBe('/transfers');
      expect(screen.getByRole('link', { name: new RegExp(`Remy.*\\(${clientId}\\)$`) })).toBeTruthy();
      // A final transfer has no move left: the event form still takes a note.
      const form = screen.getByRole('form', { name: 'Add an event' });
      expect(
        within(form)
          .getByRole('combobox', { name: /^New status/ })
          .getAttribute('aria-disabled'),
      ).toBe('true');
    },
  );

  it(
    "when a transfer is opened under another account's address, then the 404 page shows",
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Wendy', 'Wrong');
      const giaId = await openAccount(keel, clientId, 'GIA', 'Wrong GIA');
      const otherId = await openAccount(keel, clientId, 'ISA', 'Other ISA');
      const id = await requestTransfer(giaId, 'Cash');
      window.history.pushState({}, '', `/accounts/${otherId}/transfers/${id}`);
      render(<App />);
      expect(await screen.findByText('Error 404', {}, { timeout: 10_000 })).toBeTruthy();
    },
  );
});
