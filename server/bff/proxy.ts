import { Agent as HttpAgent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';
import { Router, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { errorBody } from '../../contract/errors';
import type { Logger } from '../log';
import { BFF_MESSAGES, sendError, sendSessionExpired } from './errors';
import { noStoreUpstream } from './no-store';
import { relayAnswer } from './proxy-answer';
import { IdpUnavailableError, type TokenKeeper } from './token-keeper';

/** Headers of the browser's that the platform must never see: its cookies, XSRF token and any token. */
const BROWSER_ONLY_HEADERS = ['cookie', 'x-xsrf-token', 'authorization', 'api-token'];
const ACCESS_TOKEN = Symbol('keel.accessToken');

type ProxiedRequest = IncomingMessage & { [ACCESS_TOKEN]?: string };

export interface ProxyOptions {
  target: string;
  /** How long the platform may take to answer before the browser gets a 504. */
  timeoutMs: number;
}

/**
 * /api/proxy/<path> → platform <path>, with `api-token: <access token>` from the session. Mounted before
 * any body parser so the request body streams through untouched; Express strips the mount path.
 */
export function proxyRoutes(opts: ProxyOptions, tokens: TokenKeeper, log: Logger): Router {
  const router = Router();
  const agent = keepAliveAgent(opts.target);
  router.use(async (req, res, next) => {
    try {
      const token = await tokens.accessToken(req);
      // The browser left while the token was read or refreshed (its page moved on): nothing to proxy.
      // Piped on, its cut-off request would never end, so the platform call would sit unsent on a kept
      // connection until the 30 s timeout (http-proxy listens for the abort only from when it starts).
      if (req.destroyed) return;
      if (!token) return sendSessionExpired(res);
      (req as ProxiedRequest)[ACCESS_TOKEN] = token;
      next();
    } catch (err) {
      if (err instanceof IdpUnavailableError) return sendError(res, 502, BFF_MESSAGES.idpUnreachable);
      next(err);
    }
  });
  router.use(
    createProxyMiddleware<Request, Response>({
      target: opts.target,
      changeOrigin: true,
      xfwd: true,
      agent,
      selfHandleResponse: true,
      on: {
        proxyReq: (proxyReq, req) => prepareUpstream(proxyReq, req, opts.timeoutMs),
        proxyRes: (proxyRes, req, res) => {
          noStoreUpstream(proxyRes);
          relayAnswer(proxyRes, req, res);
        },
        error: (err, req, res) => answerProxyError(err as NodeJS.ErrnoException, req, res, log),
      },
    }),
  );
  return router;
}

/** Idle connections to the platform are dropped well before its own 65 s keep-alive closes them. */
const IDLE_UPSTREAM_MS = 30_000;

/**
 * Connections to the platform are kept and reused (decision 0106). Without an agent http-proxy opens a
 * new connection per call and asks the platform to close it afterwards.
 */
function keepAliveAgent(target: string): HttpAgent {
  const options = { keepAlive: true, timeout: IDLE_UPSTREAM_MS };
  return target.startsWith('https:') ? new HttpsAgent(options) : new HttpAgent(options);
}

function prepareUpstream(proxyReq: ClientRequest, req: ProxiedRequest, timeoutMs: number) {
  for (const header of BROWSER_ONLY_HEADERS) proxyReq.removeHeader(header);
  proxyReq.setHeader('api-token', req[ACCESS_TOKEN] ?? '');
  proxyReq.setTimeout(timeoutMs, () => {
    // Whether the call had gone out whole, and on a kept connection: a call the platform never logged
    // (no `Slow call` there) was lost on its way, not slow (issue 13's occasional 30 s waits).
    const how = { requestSent: proxyReq.writableFinished, reusedConnection: proxyReq.reusedSocket };
    proxyReq.destroy(
      Object.assign(new Error('The platform did not answer in time'), { code: 'ETIMEDOUT', ...how }),
    );
  });
}

function answerProxyError(
  err: NodeJS.ErrnoException,
  req: IncomingMessage,
  res: ServerResponse | Socket,
  log: Logger,
) {
  if (!('writeHead' in res)) return void res.destroy();
  const timedOut = err.code === 'ETIMEDOUT';
  // Which call, so an operator can tell a slow report from a stuck platform: the path only, as a query
  // may carry a client's name.
  const call = `${req.method} ${(req.url ?? '').split('?')[0]}`;
  const { requestSent, reusedConnection } = err as { requestSent?: boolean; reusedConnection?: boolean };
  log.warn('Platform call failed', {
    call,
    code: err.code,
    message: err.message,
    requestSent,
    reusedConnection,
  });
  if (res.headersSent) return void res.end();
  const statusCode = timedOut ? 504 : 502;
  const body = JSON.stringify(
    errorBody(statusCode, timedOut ? BFF_MESSAGES.platformTimeout : BFF_MESSAGES.platformUnreachable),
  );
  res.writeHead(statusCode, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
