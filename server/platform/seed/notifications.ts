import { and, asc, eq } from 'drizzle-orm';
import type { TEventType } from '../../../contract/notifications';
import type { Tx } from '../db/connection';
import { businessEvents, clients, notificationActions, notifications } from '../db/schema';
import { reconcileIn } from '../notifications/reconcile';
import type { SeedCalendar } from './calendar';

/**
 * DEMO1's exception inbox (issue 20, decision 1000): the reconciliation pass raises a notification for
 * every condition the seeded data is in (payments awaiting authorisation, transfers needing action, Pending
 * clients and accounts, unread messages, …); then a few get what people do with them, dated over the last
 * days: one assigned to the adviser, one commented on, one snoozed for a week, one resolved with a note.
 * A few business events are recorded against clients too.
 */

interface Demo {
  firmId: string;
  adminId: string;
  adviserId: string;
}

type Step = { kind: 'Assign' | 'Comment' | 'Snooze' | 'Resolve'; by: 'adminId' | 'adviserId'; note?: string };

const STORIES: Step[][] = [
  [{ kind: 'Assign', by: 'adminId' }],
  [{ kind: 'Comment', by: 'adviserId', note: 'Called the client; they will send the form this week' }],
  [
    { kind: 'Assign', by: 'adminId' },
    { kind: 'Snooze', by: 'adviserId', note: 'Waiting for the provider' },
  ],
  [
    { kind: 'Comment', by: 'adminId', note: 'Checked with the desk' },
    { kind: 'Resolve', by: 'adminId', note: 'Dealt with by phone; nothing more to do' },
  ],
];

const EVENTS: { eventType: TEventType; note: string; daysAgo: number }[] = [
  { eventType: 'Meeting', note: 'Annual review meeting: objectives unchanged', daysAgo: 2 },
  { eventType: 'Phone Call', note: 'Asked about the ISA allowance left this year', daysAgo: 5 },
  { eventType: 'Email', note: 'Sent the new risk questionnaire', daysAgo: 9 },
  { eventType: 'Complaint', note: 'Statement arrived late; apologised', daysAgo: 14 },
  { eventType: 'Review', note: 'Suitability review completed', daysAgo: 30 },
];

/** One story: the pass raised it when its condition started, then people acted an hour apart (never after now). */
async function tell(tx: Tx, demo: Demo, cal: SeedCalendar, n: { id: string; since: Date }, steps: Step[]) {
  const latest = cal.now.getTime() - 60_000 * (steps.length + 1);
  const raised = new Date(Math.min(n.since.getTime(), latest));
  await tx.update(notifications).set({ raisedAt: raised }).where(eq(notifications.id, n.id));
  await tx
    .update(notificationActions)
    .set({ createdAt: raised })
    .where(and(eq(notificationActions.notificationId, n.id), eq(notificationActions.kind, 'Raised')));
  let version = 1;
  for (const [i, step] of steps.entries()) {
    const by = demo[step.by];
    const at = new Date(Math.min(raised.getTime() + (i + 1) * 3_600_000, latest + (i + 1) * 60_000));
    const snoozedUntil = step.kind === 'Snooze' ? cal.plusDays(cal.today, 7) : null;
    const change =
      step.kind === 'Assign'
        ? { assignedTo: demo.adviserId }
        : step.kind === 'Snooze'
          ? { status: 'Snoozed' as const, snoozedUntil }
          : step.kind === 'Resolve'
            ? { status: 'Resolved' as const, resolvedAt: at, resolvedBy: by, resolutionNote: step.note! }
            : {};
    version += 1;
    await tx
      .update(notifications)
      .set({ ...change, version, updatedAt: at, updatedBy: by })
      .where(eq(notifications.id, n.id));
    await tx.insert(notificationActions).values({
      firmId: demo.firmId,
      notificationId: n.id,
      kind: step.kind,
      note: step.note ?? null,
      assignedTo: step.kind === 'Assign' ? demo.adviserId : null,
      snoozedUntil,
      createdAt: at,
      createdBy: by,
    });
  }
}

export async function seedNotifications(tx: Tx, demo: Demo, cal: SeedCalendar) {
  await reconcileIn(tx, demo.firmId);
  const open = await tx
    .select({ id: notifications.id, since: notifications.since })
    .from(notifications)
    .where(and(eq(notifications.firmId, demo.firmId), eq(notifications.status, 'Open')))
    .orderBy(asc(notifications.since), asc(notifications.id))
    .limit(STORIES.length);
  for (const [i, n] of open.entries()) await tell(tx, demo, cal, n, STORIES[i]);

  const people = await tx
    .select({ id: clients.id, nodeId: clients.nodeId })
    .from(clients)
    .where(and(eq(clients.firmId, demo.firmId), eq(clients.status, 'Active')))
    .orderBy(asc(clients.id))
    .limit(EVENTS.length);
  if (people.length)
    await tx.insert(businessEvents).values(
      EVENTS.map((e, i) => ({
        firmId: demo.firmId,
        nodeId: people[i % people.length].nodeId,
        clientId: people[i % people.length].id,
        eventType: e.eventType,
        note: e.note,
        occurredAt: cal.at(cal.daysAgo(e.daysAgo), 11 * 60),
        createdBy: demo.adviserId,
        updatedBy: demo.adviserId,
      })),
    );
}
