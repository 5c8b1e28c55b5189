import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

export const NO_STORE = 'no-store';

/** Logos under /api/media pass through with the platform's own caching; they are public images. */
const CACHEABLE = /^\/api\/media\//;

/**
 * Every /api answer is about one signed-in person (or says who is signed in), so no browser or shared
 * cache may keep it: set before any handler runs, so each answer, error bodies included, carries it.
 */
export const noStoreOnApi: RequestHandler = (req, res, next) => {
  if (req.path.startsWith('/api/') && !CACHEABLE.test(req.path)) res.setHeader('Cache-Control', NO_STORE);
  next();
};

/**
 * A proxied answer brings the platform's own headers, which replace ours when they are copied; its
 * Cache-Control becomes no-store unless it already forbids storing.
 */
export function noStoreUpstream(proxyRes: IncomingMessage): void {
  const current = proxyRes.headers['cache-control'];
  if (!current || !/(^|[\s,])no-store($|[\s,])/i.test(current)) proxyRes.headers['cache-control'] = NO_STORE;
}
