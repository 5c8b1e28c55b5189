import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, useGetList, useGetOne } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../data/apiClient';
import { createDataProvider } from '../data/dataProvider';
import { i18nProvider, resourceDefs } from '../registry';
import { createQueryClient } from '../data/queryClient';
import { DEMO, useRealKeel } from '../testing/realKeel';
import { ReadErrorToasts } from './ReadErrorToasts';
import { Toasts } from './Toasts';

// The adviser may not read users: a real 403 from the platform, as well as a real 404.
const keel = useRealKeel('adviser');

const OneClient = ({ id }: { id: string }) => {
  const { data } = useGetOne('clients', { id });
  return <p>{data ? 'client shown' : 'no client'}</p>;
};

const UsersList = () => {
  const { data } = useGetList('users', { pagination: { page: 1, perPage: 10 } });
  return <p>{data ? 'users shown' : 'no users'}</p>;
};

function renderReads(children: React.ReactNode) {
  const dataProvider = createDataProvider({
    callApi: createApiClient(),
    getFirmId: () => DEMO.firmId,
    resources: resourceDefs,
  });
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={createQueryClient(() => false)}
    >
      <ReadErrorToasts />
      {children}
      <Toasts />
    </AdminContext>,
  );
  return () =>
    within(screen.getByRole('region', { name: 'Notifications' }))
      .queryAllByRole('alert')
      .map((t) => t.textContent);
}

afterEach(cleanup);

describe('ReadErrorToasts', () => {
  it('when a record read fails with 404, then the platform’s message is toasted once and not asked again', async () => {
    const toasts = renderReads(<OneClient id="C0000000" />);
    await waitFor(() => expect(toasts()).toHaveLength(1), { timeout: 10_000 });
    const reads = keel.sent.filter((r) => r.url.startsWith(`/api/proxy/client/${DEMO.firmId}/C0000000`));
    expect(reads).toHaveLength(1);
    const refusal = await keel.api('GET', `/client/${DEMO.firmId}/C0000000`).catch((e) => e.body);
    expect(toasts()).toEqual([refusal.error.errorMessage]);
    expect(screen.getByText('no client')).toBeTruthy();
  });

  it('when a list read is refused with 403, then its message is toasted once', async () => {
    const toasts = renderReads(<UsersList />);
    await waitFor(() => expect(toasts()).toHaveLength(1), { timeout: 10_000 });
    expect(toasts()[0]).toMatch(/permission/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toasts()).toHaveLength(1);
  });
});
