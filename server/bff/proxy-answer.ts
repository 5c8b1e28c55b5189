import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { COMPRESS_FROM_BYTES } from './compression';
import { BFF_MESSAGES, sendError } from './errors';

/** Headers about one connection, which the browser's connection does not share with the platform's. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** An answer of known length up to this is read whole and compressed in one step; a larger one streams. */
const WHOLE_ANSWER_LIMIT_BYTES = 256 * 1024;
const COMPRESSIBLE = /^(application\/([\w.+-]*\+)?json|text\/)/i;
/**
 * Brotli's quality for answers made per request. 3, the fastest of brotli's greedy levels: on a page of 50
 * clients (34 KB of JSON) it took 0.22–0.30 ms against 0.41–0.43 ms at 4 (the `compression` package's
 * default), for an answer 2 % larger (4.4 KB instead of 4.3); measured 2026-11-28.
 */
export const BROTLI_QUALITY = 3;
/**
 * gzip's level for the same answers, for a client that does not take brotli: 3, the last of deflate's
 * fast levels, took 0.17–0.23 ms on a page of 50 demo clients (48 KB of JSON) against 0.39–0.43 ms at
 * zlib's default 6, for an answer 12 % larger (7.0 KB instead of 6.2); measured 2026-11-28.
 */
export const GZIP_LEVEL = 3;

/**
 * Relays the platform's answer to the browser (the proxy's `selfHandleResponse`). A JSON or text answer of
 * known length up to WHOLE_ANSWER_LIMIT_BYTES (every list and record: the platform sends them with a
 * Content-Length) is read whole, then compressed synchronously in one call, brotli or gzip as the browser
 * accepts. Streamed through zlib's thread pool instead, as `compression` does, the same answer took about
 * 3 ms more on loopback (session 15, issue 13's proxy overhead), most of it waiting on the pool, not
 * compressing. Anything else (an export's stream, a file, an answer with no body) streams through as it
 * comes, and compression.ts compresses what should be.
 */
export function relayAnswer(upstream: IncomingMessage, req: Request, res: Response): void {
  if (!readWhole(upstream, req)) {
    takeStatusAndHeaders(upstream, res);
    pipeline(upstream, res, () => undefined);
    return;
  }
  // The platform's status and headers are taken only once its whole answer is here: if it stalls on the
  // way, the proxy's timeout still answers 504 with headers of its own.
  const chunks: Buffer[] = [];
  upstream.on('data', (chunk: Buffer) => chunks.push(chunk));
  // Cut off half way: the proxy's own error handler answers a timeout (504, from the same tick); a
  // connection the platform dropped mid-answer reaches no handler but this one.
  upstream.on('error', () =>
    setImmediate(() => {
      if (!res.headersSent) sendError(res, 502, BFF_MESSAGES.platformUnreachable);
    }),
  );
  upstream.on('end', () => {
    if (!upstream.complete || res.headersSent) return void res.destroy();
    takeStatusAndHeaders(upstream, res);
    sendCompressed(req, res, Buffer.concat(chunks));
  });
}

function takeStatusAndHeaders(upstream: IncomingMessage, res: Response) {
  res.statusCode = upstream.statusCode ?? 502;
  if (upstream.statusMessage) res.statusMessage = upstream.statusMessage;
  for (const [name, value] of Object.entries(upstream.headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
}

function readWhole(upstream: IncomingMessage, req: Request): boolean {
  const length = Number(upstream.headers['content-length']);
  return (
    req.method !== 'HEAD' &&
    upstream.statusCode !== 204 &&
    upstream.statusCode !== 304 &&
    Number.isInteger(length) &&
    length <= WHOLE_ANSWER_LIMIT_BYTES &&
    !upstream.headers['content-encoding'] &&
    COMPRESSIBLE.test(upstream.headers['content-type'] ?? '')
  );
}

function sendCompressed(req: Request, res: Response, body: Buffer) {
  res.vary('Accept-Encoding');
  const encoding = body.length >= COMPRESS_FROM_BYTES ? req.acceptsEncodings('br', 'gzip') : false;
  let sent = body;
  if (encoding === 'br')
    sent = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  else if (encoding === 'gzip') sent = gzipSync(body, { level: GZIP_LEVEL });
  if (sent !== body) res.setHeader('Content-Encoding', encoding as string);
  res.setHeader('Content-Length', sent.length);
  res.end(sent);
}
