import type { RequestHandler } from 'express';
import type { Logger } from '../../log';

/** A call that takes longer than this to answer is logged. */
export const SLOW_CALL_MS = 5_000;

/**
 * Logs every call that took past SLOW_CALL_MS to answer or to be given up by its caller: method, path (not
 * the query, which may carry a client's name), outcome, status and time. With the slow-transaction log
 * (db/connection.ts) and the event-loop log (server/event-loop.ts) it says where the time went when the BFF
 * gave up on a call after 30 s: behind a transaction, in a stalled process, or in the call's own work.
 */
export function logSlowCalls(
  log: Logger,
  slowMs = SLOW_CALL_MS,
  now: () => number = () => performance.now(),
): RequestHandler {
  return (req, res, next) => {
    const started = now();
    res.once('close', () => {
      const ms = Math.round(now() - started);
      if (ms <= slowMs) return;
      log.warn('Slow call', {
        call: `${req.method} ${req.originalUrl.split('?')[0]}`,
        ms,
        outcome: res.writableFinished ? 'answered' : 'caller gave up',
        status: res.statusCode,
      });
    });
    next();
  };
}
