import type {
  TNotification,
  TNotificationDetail,
  TNotificationHistoryEntry,
} from '../../../contract/notifications';
import type { notificationActions, notifications } from '../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export interface NotificationJoined {
  n: NotificationRow;
  clientName: string | null;
  accountName: string | null;
  assignedToName: string | null;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentNotification({
  n,
  clientName,
  accountName,
  assignedToName,
}: NotificationJoined): TNotification {
  return {
    id: n.id,
    firmId: n.firmId,
    nodeId: n.nodeId,
    notificationType: n.notificationType,
    status: n.status,
    key: n.key,
    clientId: n.clientId,
    clientName,
    accountId: n.accountId,
    accountName,
    summary: n.summary,
    link: n.link,
    since: n.since.toISOString(),
    raisedAt: n.raisedAt.toISOString(),
    closedAt: iso(n.closedAt),
    resolvedAt: iso(n.resolvedAt),
    resolvedBy: n.resolvedBy,
    resolutionNote: n.resolutionNote,
    assignedTo: n.assignedTo,
    assignedToName,
    snoozedUntil: n.snoozedUntil,
    version: n.version,
  };
}

export function presentHistory(
  a: typeof notificationActions.$inferSelect & {
    assignedToName: string | null;
    createdByName: string | null;
  },
): TNotificationHistoryEntry {
  return {
    id: a.id,
    kind: a.kind,
    note: a.note,
    assignedTo: a.assignedTo,
    assignedToName: a.assignedToName,
    snoozedUntil: a.snoozedUntil,
    createdAt: a.createdAt.toISOString(),
    createdBy: a.createdBy,
    createdByName: a.createdByName,
  };
}

export const withHistory = (n: TNotification, history: TNotificationHistoryEntry[]): TNotificationDetail => ({
  ...n,
  history,
});
