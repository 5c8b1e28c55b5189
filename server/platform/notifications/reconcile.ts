import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { TNotificationType } from '../../../contract/notifications';
import type { Database, Tx } from '../db/connection';
import { firms, notificationActions, notifications } from '../db/schema';
import { londonToday } from '../ledger/clock';
import type { Logger } from '../../log';
import type { Condition, ConditionInstance } from './condition';
import { CONDITIONS } from './conditions';

/** Who the pass acts as in a notification's history. */
export const NOTIFICATIONS_ACTOR = 'NOTIFICATIONS';

/** A read of the inbox or the dashboard runs the pass first when the firm's last one is older than this. */
export const FRESH_MS = 3_000;

export interface ReconcileResult {
  raised: number;
  closed: number;
  woke: number;
}

type Live = Pick<typeof notifications.$inferSelect, 'id' | 'key' | 'status' | 'firmId'>;

/** When each firm's last pass ended, in this process (a replica runs its own; the pass is idempotent). */
const lastPass = new Map<string, number>();

/** Snoozes that have run out: Open again, with a Woke entry in the history. */
async function wake(tx: Tx, firmId: string, today: string): Promise<number> {
  const woke = await tx
    .update(notifications)
    .set({ status: 'Open', snoozedUntil: null, updatedAt: new Date(), updatedBy: NOTIFICATIONS_ACTOR })
    .where(
      and(
        eq(notifications.firmId, firmId),
        eq(notifications.status, 'Snoozed'),
        lte(notifications.snoozedUntil, today),
      ),
    )
    .returning({ id: notifications.id });
  if (woke.length)
    await tx.insert(notificationActions).values(
      woke.map((n) => ({
        firmId,
        notificationId: n.id,
        kind: 'Woke' as const,
        createdBy: NOTIFICATIONS_ACTOR,
      })),
    );
  return woke.length;
}

async function raise(tx: Tx, firmId: string, type: TNotificationType, fresh: ConditionInstance[]) {
  if (!fresh.length) return;
  const rows = await tx
    .insert(notifications)
    .values(
      fresh.map((i) => ({
        firmId,
        nodeId: i.nodeId,
        notificationType: type,
        key: i.key,
        clientId: i.clientId ?? null,
        accountId: i.accountId ?? null,
        summary: i.summary,
        link: i.link,
        since: i.since,
        createdBy: NOTIFICATIONS_ACTOR,
        updatedBy: NOTIFICATIONS_ACTOR,
      })),
    )
    .returning({ id: notifications.id });
  await tx.insert(notificationActions).values(
    rows.map((n) => ({
      firmId,
      notificationId: n.id,
      kind: 'Raised' as const,
      createdBy: NOTIFICATIONS_ACTOR,
    })),
  );
}

/**
 * Ended instances: an Open or Snoozed one becomes Closed (the condition ended by itself); a Resolved one
 * keeps its status and is closed too, so that the condition starting again raises a new notification.
 */
async function close(tx: Tx, ended: Live[]) {
  if (!ended.length) return;
  const now = new Date();
  const ids = ended.map((n) => n.id);
  await tx
    .update(notifications)
    .set({
      status: sql`CASE WHEN ${notifications.status} = 'Resolved' THEN 'Resolved' ELSE 'Closed' END`,
      closedAt: now,
      snoozedUntil: null,
      version: sql`${notifications.version} + 1`,
      updatedAt: now,
      updatedBy: NOTIFICATIONS_ACTOR,
    })
    .where(inArray(notifications.id, ids));
  await tx.insert(notificationActions).values(
    ended.map((n) => ({
      firmId: n.firmId,
      notificationId: n.id,
      kind: 'Closed' as const,
      note: n.status === 'Resolved' ? 'The condition ended' : null,
      createdBy: NOTIFICATIONS_ACTOR,
    })),
  );
}

/** One condition: its current instances against its live notifications. */
async function reconcileCondition(tx: Tx, firmId: string, condition: Condition) {
  const instances = await condition.list(tx, firmId);
  const live: Live[] = await tx
    .select({
      id: notifications.id,
      key: notifications.key,
      status: notifications.status,
      firmId: notifications.firmId,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.firmId, firmId),
        eq(notifications.notificationType, condition.type),
        isNull(notifications.closedAt),
      ),
    );
  const liveKeys = new Set(live.map((n) => n.key));
  const current = new Map(instances.map((i) => [i.key, i]));
  const fresh = [...current.values()].filter((i) => !liveKeys.has(i.key));
  const ended = live.filter((n) => !current.has(n.key));
  for (let i = 0; i < fresh.length; i += 1000)
    await raise(tx, firmId, condition.type, fresh.slice(i, i + 1000));
  await close(tx, ended);
  return { raised: fresh.length, closed: ended.length };
}

/**
 * The reconciliation pass for one firm, in the caller's transaction (the seed runs it in its own): wakes
 * ended snoozes, then diffs every condition's current instances with the live notifications: a new
 * instance raises an Open notification, a gone one closes its notification. A transaction-scoped advisory
 * lock per firm keeps two passes (the scheduler's and a read's) from raising the same instance twice.
 */
export async function reconcileIn(tx: Tx, firmId: string, conditions = CONDITIONS): Promise<ReconcileResult> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`keel-notifications:${firmId}`}))`);
  const result: ReconcileResult = { raised: 0, closed: 0, woke: await wake(tx, firmId, londonToday()) };
  for (const condition of conditions) {
    const { raised, closed } = await reconcileCondition(tx, firmId, condition);
    result.raised += raised;
    result.closed += closed;
  }
  lastPass.set(firmId, Date.now());
  return result;
}

export function reconcileFirm(db: Database, firmId: string): Promise<ReconcileResult> {
  return db.transaction((tx) => reconcileIn(tx, firmId));
}

/** Each firm's pass in flight in this process, which every read that finds the firm stale waits for. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * Before the inbox or the dashboard answers: the pass, unless this process ran it in the last FRESH_MS.
 * Reads that find the firm stale together share one pass: the console's badge, inbox and dashboard ask at
 * once, and each running its own pass queued them one behind another (on PGlite, whose one connection a
 * pass's transaction holds, every other call waited too; a read took past the BFF's 30 s in CI).
 */
export async function ensureFresh(db: Database, firmId: string): Promise<void> {
  const last = lastPass.get(firmId);
  if (last !== undefined && Date.now() - last < FRESH_MS) return;
  let pass = inFlight.get(firmId);
  if (!pass) {
    pass = reconcileFirm(db, firmId).finally(() => inFlight.delete(firmId));
    inFlight.set(firmId, pass);
  }
  await pass;
}

/** Marks a firm's pass stale, so the next read runs it (after a person's action changes what is open). */
export function markStale(firmId: string): void {
  lastPass.delete(firmId);
}

/** The scheduled pass: every firm (the shared scheduler calls it after dealing). */
export async function reconcileAllFirms(db: Database, log: Logger): Promise<void> {
  const rows = await db.select({ id: firms.id }).from(firms).orderBy(firms.id);
  for (const { id } of rows) {
    const result = await reconcileFirm(db, id);
    if (result.raised || result.closed || result.woke)
      log.info('notifications reconciled', { firmId: id, ...result });
  }
}
