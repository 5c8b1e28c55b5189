import { isDeepStrictEqual } from 'node:util';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { auditLog } from '../db/schema';

type Snapshot = Record<string, unknown> | null;

/** Top-level fields whose values differ between two snapshots of a record. */
export function changedFields(before: Snapshot, after: Snapshot): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((k) => !isDeepStrictEqual(before?.[k], after?.[k])).sort();
}

/**
 * Records who changed what, when. Call it inside the transaction that makes the change, so the change
 * and its audit row commit or roll back together.
 */
export async function recordAudit(
  tx: Tx,
  caller: Pick<Caller, 'firmId' | 'userId'>,
  entry: {
    entityType: string;
    entityId: string;
    action: string;
    before: Snapshot;
    after: Snapshot;
    reason?: string;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    firmId: caller.firmId,
    actorId: caller.userId,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before,
    after: entry.after,
    changedFields: changedFields(entry.before, entry.after),
    reason: entry.reason,
  });
}
