import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestHandler } from 'express';
import { and, eq, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import type { PlatformDeps } from '../deps';
import { callerOf } from './authenticate';
import { conflict, fieldError } from '../errors';

/** Spec: a retry with the same key and body within 72 hours returns the first response. */
export const IDEMPOTENCY_WINDOW_MS = 72 * 60 * 60 * 1000;
/** A key still 'pending' after this long belongs to a request that died; a retry may take it over. */
const ABANDONED_AFTER_MS = 60_000;
/** How long a duplicate waits for the first request to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 15_000;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * `idempotency-key` on writes. The first request claims the key (a row in 'pending'); duplicates that
 * arrive meanwhile wait for it and replay its response; the same key with another body is 409. A 5xx
 * releases the key so the caller may retry.
 */
export function idempotency({ db }: PlatformDeps): RequestHandler {
  return async (req, res, next) => {
    const key = req.get('idempotency-key');
    if (!key) return next();
    if (!UUID_V4.test(key)) throw fieldError('idempotency-key', 'Must be a UUID v4');
    // A key is the sender's own: another user of the firm reusing it starts afresh (decision 0511).
    const { firmId, userId } = callerOf(res);
    const requestHash = createHash('sha256')
      .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`)
      .digest('hex');
    const where = and(
      eq(idempotencyKeys.firmId, firmId),
      eq(idempotencyKeys.userId, userId),
      eq(idempotencyKeys.key, key),
    );

    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      await db.delete(idempotencyKeys).where(
        and(
          where,
          sql`(${idempotencyKeys.createdAt} < now() - make_interval(secs => ${IDEMPOTENCY_WINDOW_MS / 1000})
              OR (${idempotencyKeys.state} = 'pending' AND ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_MS / 1000})))`,
        ),
      );
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ firmId, userId, key, requestHash, state: 'pending' })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length) break;

      const [first] = await db.select().from(idempotencyKeys).where(where);
      if (!first) continue;
      if (first.requestHash !== requestHash)
        throw conflict('This idempotency-key was already used for a different request');
      if (first.state === 'done') {
        res.set('idempotent-replayed', 'true');
        res.status(first.statusCode ?? 200).json(first.body);
        return;
      }
      if (Date.now() > deadline)
        throw conflict('A request with this idempotency-key is still being processed');
      await sleep(25);
    }

    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const statusCode = res.statusCode;
      const settle =
        statusCode >= 500
          ? db.delete(idempotencyKeys).where(where)
          : db.update(idempotencyKeys).set({ state: 'done', statusCode, body }).where(where);
      settle.then(
        () => json(body),
        () => json(body),
      );
      return res;
    };
    res.on('close', () => {
      // A request that never answered (client gone, crash in flight) must not hold its key forever.
      if (!res.writableEnded)
        void db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.state, 'pending')));
    });
    next();
  };
}

/** Housekeeping: drop replay records older than the window. */
export const purgeExpiredKeys = ({ db }: Pick<PlatformDeps, 'db'>) =>
  db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_WINDOW_MS)));
