import type { TTheme } from '../../../../contract/branding';
import { renderableTheme } from './renderableTheme';

/** The BFF's public answer to "whose console is this host?" (server/bff/branding.ts). */
export const HOST_BRANDING_PATH = '/api/branding';

type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;
const browserFetch: FetchFn = (input, init) => globalThis.fetch(input, init);

/** Whose console this host is: the firm (so sign-in can name it) and its node's theme. */
export interface HostBranding {
  firmId: string;
  theme: TTheme;
}

/**
 * The firm and theme of the node the console's host is mapped to, or undefined when the host is nobody's
 * (204) or the answer cannot be had. It needs no session, so the sign-in page can wear it too.
 */
export async function fetchHostBranding(fetchFn: FetchFn = browserFetch): Promise<HostBranding | undefined> {
  try {
    const response = await fetchFn(HOST_BRANDING_PATH, { credentials: 'same-origin' });
    if (response.status !== 200) return undefined;
    const data: unknown = (await response.json()).data;
    const firmId = (data as { firmId?: unknown } | null)?.firmId;
    const theme = renderableTheme((data as { theme?: unknown } | null)?.theme);
    return typeof firmId === 'string' && theme ? { firmId, theme } : undefined;
  } catch {
    return undefined;
  }
}

/** The host's theme alone. */
export const fetchHostTheme = async (fetchFn: FetchFn = browserFetch): Promise<TTheme | undefined> =>
  (await fetchHostBranding(fetchFn))?.theme;
