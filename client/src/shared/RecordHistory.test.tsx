import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../data/queryClient';
import { i18nProvider } from '../registry';
import { newClient, openAccount } from '../testing/demoRecords';
import { keelDataProvider } from '../testing/dataProvider';
import { DEMO, useRealKeel } from '../testing/realKeel';
import { HISTORY_PAGE, RecordHistory } from './RecordHistory';

const keel = useRealKeel('admin');

afterEach(cleanup);

const renderHistory = (accountId: string) =>
  render(
    <AdminContext
      dataProvider={keelDataProvider()}
      i18nProvider={i18nProvider}
      queryClient={createQueryClient()}
    >
      <RecordHistory entityType="account" entityId={accountId} resource="accounts" />
    </AdminContext>,
  );

describe('RecordHistory', () => {
  it(
    "when an account was renamed and suspended, then its history reads Field: old → new by the person's name, with the reason",
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Ada', 'Byron');
      const accountId = await openAccount(keel, clientId, 'GIA', 'Ada GIA');
      const path = `/account/${DEMO.firmId}/${accountId}`;
      await keel.api('PATCH', path, { name: 'Ada general investments' });
      await keel.api('PUT', path, { status: 'Suspended', reason: 'Client asked for a pause' });
      renderHistory(accountId);

      const table = await screen.findByRole('table', { name: 'Change history' }, { timeout: 10_000 });
      const [, latest, renamed, opened] = within(table).getAllByRole('row');
      expect(latest.textContent).toContain('Status changed');
      expect(latest.textContent).toContain('Status: Active → Suspended');
      expect(latest.textContent).toContain('Reason: Client asked for a pause');
      expect(latest.textContent).toContain(DEMO.admin.name);
      expect(renamed.textContent).toContain('Details changed');
      expect(renamed.textContent).toContain('Name: Ada GIA → Ada general investments');
      expect(renamed.textContent).toContain(DEMO.admin.name);
      expect(opened.textContent).toContain('Created');
      // Read through ra-data-simple-rest: Keel's own endpoint, newest first, the first page only.
      const [read] = keel.sent.filter((r) => r.url.startsWith(`/api/proxy/keel/${DEMO.firmId}/history?`));
      const query = new URL(read.url, 'http://keel').searchParams;
      expect(JSON.parse(query.get('filter')!)).toEqual({ entityType: 'account', entityId: accountId });
      expect(JSON.parse(query.get('sort')!)).toEqual(['updateDate', 'DESC']);
      expect(JSON.parse(query.get('range')!)).toEqual([0, HISTORY_PAGE - 1]);
    },
  );

  it(
    'when a record has more changes than the first page, then "Show all" brings the rest',
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Charles', 'Babbage');
      const accountId = await openAccount(keel, clientId, 'GIA', 'Engine 0');
      const path = `/account/${DEMO.firmId}/${accountId}`;
      for (let n = 1; n <= HISTORY_PAGE; n++) await keel.api('PATCH', path, { name: `Engine ${n}` });
      renderHistory(accountId);

      const more = await screen.findByRole(
        'button',
        { name: `Show all ${HISTORY_PAGE + 1} changes` },
        { timeout: 10_000 },
      );
      const table = screen.getByRole('table', { name: 'Change history' });
      expect(within(table).getAllByRole('row')).toHaveLength(HISTORY_PAGE + 1);
      fireEvent.click(more);
      expect(await within(table).findByText('Created', {}, { timeout: 10_000 })).toBeTruthy();
      expect(within(table).getAllByRole('row')).toHaveLength(HISTORY_PAGE + 2);
      expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
    },
  );
});
