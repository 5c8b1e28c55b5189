import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../data/apiClient';
import { createDataProvider } from '../../data/dataProvider';
import { i18nProvider, resourceDefs } from '../../registry';
import { createQueryClient } from '../../data/queryClient';
import { Toasts } from '../../shell/Toasts';
import { UserProvider } from '../../shell/UserProvider';
import { newClient, openAccount } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';
import { staleSession } from '../../testing/staleSession';
import { AccountPage } from './AccountHeader';

// The adviser may not run dealing (no Transaction action): the platform refuses with a real 403.
const keel = useRealKeel('adviser');

afterEach(cleanup);

describe('Run dealing', () => {
  it(
    'when the platform refuses the run with 403, then its message shows beside the button, once, and nothing toasts',
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Ada', 'Lovelace');
      const accountId = await openAccount(keel, clientId, 'GIA', 'Ada Lovelace GIA');
      const user = await staleSession('Transaction', 'action');
      const dataProvider = createDataProvider({
        callApi: createApiClient(),
        getFirmId: () => DEMO.firmId,
        resources: resourceDefs,
      });
      render(
        <MemoryRouter initialEntries={[`/accounts/${accountId}/details`]}>
          <UserProvider user={user}>
            <AdminContext
              dataProvider={dataProvider}
              i18nProvider={i18nProvider}
              queryClient={createQueryClient()}
            >
              <Routes>
                <Route
                  path="/accounts/:id/details"
                  element={
                    <AccountPage tab="details" title="Details">
                      <p>details</p>
                    </AccountPage>
                  }
                />
              </Routes>
              <Toasts />
            </AdminContext>
          </UserProvider>
        </MemoryRouter>,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Run dealing' }, { timeout: 10_000 }));
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(alert.textContent).toBe('You need action permission on Transaction to do this');
      expect(keel.sent.filter((r) => r.method === 'POST' && r.url.includes('dealing'))).toHaveLength(1);
      const toasts = within(screen.getByRole('region', { name: 'Notifications' })).queryAllByRole('alert');
      expect(toasts).toEqual([]);
    },
  );
});
