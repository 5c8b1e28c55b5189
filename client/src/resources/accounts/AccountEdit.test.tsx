import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { fund, newClient, openAccount } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

const readAccount = async (id: string) => (await keel.api('GET', `/account/${DEMO.firmId}/${id}`)).data;

afterEach(cleanup);

describe('editing an account', () => {
  it(
    'when the wrapper section is saved, then PATCH carries the flags and the version read, never the wrapper type',
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Ada', 'Lovelace');
      const accountId = await openAccount(keel, clientId, 'GIA', 'Ada Lovelace GIA');
      window.history.pushState({}, '', `/accounts/${accountId}/edit#wrapper`);
      render(<App />);
      fireEvent.click(await screen.findByLabelText('Discretionary', {}, { timeout: 10_000 }));
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      await waitFor(() => expect(window.location.pathname).toBe(`/accounts/${accountId}/details`), {
        timeout: 10_000,
      });

      const patch = keel.sent.find((r) => r.method === 'PATCH')!;
      expect(patch.body).toEqual({
        wrapperDetail: { discretionary: true, advised: true, trust: false },
        version: 1,
      });
      expect(await readAccount(accountId)).toMatchObject({
        wrapperDetail: { wrapperType: 'GIA', discretionary: true, advised: true, trust: false },
        auditDetails: { version: 2 },
      });
    },
  );

  it(
    'when a status change is refused, then the platform’s reason shows in the status section',
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Ada', 'Lovelace');
      const accountId = await openAccount(keel, clientId, 'GIA', 'Ada Lovelace GIA');
      await fund(keel, accountId, 1000);
      await keel.api('PUT', `/account/${DEMO.firmId}/${accountId}`, {
        status: 'Closing',
        reason: 'Client asked',
      });
      const { nextStatuses, auditDetails } = await readAccount(accountId);
      window.history.pushState({}, '', `/accounts/${accountId}/edit#status`);
      render(<App />);
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'New status' }, { timeout: 10_000 }));
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(nextStatuses);
      fireEvent.click(screen.getByRole('option', { name: 'Closed' }));
      fireEvent.change(screen.getByLabelText('Reason for the change'), { target: { value: 'All done' } });
      fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
      expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
        'The account still holds £1,000.00 in cash and 0 investments; empty it before it is Closed',
      );
      expect(keel.sent.find((r) => r.method === 'PUT')!.body).toEqual({
        status: 'Closed',
        reason: 'All done',
        version: auditDetails.version,
      });
      expect((await readAccount(accountId)).status).toBe('Closing');
    },
  );
});
