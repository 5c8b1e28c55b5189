import compression from 'compression';
import type { RequestHandler } from 'express';

/** Below this a compressed answer saves less than the work and the headers cost (here and proxy-answer.ts). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Answers under /api (the proxied platform calls and the BFF's own) compressed on the fly when the
 * browser accepts it: brotli, else gzip (decision 0018). It wraps the response before any handler
 * writes. A proxied list or record is compressed in one step by the proxy itself (proxy-answer.ts), which
 * sets its Content-Encoding, so this passes it as it is; what the proxy streams (a CSV export) is
 * compressed here as it streams. A server-sent stream must call
 * `res.flush()` after each event. The built console is not compressed here: its files are compressed
 * once, at build time (spa.ts).
 */
export function compressApiAnswers(): RequestHandler {
  const compress = compression({ threshold: COMPRESS_FROM_BYTES });
  return (req, res, next) => (req.path.startsWith('/api/') ? compress(req, res, next) : next());
}
