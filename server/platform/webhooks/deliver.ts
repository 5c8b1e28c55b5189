import { addMilliseconds, differenceInMilliseconds } from 'date-fns';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { WEBHOOK_HEADERS } from '../../../contract/webhooks';
import type { Database } from '../db/connection';
import { webhookConfigs, webhookDeliveries } from '../db/schema';
import type { Logger } from '../../log';
import type { WebhookConfigRow, WebhookDeliveryRow } from './presenter';
import { renderBody } from './render';
import { signatureHeader } from './signing';

/**
 * The outbox's delivery side (decision 1001), run by the job queue's worker on its own timer (decision
 * 1002). Like a job item (decision 0602) a delivery is claimed under a lease with FOR UPDATE SKIP LOCKED
 * (PGlite, one connection, simply has nobody to skip), but unlike a job item its work is a network call,
 * which must not hold a database transaction open: the claim commits, the POST is made, the outcome is
 * written fenced by the attempt number claimed. A crash anywhere in between leaves the row claimed; once
 * the lease lapses it is sent again under the SAME delivery id, which a receiver that honours
 * Keel-Delivery-Id drops as a duplicate. Nothing is lost and nothing is delivered twice to such a receiver.
 *
 * Order: a delivery is claimable only when no earlier delivery of its account (same firm and kind) is
 * Pending or Retrying, so an account's events arrive in the order they were committed, and a claim holds
 * at most one delivery per account (a batch is sent side by side).
 */

/** How long a claim holds: far longer than an attempt (timeout) takes. */
export const WEBHOOK_LEASE_MS = 60_000;
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_BATCH_SIZE = 20;
/** Retries back off from 10 s, doubling to at most an hour, jittered to between half and all of it. */
export const WEBHOOK_FIRST_RETRY_MS = 10_000;
export const WEBHOOK_MAX_RETRY_MS = 3_600_000;
/** A delivery that has not succeeded this long after its event is set aside for a person to replay. */
export const WEBHOOK_GIVE_UP_MS = 24 * 3_600_000;
const EXCERPT = 1000;

export interface WebhookPassOptions {
  /** The pass's clock (tests drive time with it; default the real time). */
  now?: () => Date;
  batchSize?: number;
  leaseMs?: number;
  timeoutMs?: number;
  /** 0..1, for the jitter (tests fix it). */
  random?: () => number;
  shouldStop?: () => boolean;
  /** At most this many claim rounds (default: until nothing is claimable). */
  maxRounds?: number;
}

export interface WebhookPassResult {
  delivered: number;
  retrying: number;
  setAside: number;
  /** Claims that no longer held when the outcome was written (another worker took them after a lapse). */
  lost: number;
}

export interface Claimed {
  id: string;
  attempts: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Claims up to `limit` due deliveries, each the earliest open one of its account, for `leaseMs`. */
export async function claimDeliveries(
  db: Database,
  opts: { now: Date; limit: number; leaseMs?: number },
): Promise<Claimed[]> {
  const until = addMilliseconds(opts.now, opts.leaseMs ?? WEBHOOK_LEASE_MS);
  // The clock reads whole milliseconds, the database's now() microseconds: an event queued during the
  // millisecond `now` names is due, or a pass run at once after queueing it would leave it for the next.
  const dueBefore = addMilliseconds(opts.now, 1);
  const result = await db.execute(sql`
    UPDATE webhook_deliveries SET claimed_until = ${until.toISOString()}::timestamptz, attempts = attempts + 1
    WHERE id IN (
      SELECT d.id FROM webhook_deliveries d
      JOIN webhook_configs c ON c.firm_id = d.firm_id AND c.kind = d.kind AND c.enabled
      WHERE d.status IN ('Pending', 'Retrying')
        AND d.next_attempt_at < ${dueBefore.toISOString()}::timestamptz
        AND (d.claimed_until IS NULL OR d.claimed_until < ${opts.now.toISOString()}::timestamptz)
        AND NOT EXISTS (
          SELECT 1 FROM webhook_deliveries e
          WHERE e.firm_id = d.firm_id AND e.kind = d.kind AND e.account_id = d.account_id
            AND e.status IN ('Pending', 'Retrying') AND e.queue_order < d.queue_order)
      ORDER BY d.next_attempt_at, d.queue_order
      LIMIT ${opts.limit}
      FOR UPDATE OF d SKIP LOCKED)
    RETURNING id, attempts`);
  return rowsOf<{ id: string; attempts: number }>(result).map((r) => ({
    id: r.id,
    attempts: Number(r.attempts),
  }));
}

/** The secrets that sign now: the current one, and the previous one during a rotation's overlap. */
export function liveSecrets(config: WebhookConfigRow, now: Date): string[] {
  const overlap =
    config.previousSecret && config.previousSecretExpiresAt && config.previousSecretExpiresAt > now;
  return overlap ? [config.secret, config.previousSecret!] : [config.secret];
}

export interface Attempt {
  url: string;
  at: Date;
  code: number | null;
  responseBody: string | null;
  error: string | null;
}

/** The delivery's body, rendered once and kept (a concurrent render loses and reads the first). */
async function bodyOf(db: Database, row: WebhookDeliveryRow): Promise<string> {
  if (row.body !== null) return row.body;
  const body = await renderBody(db, row);
  await db
    .update(webhookDeliveries)
    .set({ body })
    .where(and(eq(webhookDeliveries.id, row.id), isNull(webhookDeliveries.body)));
  const [kept] = await db
    .select({ body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, row.id));
  return kept.body!;
}

/** Makes one attempt of a claimed delivery: POSTs it signed. Writes nothing but the body. */
export async function attemptDelivery(
  db: Database,
  claimed: Claimed,
  opts: { now: Date; timeoutMs?: number },
): Promise<Attempt | undefined> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, claimed.id));
  const [config] = await db
    .select()
    .from(webhookConfigs)
    .where(and(eq(webhookConfigs.firmId, row.firmId), eq(webhookConfigs.kind, row.kind)));
  if (!config) return undefined;
  const body = await bodyOf(db, row);
  const timestamp = Math.floor(opts.now.getTime() / 1000);
  const attempt: Attempt = { url: config.url, at: opts.now, code: null, responseBody: null, error: null };
  try {
    const res = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Keel-Webhooks/1',
        [WEBHOOK_HEADERS.deliveryId]: row.id,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signatureHeader(liveSecrets(config, opts.now), timestamp, body),
        [WEBHOOK_HEADERS.event]: row.eventType,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
    attempt.code = res.status;
    attempt.responseBody = (await res.text().catch(() => '')).slice(0, EXCERPT);
  } catch (err) {
    attempt.error = describe(err);
  }
  return attempt;
}

