import { ZHostnameWithTheme, type TTheme } from '../../../../contract';

/** The BFF's public answer to "whose console is this host?" (server/bff/branding.ts). */
export const HOST_BRANDING_PATH = '/api/branding';

/**
 * The theme of the firm node the console's host is mapped to, or undefined when the host is nobody's
 * (204) or the answer cannot be had. It needs no session, so the sign-in page can wear it too.
 */
export async function fetchHostTheme(
  fetchFn: (input: string, init?: RequestInit) => Promise<Response> = (input, init) =>
    globalThis.fetch(input, init),
): Promise<TTheme | undefined> {
  try {
    const response = await fetchFn(HOST_BRANDING_PATH, { credentials: 'same-origin' });
    if (response.status !== 200) return undefined;
    const parsed = ZHostnameWithTheme.safeParse((await response.json()).data);
    return parsed.success ? parsed.data.theme : undefined;
  } catch {
    return undefined;
  }
}
