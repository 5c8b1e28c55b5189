import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import type { Database, Tx } from '../db/connection';
import { signInFailures, users } from '../db/schema';

/**
 * Lock-out after repeated failures (decision 0504): five wrong passwords or codes within fifteen minutes
 * lock the e-mail address for fifteen minutes. Counted per address as typed, whether or not an account
 * has it, so the lock-out message is no clue to who has an account. A full sign-in clears the count.
 */
export const LOCKOUT = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 } as const;
const MINUTE_MS = 60_000;

export const accountKeyOf = (email: string) => email.trim().toLowerCase().slice(0, 320);

/** When the address's lock ends, if it is locked now. */
export async function lockedUntil(db: Database, key: string, now = new Date()): Promise<Date | undefined> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.accountKey, key));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : undefined;
}

/** Counts one failure. Returns true when the address is locked now (by this failure or before). */
export async function recordFailure(db: Database, key: string, now = new Date()): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = new Date(now.getTime() - LOCKOUT.windowMinutes * MINUTE_MS).toISOString();
  // A count whose first failure is older than the window starts again (and so does an expired lock).
  const stale = sql`${signInFailures.firstFailureAt} < ${windowStart}::timestamptz`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(signInFailures)
      .values({ accountKey: key, failures: 1, firstFailureAt: now })
      .onConflictDoUpdate({
        target: signInFailures.accountKey,
        set: {
          failures: sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`,
          firstFailureAt: sql`case when ${stale} then ${at} else ${signInFailures.firstFailureAt} end`,
          lockedUntil: sql`case when ${stale} then null else ${signInFailures.lockedUntil} end`,
        },
      })
      .returning();
    if (row.failures < LOCKOUT.maxFailures) return false;
    const until = new Date(now.getTime() + LOCKOUT.lockMinutes * MINUTE_MS);
    const locked = await tx
      .update(signInFailures)
      .set({ lockedUntil: until })
      .where(
        and(
          eq(signInFailures.accountKey, key),
          or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, now)),
        ),
      )
      .returning({ key: signInFailures.accountKey });
    if (locked.length) await auditLockOut(tx, key, until);
    return true;
  });
}

export async function clearFailures(db: Database | Tx, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.accountKey, key));
}

/**
 * The lock-out is on the record of every user with the address (one address may have an account in
 * several firms, decision 0511, and the lock covers them all); an unknown address leaves none.
 */
async function auditLockOut(tx: Tx, key: string, until: Date) {
  const holders = await tx
    .select({ id: users.id, firmId: users.firmId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, key));
  for (const user of holders)
    await recordAudit(
      tx,
      { firmId: user.firmId, userId: user.id },
      {
        entityType: 'user',
        entityId: user.id,
        action: 'lockOut',
        before: null,
        after: { lockedUntil: until.toISOString() },
        reason: `${LOCKOUT.maxFailures} failed sign-in attempts`,
      },
    );
}

/** Forgets counts that no longer matter (window over, no lock in force), so the table stays small. */
export async function pruneSignInFailures(db: Database, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - LOCKOUT.windowMinutes * MINUTE_MS);
  await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.firstFailureAt, windowStart),
        or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, now)),
      ),
    );
}
