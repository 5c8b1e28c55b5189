import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { TUpdateHistoryItem } from '../../../contract/clients';
import type { Tx } from '../db/connection';
import { auditLog, users } from '../db/schema';

/** How many of a client's latest changes the single-client read carries. */
export const HISTORY_LIMIT = 100;

/** One record, by the names its audit rows carry. */
export interface AuditedRecord {
  firmId: string;
  entityType: string;
  entityId: string;
}

/** A page of a record's history: newest first unless `order` says otherwise. */
export interface HistoryPage {
  order?: { field: 'updateDate' | 'id'; direction: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

type AuditRow = typeof auditLog.$inferSelect;

const pick = (snapshot: Record<string, unknown> | null, fields: string[]) =>
  Object.fromEntries(fields.filter((f) => snapshot && f in snapshot).map((f) => [f, snapshot![f]]));

const ofRecord = (record: AuditedRecord) =>
  and(
    eq(auditLog.firmId, record.firmId),
    eq(auditLog.entityType, record.entityType),
    eq(auditLog.entityId, record.entityId),
  );

/** An audit row as a history item: who (by name when the platform knows them), what from what to what, why. */
function presentChange(audit: AuditRow, userName: string | null): TUpdateHistoryItem {
  return {
    updateId: audit.id,
    updateDate: audit.at.toISOString(),
    action: audit.action,
    userId: audit.actorId,
    ...(userName ? { userName } : {}),
    ...(audit.reason ? { reason: audit.reason } : {}),
    updatedFields: audit.changedFields,
    updateData: {
      fromData: pick(audit.before, audit.changedFields),
      toData: pick(audit.after, audit.changedFields),
    },
  };
}

/** A page of who changed what on a record and when, from the audit rows written with each change. */
export async function historyPage(
  tx: Tx,
  record: AuditedRecord,
  { order = { field: 'id', direction: 'DESC' }, offset = 0, limit = HISTORY_LIMIT }: HistoryPage = {},
): Promise<TUpdateHistoryItem[]> {
  const by = order.direction === 'ASC' ? asc : desc;
  const rows = await tx
    .select({ audit: auditLog, userName: users.name })
    .from(auditLog)
    // The actor is a user of the record's firm, or the platform itself (no name).
    .leftJoin(users, and(eq(users.id, auditLog.actorId), eq(users.firmId, auditLog.firmId)))
    .where(ofRecord(record))
    .orderBy(...(order.field === 'updateDate' ? [by(auditLog.at), by(auditLog.id)] : [by(auditLog.id)]))
    .limit(limit)
    .offset(offset);
  return rows.map(({ audit, userName }) => presentChange(audit, userName));
}

/** How many changes a record has. */
export async function historyCount(tx: Tx, record: AuditedRecord): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(auditLog).where(ofRecord(record));
  return Number(row.n);
}

/** Who changed what on a record and when, newest first: its latest HISTORY_LIMIT changes. */
export async function updateHistory(
  tx: Tx,
  firmId: string,
  entityType: string,
  entityId: string,
): Promise<TUpdateHistoryItem[]> {
  return historyPage(tx, { firmId, entityType, entityId });
}
