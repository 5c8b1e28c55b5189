import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../registry';
import { createQueryClient } from '../../data/queryClient';
import type { TSessionData } from '../../data/session';
import { Toasts } from '../../shell/Toasts';
import { UserProvider } from '../../shell/UserProvider';
import { keelDataProvider } from '../../testing/dataProvider';
import { DEMO, useRealKeel } from '../../testing/realKeel';
import { staleSession } from '../../testing/staleSession';
import { MachineCredentialsPanel, RemoveMfaButton } from './UserActions';

// The adviser holds no User permission at all: both actions are refused with a real 403.
const keel = useRealKeel('adviser');
const REFUSED = 'You need action permission on User to do this';

async function renderAction(action: ReactNode, record: (user: TSessionData) => object) {
  const user = await staleSession('User', 'action');
  render(
    <UserProvider user={user}>
      <AdminContext
        dataProvider={keelDataProvider()}
        i18nProvider={i18nProvider}
        queryClient={createQueryClient()}
      >
        <RecordContextProvider
          value={{ firmId: DEMO.firmId, id: user.userId, name: user.user.name, ...record(user) }}
        >
          {action}
        </RecordContextProvider>
        <Toasts />
      </AdminContext>
    </UserProvider>,
  );
  // A modal dialog hides the rest of the page from the accessibility tree; the toasts are looked for all the same.
  return () =>
    within(screen.getByRole('region', { name: 'Notifications', hidden: true })).queryAllByRole('alert', {
      hidden: true,
    });
}

afterEach(cleanup);

describe('user actions refused', () => {
  it('when removing MFA is refused, then the message shows inside the still-open dialog and nothing toasts', async () => {
    const toasts = await renderAction(<RemoveMfaButton />, () => ({ mfaEnabled: true, userType: 'User' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove MFA' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    expect((await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(REFUSED);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(keel.sent.filter((r) => r.method !== 'GET')).toHaveLength(1);
    expect(toasts()).toEqual([]);
  });

  it('when issuing a machine a new secret is refused, then the message shows inside the dialog and nothing toasts', async () => {
    const toasts = await renderAction(<MachineCredentialsPanel />, () => ({
      userType: 'Machine',
      clientId: 'feed',
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Issue a new secret' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    expect((await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(REFUSED);
    expect(toasts()).toEqual([]);
  });
});
