import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { auditLog } from '../db/schema';
import { changedFields, recordAudit } from './audit-log';

/** Who acts: a user, or the platform itself (a scheduled run) under a system id. */
export type Actor = Pick<Caller, 'firmId' | 'userId'>;

type VersionedTable = PgTable & { id: PgColumn; firmId: PgColumn; version: PgColumn };
type Row<T extends VersionedTable> = T['$inferSelect'] & { id: string; firmId: string; version: number };
/** What a new record is given; the firm and who created it come from the actor. */
type NewRecord<T extends VersionedTable> = Omit<T['$inferInsert'], 'firmId' | 'createdBy' | 'updatedBy'>;

/** A kind of firm record whose every change is audited: its table, its audit name, what the audit keeps. */
export interface AuditedKind<T extends VersionedTable> {
  table: T;
  entityType: string;
  snapshot: (row: Row<T>) => Record<string, unknown>;
}

/** Inserts a record of the actor's firm and its audit row, in the caller's database transaction. */
export async function insertAudited<T extends VersionedTable>(
  tx: Tx,
  actor: Actor,
  kind: AuditedKind<T>,
  values: NewRecord<T>,
): Promise<Row<T>> {
  const [row] = (await tx
    .insert(kind.table)
    .values({
      ...values,
      firmId: actor.firmId,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    } as T['$inferInsert'])
    .returning()) as Row<T>[];
  await recordAudit(tx, actor, {
    entityType: kind.entityType,
    entityId: row.id,
    action: 'create',
    before: null,
    after: kind.snapshot(row),
  });
  return row;
}

/**
 * insertAudited for many records at once (a bulk rebalance's orders): one INSERT for the records and one
 * for their audit rows, whatever the count. Every value is a bound parameter, so callers keep a call to a
 * few hundred rows. The answer's rows are the records as inserted, in no promised order.
 */
export async function insertAuditedMany<T extends VersionedTable>(
  tx: Tx,
  actor: Actor,
  kind: AuditedKind<T>,
  values: NewRecord<T>[],
): Promise<Row<T>[]> {
  if (!values.length) return [];
  const who = { firmId: actor.firmId, createdBy: actor.userId, updatedBy: actor.userId };
  const rows = (await tx
    .insert(kind.table)
    .values(values.map((v) => ({ ...v, ...who }) as T['$inferInsert']))
    .returning()) as Row<T>[];
  await tx.insert(auditLog).values(
    rows.map((row) => {
      const after = kind.snapshot(row);
      return {
        firmId: actor.firmId,
        actorId: actor.userId,
        entityType: kind.entityType,
        entityId: row.id,
        action: 'create',
        before: null,
        after,
        changedFields: changedFields(null, after),
      };
    }),
  );
  return rows;
}

/**
 * Changes a record the caller has locked, one version up, and audits it before and after; `action` names
 * the change in the history (update, status, …) and `reason` is kept with it.
 */
export async function updateAudited<T extends VersionedTable>(
  tx: Tx,
  actor: Actor,
  kind: AuditedKind<T>,
  row: Row<T>,
  values: Partial<T['$inferInsert']>,
  action: string,
  reason?: string,
): Promise<Row<T>> {
  const [updated] = (await tx
    .update(kind.table)
    .set({ ...values, version: row.version + 1, updatedAt: new Date(), updatedBy: actor.userId })
    .where(and(eq(kind.table.firmId, row.firmId), eq(kind.table.id, row.id)))
    .returning()) as Row<T>[];
  await recordAudit(tx, actor, {
    entityType: kind.entityType,
    entityId: row.id,
    action,
    before: kind.snapshot(row),
    after: kind.snapshot(updated),
    reason,
  });
  return updated;
}
