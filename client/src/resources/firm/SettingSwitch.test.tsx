import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../registry';
import { createQueryClient } from '../../data/queryClient';
import { Toasts } from '../../shell/Toasts';
import { UserProvider } from '../../shell/UserProvider';
import { keelDataProvider } from '../../testing/dataProvider';
import { useRealKeel } from '../../testing/realKeel';
import { useSettingsWrite } from './settingsWrites';
import { SettingSwitch } from './SettingSwitch';

// The adviser holds no Firm Management permission: the platform refuses the flag with a real 403.
const keel = useRealKeel('adviser');

/**
 * The switch as a session that still believes it may write (its permissions were taken away since it
 * signed in): the page offers it, the platform refuses it.
 */
const StaleSwitch = () => {
  const write = useSettingsWrite();
  const save = async (on: boolean) => {
    await write('patchEnabledFeatures', { body: { features: { firmSetupAutomation: on } } });
    return 'Saved';
  };
  return (
    <SettingSwitch label="Firm set-up" help="Fills in a new firm" checked={false} canWrite save={save} />
  );
};

afterEach(cleanup);

describe('SettingSwitch', () => {
  it('when the platform refuses the change with 403, then its message shows under the switch, the switch goes back, and nothing toasts', async () => {
    render(
      <AdminContext
        dataProvider={keelDataProvider()}
        i18nProvider={i18nProvider}
        queryClient={createQueryClient(() => false)}
      >
        <UserProvider>
          <StaleSwitch />
          <Toasts />
        </UserProvider>
      </AdminContext>,
    );
    const toggle = await screen.findByLabelText('Firm set-up', {}, { timeout: 10_000 });
    fireEvent.click(toggle);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    const patch = keel.sent.find((r) => r.method === 'PATCH');
    expect(patch?.url).toMatch(/^\/api\/proxy\/firm\/enabledfeatures\//);
    const refusal = await keel
      .api('PATCH', patch!.url.replace('/api/proxy', ''), patch!.body)
      .catch((e: { status: number; body: { error: { errorMessage: string } } }) => e);
    expect(refusal.status).toBe(403);
    expect(alert.textContent).toBe(refusal.body.error.errorMessage);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryAllByRole('alert')).toEqual([]);
  });
});
