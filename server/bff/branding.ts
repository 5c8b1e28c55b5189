import { Readable } from 'node:stream';
import { Router } from 'express';
import { CLIENT_AUTH_HEADER } from '../../contract/firm';
import { ZHostnameWithTheme } from '../../contract/theme';
import type { Config } from '../config';
import type { Logger } from '../log';
import { BFF_MESSAGES, sendError } from './errors';

/** How long a host's branding is reused before the platform is asked again. */
export const HOST_BRANDING_TTL_MS = 60_000;
/** Headers of a logo the browser needs: type, caching, and the SVG sandbox. */
const LOGO_HEADERS = ['content-type', 'etag', 'last-modified', 'cache-control', 'content-security-policy'];

type Lookup = { at: number; branding: unknown };

/**
 * Public branding, before anyone signs in: GET /api/branding answers the firm, node, space and theme of
 * the white-label host the console is served on (platform GET /firm/hostname, with the deployment's
 * client-auth value), or 204 when the host is not a firm's; GET /api/media/* passes logos through from
 * the platform so they come from the console's own origin (the CSP allows only 'self' images).
 */
export function brandingRoutes(config: Config, log: Logger): Router {
  const router = Router();
  const cache = new Map<string, Lookup>();

  async function lookup(host: string): Promise<unknown> {
    const hit = cache.get(host);
    if (hit && Date.now() - hit.at < HOST_BRANDING_TTL_MS) return hit.branding;
    const url = `${config.platformApiUrl}/firm/hostname?host=${encodeURIComponent(host)}`;
    const res = await fetch(url, { headers: { [CLIENT_AUTH_HEADER]: config.clientAuth.secret } });
    if (!res.ok) throw new Error(`hostname lookup answered ${res.status}`);
    const parsed = ZHostnameWithTheme.array().safeParse((await res.json()).data);
    const branding = parsed.success ? parsed.data[0] : undefined;
    cache.set(host, { at: Date.now(), branding });
    return branding;
  }

  router.get('/api/branding', async (req, res) => {
    try {
      const branding = await lookup(req.hostname.toLowerCase());
      if (!branding) return void res.status(204).end();
      res.json({ data: branding });
    } catch (err) {
      // Branding never stops the console: without it the product's own colours show.
      log.warn('Host branding lookup failed', { message: (err as Error).message });
      res.status(204).end();
    }
  });

  router.get('/api/media/*path', async (req, res) => {
    const path = req.originalUrl.slice('/api'.length);
    let upstream: Response;
    try {
      const ifNoneMatch = req.get('if-none-match');
      upstream = await fetch(`${config.platformApiUrl}${path}`, {
        headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
      });
    } catch {
      return sendError(res, 502, BFF_MESSAGES.platformUnreachable);
    }
    res.status(upstream.status);
    for (const name of LOGO_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.set(name, value);
    }
    if (!upstream.body) return void res.end();
    Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream).pipe(res);
  });

  return router;
}
