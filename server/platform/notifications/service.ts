import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NOTIFICATION_SORT_FIELDS, type TNotificationQuery } from '../../../contract/notifications';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { accounts, clients, notificationActions, notifications, users } from '../db/schema';
import { notFound } from '../errors';
import type { Page } from '../http/route';
import { requestedSort } from '../http/sort';
import { inCallerSubtree, inNodeSubtree } from '../nodes/subtree';
import { requireFieldsInReach } from '../security/reach';
import { presentHistory, presentNotification, withHistory, type NotificationJoined } from './presenter';
import { ensureFresh } from './reconcile';

const n = notifications;
const assignee = alias(users, 'assignee');

export function joinedNotifications(db: Tx) {
  return db
    .select({ n, clientName: clients.name, accountName: accounts.name, assignedToName: assignee.name })
    .from(n)
    .leftJoin(clients, eq(clients.id, n.clientId))
    .leftJoin(accounts, eq(accounts.id, n.accountId))
    .leftJoin(assignee, and(eq(assignee.firmId, n.firmId), eq(assignee.id, n.assignedTo)));
}

export const notificationsInScope = (caller: Caller): (SQL | undefined)[] => [
  eq(n.firmId, caller.firmId),
  inCallerSubtree(caller, n.nodeId),
];

/** The inbox's filters; the dashboard's counts use the same ones, so a count equals its list's total. */
export function inboxWhere(caller: Caller, q: Omit<TNotificationQuery, 'page' | 'pageSize' | 'sort'>) {
  return and(
    ...notificationsInScope(caller),
    q.notificationType ? eq(n.notificationType, q.notificationType) : undefined,
    q.status ? eq(n.status, q.status) : undefined,
    q.clientId ? eq(n.clientId, q.clientId) : undefined,
    q.accountId ? eq(n.accountId, q.accountId) : undefined,
    q.assignedTo ? eq(n.assignedTo, q.assignedTo === 'me' ? caller.userId : q.assignedTo) : undefined,
    q.nodeId ? inNodeSubtree(caller.firmId, q.nodeId, n.nodeId) : undefined,
  );
}

function ordering(sort: string | undefined): SQL[] {
  const columns = {
    since: n.since,
    raisedAt: n.raisedAt,
    notificationType: n.notificationType,
    assignedToName: sql`lower(${assignee.name})`,
  } satisfies Record<(typeof NOTIFICATION_SORT_FIELDS)[number], unknown>;
  const requested = requestedSort(sort, columns);
  // By age: the oldest condition first, the one that has waited longest on a person.
  if (!requested) return [asc(n.since), asc(n.id)];
  return [requested.direction(columns[requested.field]), requested.direction(n.id)];
}

/** GET /notification/{firmId}: the inbox, fresh (the pass runs first when the firm's last is stale). */
export async function listNotifications(
  db: Database,
  caller: Caller,
  q: TNotificationQuery,
): Promise<Page<unknown>> {
  await requireFieldsInReach(db, caller, 'query', [
    { field: 'clientId', kind: 'client', value: q.clientId },
    { field: 'accountId', kind: 'account', value: q.accountId },
    { field: 'nodeId', kind: 'node', value: q.nodeId },
  ]);
  await ensureFresh(db, caller.firmId);
  const where = inboxWhere(caller, q);
  const [rows, [total]] = await Promise.all([
    joinedNotifications(db)
      .where(where)
      .orderBy(...ordering(q.sort))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(n).where(where),
  ]);
  return { items: rows.map(presentNotification), count: total.n, page: q.page, pageSize: q.pageSize };
}

export async function findNotification(tx: Tx, caller: Caller, id: string): Promise<NotificationJoined> {
  const [row] = await joinedNotifications(tx).where(and(...notificationsInScope(caller), eq(n.id, id)));
  if (!row) throw notFound('Notification');
  return row;
}

export async function historyOf(tx: Tx, notificationId: string) {
  const by = alias(users, 'by');
  const to = alias(users, 'to');
  const a = notificationActions;
  const rows = await tx
    .select({ a, assignedToName: to.name, createdByName: by.name })
    .from(a)
    .leftJoin(by, and(eq(by.firmId, a.firmId), eq(by.id, a.createdBy)))
    .leftJoin(to, and(eq(to.firmId, a.firmId), eq(to.id, a.assignedTo)))
    .where(eq(a.notificationId, notificationId))
    .orderBy(desc(a.createdAt), desc(a.id));
  return rows.map((r) =>
    presentHistory({ ...r.a, assignedToName: r.assignedToName, createdByName: r.createdByName }),
  );
}

/** GET /notification/{firmId}/{notificationId}: one notification and its history, newest first. */
export async function getNotification(db: Database, caller: Caller, id: string) {
  // Found first: another reach's id is a 404 before the pass could write anything.
  await findNotification(db, caller, id);
  await ensureFresh(db, caller.firmId);
  const row = await findNotification(db, caller, id);
  return withHistory(presentNotification(row), await historyOf(db, id));
}
