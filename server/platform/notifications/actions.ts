import { and, eq, sql } from 'drizzle-orm';
import type { TExceptionActionBody, TNotificationStatus } from '../../../contract/notifications';
import { recordAudit } from '../audit/audit-log';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { atOrUnderPath } from '../db/like';
import { nodes, notificationActions, notifications, users } from '../db/schema';
import { conflict, fieldError, staleVersion } from '../errors';
import { londonToday } from '../ledger/clock';
import { presentNotification, withHistory, type NotificationRow } from './presenter';
import { findNotification, historyOf } from './service';

/** What each action may start from; a Comment goes on any notification, closed or not. */
const FROM: Record<TExceptionActionBody['action'], readonly TNotificationStatus[]> = {
  Resolve: ['Open', 'Snoozed'],
  Assign: ['Open', 'Snoozed', 'Resolved'],
  Snooze: ['Open', 'Snoozed'],
  Comment: ['Open', 'Snoozed', 'Resolved', 'Closed'],
};

const VERB = { Resolve: 'resolved', Assign: 'assigned', Snooze: 'snoozed', Comment: 'commented on' };

/** An active user of the caller's firm at or under the caller's node: whom a notification may be given. */
async function requireAssignable(tx: Tx, caller: Caller, userId: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(nodes, and(eq(nodes.firmId, users.firmId), eq(nodes.id, users.nodeId)))
    .where(
      and(
        eq(users.firmId, caller.firmId),
        eq(users.id, userId),
        eq(users.status, 'Active'),
        eq(users.userType, 'User'),
        atOrUnderPath(nodes.path, caller.nodePath),
      ),
    );
  if (!row) throw fieldError('assignedTo', 'User not found');
}

/** The change an action makes to the notification itself (a Comment changes only its version). */
async function changeFor(
  tx: Tx,
  caller: Caller,
  body: TExceptionActionBody,
): Promise<Partial<typeof notifications.$inferInsert>> {
  switch (body.action) {
    case 'Resolve':
      return {
        status: 'Resolved',
        resolvedAt: new Date(),
        resolvedBy: caller.userId,
        resolutionNote: body.note!,
        snoozedUntil: null,
      };
    case 'Assign':
      await requireAssignable(tx, caller, body.assignedTo!);
      return { assignedTo: body.assignedTo! };
    case 'Snooze':
      if (body.snoozeUntil! <= londonToday()) throw fieldError('snoozeUntil', 'Must be after today');
      return { status: 'Snoozed', snoozedUntil: body.snoozeUntil! };
    case 'Comment':
      return {};
  }
}

const snapshot = (r: NotificationRow) => ({
  status: r.status,
  assignedTo: r.assignedTo,
  snoozedUntil: r.snoozedUntil,
  resolutionNote: r.resolutionNote,
});

/**
 * PUT /exceptionaction/{firmId}/{notificationId}: resolve with a note, assign to a user in reach, snooze
 * until a date, or comment. One transaction: the notification one version up, its history entry and the
 * audit row. A stale `version` is a 412; an action its status does not allow, a 409.
 */
export async function takeExceptionAction(
  db: Database,
  caller: Caller,
  id: string,
  body: TExceptionActionBody,
) {
  await db.transaction(async (tx) => {
    const { n: current } = await findNotification(tx, caller, id);
    if (body.version !== undefined && body.version !== current.version) throw staleVersion();
    if (!FROM[body.action].includes(current.status))
      throw conflict(`A notification that is ${current.status} cannot be ${VERB[body.action]}`);
    const change = await changeFor(tx, caller, body);
    const [updated] = await tx
      .update(notifications)
      .set({
        ...change,
        version: sql`${notifications.version} + 1`,
        updatedAt: new Date(),
        updatedBy: caller.userId,
      })
      .where(and(eq(notifications.id, id), eq(notifications.version, current.version)))
      .returning();
    if (!updated) throw staleVersion();
    await tx.insert(notificationActions).values({
      firmId: caller.firmId,
      notificationId: id,
      kind: body.action,
      note: body.note ?? null,
      assignedTo: body.action === 'Assign' ? body.assignedTo! : null,
      snoozedUntil: body.action === 'Snooze' ? body.snoozeUntil! : null,
      createdBy: caller.userId,
    });
    await recordAudit(tx, caller, {
      entityType: 'notification',
      entityId: id,
      action: body.action.toLowerCase(),
      before: snapshot(current),
      after: snapshot(updated),
      reason: body.note,
    });
  });
  const row = await findNotification(db, caller, id);
  return withHistory(presentNotification(row), await historyOf(db, id));
}