function describe(err: unknown): string {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError') return 'The receiver did not answer in time';
  return (e.cause?.code ?? e.cause?.message ?? e.message ?? String(err)).slice(0, EXCERPT);
}

/** The wait before the next attempt after `attempts` failed ones: exponential, capped, jittered. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const full = Math.min(WEBHOOK_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), WEBHOOK_MAX_RETRY_MS);
  return Math.round(full * (0.5 + random() / 2));
}

export type Outcome = 'delivered' | 'retrying' | 'setAside' | 'lost';

/** Writes an attempt's outcome under its claim; 'lost' when the claim no longer holds. */
export async function recordOutcome(
  db: Database,
  claimed: Claimed,
  attempt: Attempt,
  random: () => number = Math.random,
): Promise<Outcome> {
  const ok = attempt.code !== null && attempt.code >= 200 && attempt.code < 300;
  const [row] = await db
    .select({ createdAt: webhookDeliveries.createdAt })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, claimed.id));
  const next = addMilliseconds(attempt.at, backoffMs(claimed.attempts, random));
  const givesUp = !ok && differenceInMilliseconds(next, row.createdAt) > WEBHOOK_GIVE_UP_MS;
  const status = ok ? 'Delivered' : givesUp ? 'SetAside' : 'Retrying';
  const done = await db
    .update(webhookDeliveries)
    .set({
      status,
      claimedUntil: null,
      url: attempt.url,
      lastAttemptAt: attempt.at,
      lastResponseCode: attempt.code,
      lastResponseBody: attempt.responseBody,
      lastError: ok ? null : (attempt.error ?? `The receiver answered ${attempt.code}`),
      ...(ok ? { deliveredAt: attempt.at } : {}),
      ...(status === 'Retrying' ? { nextAttemptAt: next } : {}),
    })
    .where(
      and(
        eq(webhookDeliveries.id, claimed.id),
        eq(webhookDeliveries.attempts, claimed.attempts),
        inArray(webhookDeliveries.status, ['Pending', 'Retrying']),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (!done.length) return 'lost';
  return ok ? 'delivered' : givesUp ? 'setAside' : 'retrying';
}

export interface WebhookWorkerDeps {
  db: Database;
  log: Logger;
}

const TALLY: Record<Outcome, keyof WebhookPassResult> = {
  delivered: 'delivered',
  retrying: 'retrying',
  setAside: 'setAside',
  lost: 'lost',
};

/**
 * One pass: claims due deliveries (one per account) and sends them side by side, round after round,
 * until nothing is due. An account's next event becomes due in the round after its previous one was
 * delivered, so a pass drains a backlog in order.
 */
export async function deliverWebhooksOnce(
  deps: WebhookWorkerDeps,
  opts: WebhookPassOptions = {},
): Promise<WebhookPassResult> {
  const tally: WebhookPassResult = { delivered: 0, retrying: 0, setAside: 0, lost: 0 };
  const clock = opts.now ?? (() => new Date());
  for (let round = 0; round < (opts.maxRounds ?? Infinity) && !opts.shouldStop?.(); round++) {
    const now = clock();
    const claimed = await claimDeliveries(deps.db, {
      now,
      limit: opts.batchSize ?? WEBHOOK_BATCH_SIZE,
      leaseMs: opts.leaseMs,
    });
    if (!claimed.length) break;
    const outcomes = await Promise.all(
      claimed.map(async (c) => {
        const attempt = await attemptDelivery(deps.db, c, { now, timeoutMs: opts.timeoutMs });
        return attempt ? recordOutcome(deps.db, c, attempt, opts.random) : 'lost';
      }),
    );
    for (const o of outcomes) tally[TALLY[o]]++;
  }
  if (tally.setAside) deps.log.warn('webhook deliveries set aside', { count: tally.setAside });
  return tally;
}
