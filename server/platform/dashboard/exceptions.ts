import { and, count, eq } from 'drizzle-orm';
import { NOTIFICATION_TYPES, type TDashboardExceptions } from '../../../contract/notifications';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { notifications } from '../db/schema';
import { inboxWhere } from '../notifications/service';
import { ensureFresh } from '../notifications/reconcile';
import { requireFieldsInReach } from '../security/reach';

/** The inbox filtered to one type, Open, at or under a node: the list a dashboard count links to. */
export const inboxLink = (notificationType: string, nodeId: string) =>
  `/notifications?filter=${encodeURIComponent(JSON.stringify({ notificationType, status: 'Open', nodeId }))}`;

/** The node the dashboard narrows to: one in the caller's reach (a 400 otherwise), else the caller's own. */
export async function dashboardNode(db: Database, caller: Caller, nodeId: string | undefined) {
  await requireFieldsInReach(db, caller, 'query', [{ field: 'nodeId', kind: 'node', value: nodeId }]);
  return nodeId ?? caller.nodeId;
}

/**
 * GET /dashboard/exception/{firmId}: the Open notifications of each type at or under the node (a snoozed
 * one is Snoozed until it wakes, so it is not counted). Counted with the inbox's own filters, after the same
 * freshness pass, so each count equals the total of the inbox list it links to.
 */
export async function dashboardExceptions(
  db: Database,
  caller: Caller,
  query: { nodeId?: string },
): Promise<TDashboardExceptions> {
  const nodeId = await dashboardNode(db, caller, query.nodeId);
  await ensureFresh(db, caller.firmId);
  const rows = await db
    .select({ notificationType: notifications.notificationType, n: count() })
    .from(notifications)
    .where(and(inboxWhere(caller, { status: 'Open', nodeId }), eq(notifications.status, 'Open')))
    .groupBy(notifications.notificationType);
  const counts = NOTIFICATION_TYPES.map((notificationType) => ({
    notificationType,
    count: rows.find((r) => r.notificationType === notificationType)?.n ?? 0,
    link: inboxLink(notificationType, nodeId),
  }));
  return {
    nodeId,
    asAt: new Date().toISOString(),
    total: counts.reduce((sum, c) => sum + c.count, 0),
    counts,
  };
}
