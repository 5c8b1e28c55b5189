import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router } from 'express';

/** Where `vite build` writes the console. */
export const DEFAULT_CLIENT_DIR = path.resolve(fileURLToPath(new URL('../../dist/client', import.meta.url)));

const NOT_BUILT = 'The Keel console has not been built yet. Run `npm run build`, then start Keel again.';

/**
 * The built SPA: hashed files under /assets are immutable; index.html is revalidated on every load so a
 * deployment shows at once. Every other GET that is not /api or /oidc gets index.html (client routing).
 */
export function spaRoutes(clientDir = DEFAULT_CLIENT_DIR): Router {
  const router = Router();
  const indexFile = path.join(clientDir, 'index.html');
  router.use(
    express.static(clientDir, {
      index: false,
      setHeaders: (res, file) => {
        const immutable = file.startsWith(path.join(clientDir, 'assets') + path.sep);
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    }),
  );
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (/^\/(api|oidc)(\/|$)/.test(req.path)) return next();
    if (!existsSync(indexFile)) return void res.status(503).type('text').send(NOT_BUILT);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
