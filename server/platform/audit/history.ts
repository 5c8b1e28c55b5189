import { and, desc, eq } from 'drizzle-orm';
import type { TUpdateHistoryItem } from '../../../contract/clients';
import type { Tx } from '../db/connection';
import { auditLog, users } from '../db/schema';

/** How many of a client's latest changes the single-client read carries. */
export const HISTORY_LIMIT = 100;

const pick = (snapshot: Record<string, unknown> | null, fields: string[]) =>
  Object.fromEntries(fields.filter((f) => snapshot && f in snapshot).map((f) => [f, snapshot![f]]));

/** Who changed what on a record and when, newest first, from the audit rows written with each change. */
export async function updateHistory(
  tx: Tx,
  firmId: string,
  entityType: string,
  entityId: string,
): Promise<TUpdateHistoryItem[]> {
  const rows = await tx
    .select({ audit: auditLog, userName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(eq(auditLog.firmId, firmId), eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)),
    )
    .orderBy(desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return rows.map(({ audit, userName }) => ({
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
  }));
}
