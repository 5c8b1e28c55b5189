import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Where `vite build` writes the console. */
export const DEFAULT_CLIENT_DIR = path.resolve(fileURLToPath(new URL('../../dist/client', import.meta.url)));

const NOT_BUILT = 'The Keel console has not been built yet. Run `npm run build`, then start Keel again.';

/**
 * The built SPA: hashed files under /assets are immutable; index.html is revalidated on every load so a
 * deployment shows at once. Every other GET that is not /api or /oidc gets index.html (client routing).
 * `vite build` writes a brotli (.br) and a gzip (.gz) copy beside each file once; the browser gets the
 * best one its Accept-Encoding allows, brotli first, else the file as it is (decision 0018). The copies
 * are listed when the router is made: a build made while the BFF runs goes out uncompressed until a
 * restart.
 */
export function spaRoutes(clientDir = DEFAULT_CLIENT_DIR): Router {
  const router = Router();
  const indexFile = path.join(clientDir, 'index.html');
  const assetsDir = path.join(clientDir, 'assets') + path.sep;
  router.use(
    expressStaticGzip(clientDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res, file) => {
          const immutable = file.startsWith(assetsDir);
          res.setHeader(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          );
        },
      },
    }),
  );
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A hashed file that is not there (a page of the previous release asking for its chunk) is a plain 404:
    // index.html in its place would fail as a script with a misleading type error.
    if (req.path.startsWith('/assets/')) return void res.status(404).type('text').send('Not found');
    if (/^\/(api|oidc)(\/|$)/.test(req.path)) return next();
    if (!existsSync(indexFile)) return void res.status(503).type('text').send(NOT_BUILT);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
