import express, { type Router } from 'express';
import { calls, expressPath } from '../../../contract/calls';
import { UPLOAD_RULES } from '../../../contract/firm';
import type { PlatformDeps } from '../deps';
import { notFound } from '../errors';
import { route } from '../http/route';
import { storableText } from '../http/well-formed';
import { readLogo, receiveUpload, uploadTarget } from './uploads';

/** Larger than any category allows, so a too-big logo still gets the form's size message, not a 413. */
const RAW_LIMIT = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes)) * 2;

export function filesRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.getFirmFileUploads, ({ caller, query }) => uploadTarget(deps.db, caller, query));
  // The file comes as the raw body: read it before the call's chain runs (JSON bodies are parsed earlier).
  router.put(expressPath(calls.putFirmFileUpload.path), express.raw({ type: () => true, limit: RAW_LIMIT }));
  route(router, deps, calls.putFirmFileUpload, ({ caller, params, req }) =>
    receiveUpload(deps.db, caller, params.uploadId, req.body),
  );

  // Not a call of the table, so route() does not check its text: a NUL here reached the query (a 500).
  router.get('/media/logo/:firmId/:nodeId/:space/:category', storableText);
  /**
   * Logos are public (the sign-in page shows them before anyone signs in), at a stable address per node,
   * space and category. An address carrying ?lastModified= names one version, so it may be cached for
   * good; without it the browser revalidates with the ETag.
   */
  router.get('/media/logo/:firmId/:nodeId/:space/:category', async (req, res) => {
    const file = await readLogo(deps.db, req.params);
    if (!file) throw notFound('Logo');
    const etag = `"${file.sha256}"`;
    res.set({
      'Content-Type': file.contentType,
      ETag: etag,
      'Last-Modified': file.updatedAt.toUTCString(),
      'Cache-Control': req.query.lastModified ? 'public, max-age=31536000, immutable' : 'no-cache',
      // Opened on its own, an SVG is a document: let it run nothing and load nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    if (req.get('if-none-match') === etag) return void res.status(304).end();
    res.send(Buffer.from(file.bytes));
  });
}
