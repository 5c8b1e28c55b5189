import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../registry';
import { createQueryClient } from '../../../data/queryClient';
import { UserProvider } from '../../../shell/UserProvider';
import { keelDataProvider } from '../../../testing/dataProvider';
import { useRealKeel } from '../../../testing/realKeel';
import { WebhookConfigCard } from './WebhookConfigCard';

const keel = useRealKeel('admin');

afterEach(cleanup);

describe('WebhookConfigCard', () => {
  it('when the configuration is still loading, then nothing can be typed; what is typed after survives a fresh read', async () => {
    const queryClient = createQueryClient(() => false);
    render(
      <AdminContext dataProvider={keelDataProvider()} i18nProvider={i18nProvider} queryClient={queryClient}>
        <UserProvider>
          <WebhookConfigCard kind="position" canWrite />
        </UserProvider>
      </AdminContext>,
    );
    const url = (await screen.findByLabelText('URL', { exact: true })) as HTMLInputElement;
    // Typed before the read came back, a URL would have been replaced by the stored one.
    expect(url.disabled).toBe(true);
    await waitFor(() => expect(url.disabled).toBe(false), { timeout: 10_000 });

    fireEvent.change(url, { target: { value: 'https://hooks.example.com/keel' } });
    const readsBefore = keel.sent.filter((r) => r.url.includes('/webhook/config/position/')).length;
    await queryClient.invalidateQueries();
    await waitFor(() =>
      expect(keel.sent.filter((r) => r.url.includes('/webhook/config/position/')).length).toBeGreaterThan(
        readsBefore,
      ),
    );
    await queryClient.refetchQueries();
    expect(url.value).toBe('https://hooks.example.com/keel');
  });
});
