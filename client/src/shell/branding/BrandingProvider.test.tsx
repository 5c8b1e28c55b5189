import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TTheme } from '../../../../contract/theme';
import { BrandingProvider, useBranding } from './BrandingProvider';
import type { HostBranding } from './hostBranding';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const Title = () => <span data-testid="title">{useBranding().branding.windowTitle}</span>;
const ApplyUserTheme = ({ theme }: { theme: TTheme }) => {
  const { applyTheme } = useBranding();
  useEffect(() => applyTheme(theme), [applyTheme, theme]);
  return null;
};

describe('BrandingProvider and the host’s branding', () => {
  it('when the host is mapped to a firm node, then its theme shows before anyone signs in', async () => {
    const host = async () => ({ firmId: 'F1', theme: { windowTitle: 'Harbour Wealth' } });
    const view = render(
      <BrandingProvider loadHostBranding={host}>
        <Title />
      </BrandingProvider>,
    );
    await waitFor(() => expect(view.getByTestId('title').textContent).toBe('Harbour Wealth'));
  });

  it('when the signed-in user’s theme came first, then a late host theme does not replace it', async () => {
    let answerHost: (host: HostBranding) => void = () => undefined;
    const host = () => new Promise<HostBranding | undefined>((resolve) => (answerHost = resolve));
    const view = render(
      <BrandingProvider loadHostBranding={host}>
        <ApplyUserTheme theme={{ windowTitle: 'My Node' }} />
        <Title />
      </BrandingProvider>,
    );
    await waitFor(() => expect(view.getByTestId('title').textContent).toBe('My Node'));
    await act(async () => answerHost({ firmId: 'F1', theme: { windowTitle: 'Host Firm' } }));
    expect(view.getByTestId('title').textContent).toBe('My Node');
  });
});
