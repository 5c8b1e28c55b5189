import { and, asc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import {
  jobItems,
  jobs,
  portfolioTransactions,
  webhookConfigs,
  webhookDeliveries,
  webhookSequences,
} from '../db/schema';
import { SCHEDULE_ACTOR } from '../ledger';
import { ROOT_NODE_ID } from '../nodes/subtree';
import { scheduleKeyOf } from '../schedule/queue';
import { SCHEDULED_STEPS, STEP_OUTCOMES } from '../schedule/steps';
import { renderBody } from '../webhooks/render';
import type { SeedCalendar } from './calendar';

/**
 * DEMO1's operations history (issue 20), so the jobs page and the webhook console are not empty on the
 * first day: the scheduled runs of the last business days, whose step outcomes count what the seeded
 * ledger shows was done that day, and the transaction webhook the firm used until yesterday, with a week
 * of deliveries to its CRM (one retried, one set aside after a day of failures). The webhook is off now:
 * a demo has no CRM to send to, and an endpoint that cannot answer would only fill the outbox.
 */

interface Demo {
  firmId: string;
  adminId: string;
}

/** How many business days back the scheduled runs go, and how many deliveries the webhook history has. */
const RUN_DAYS = 5;
const DELIVERIES = 14;
/** The CRM endpoint DEMO1 used (.example never resolves: nothing can be sent there by mistake). */
export const DEMO_WEBHOOK_URL = 'https://crm.demo-wealth.example/keel/transactions';

export async function seedOperations(tx: Tx, demo: Demo, cal: SeedCalendar) {
  await seedScheduledRuns(tx, demo, cal);
  await seedTransactionWebhook(tx, demo, cal);
}

/** What the seeded ledger did on `day`: orders dealt and refused, regular instalments created. */
async function dayOfWork(tx: Tx, firmId: string, day: string) {
  const t = portfolioTransactions;
  const count = async (...where: SQL[]) =>
    (
      await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(t)
        .where(and(eq(t.firmId, firmId), ...where))
    )[0].n;
  return {
    dealt: await count(eq(t.transactionType, 'Order'), eq(t.status, 'Completed'), eq(t.completedDate, day)),
    rejected: await count(eq(t.transactionType, 'Order'), eq(t.status, 'Error'), eq(t.transactionDate, day)),
    instalments: await count(isNotNull(sql`${t.details}->>'regularPaymentId'`), eq(t.transactionDate, day)),
  };
}

/** A step's name as the runs give it (schedule/steps.ts). */
const stepName = (subjectId: string) => SCHEDULED_STEPS.find((s) => s.subjectId === subjectId)!.subjectName;

async function seedScheduledRuns(tx: Tx, demo: Demo, cal: SeedCalendar) {
  for (let back = RUN_DAYS; back >= 1; back--) {
    const day = cal.businessDaysBefore(back);
    const work = await dayOfWork(tx, demo.firmId, day);
    const steps: [subjectId: string, outcome: string][] = [];
    if (work.instalments) steps.push(['regularPayments', STEP_OUTCOMES.regularPayments(work.instalments, 0)]);
    if (work.dealt || work.rejected)
      steps.push(['dealing', STEP_OUTCOMES.dealing(work.dealt, work.rejected)]);
    // The runs that did something: a day with nothing due had no run (schedule/queue.ts).
    if (!steps.length) continue;
    steps.push(['exceptions', STEP_OUTCOMES.exceptions({ raised: work.rejected, closed: 0, woke: 0 })]);
    const ranAt = cal.at(day, 10 * 60);
    const slot = ranAt.toISOString();
    const [job] = await tx
      .insert(jobs)
      .values({
        firmId: demo.firmId,
        nodeId: ROOT_NODE_ID,
        kind: 'scheduledRun',
        status: 'Completed',
        params: { slot },
        total: steps.length,
        createdBy: SCHEDULE_ACTOR,
        createdAt: ranAt,
        startedAt: ranAt,
        finishedAt: new Date(ranAt.getTime() + 40_000),
        scheduleKey: scheduleKeyOf(demo.firmId, slot),
      })
      .returning({ id: jobs.id });
    await tx.insert(jobItems).values(
      steps.map(([subjectId, outcome], i) => ({
        jobId: job.id,
        subjectId,
        subjectName: stepName(subjectId),
        status: 'Succeeded' as const,
        attempts: 1,
        outcome,
        updatedAt: new Date(ranAt.getTime() + 10_000 * (i + 1)),
      })),
    );
  }
}

/**
 * The transaction webhook: on for the last week, switched off yesterday by the administrator. Its
 * deliveries are the latest seeded transactions' `transaction.created` events, with their real bodies.
 */
async function seedTransactionWebhook(tx: Tx, demo: Demo, cal: SeedCalendar) {
  const switchedOn = cal.at(cal.daysAgo(8), 9 * 60);
  const switchedOff = cal.at(cal.daysAgo(1), 17 * 60 + 30);
  const [config] = await tx
    .insert(webhookConfigs)
    .values({
      firmId: demo.firmId,
      kind: 'transaction',
      url: DEMO_WEBHOOK_URL,
      secret: 'whsec_demo1-crm-0000000000000000000000000000',
      enabled: false,
      events: ['transaction.created', 'transaction.updated'],
      version: 2,
      createdBy: demo.adminId,
      updatedBy: demo.adminId,
      createdAt: switchedOn,
      updatedAt: switchedOff,
    })
    .returning();
  const inWindow = await tx
    .select()
    .from(portfolioTransactions)
    .where(
      and(
        eq(portfolioTransactions.firmId, demo.firmId),
        gte(portfolioTransactions.createdAt, switchedOn),
        lt(portfolioTransactions.createdAt, switchedOff),
      ),
    )
    .orderBy(asc(portfolioTransactions.createdAt), asc(portfolioTransactions.id));
  // Spread over the week, oldest first: the order they were sent in.
  const step = Math.max(1, inWindow.length / DELIVERIES);
  const events = Array.from(
    { length: Math.min(DELIVERIES, inWindow.length) },
    (_, i) => inWindow[Math.floor(i * step)],
  );
  const sequences = new Map<string, number>();
  for (const [i, transaction] of events.entries()) {
    const sequence = (sequences.get(transaction.accountId) ?? 0) + 1;
    sequences.set(transaction.accountId, sequence);
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        firmId: demo.firmId,
        kind: 'transaction',
        eventType: 'transaction.created',
        accountId: transaction.accountId,
        sequence,
        payload: { transaction: JSON.parse(JSON.stringify(transaction)) },
        createdAt: transaction.createdAt,
        nextAttemptAt: transaction.createdAt,
      })
      .returning();
    const sent = new Date(transaction.createdAt.getTime() + 2_000);
    await tx
      .update(webhookDeliveries)
      .set({ body: await renderBody(tx, row), url: config.url, ...outcome(i, events.length, sent, cal.now) })
      .where(eq(webhookDeliveries.id, row.id));
  }
  if (sequences.size)
    await tx.insert(webhookSequences).values(
      [...sequences].map(([accountId, lastSequence]) => ({
        firmId: demo.firmId,
        kind: 'transaction',
        accountId,
        lastSequence,
      })),
    );
}

/** How the CRM answered: the oldest set aside after a day of failures, the next after retries, the rest at once. */
function outcome(i: number, of: number, sent: Date, now: Date) {
  const delivered = (attempts: number, at: Date) => ({
    status: 'Delivered' as const,
    attempts,
    lastAttemptAt: at,
    deliveredAt: at,
    lastResponseCode: 200,
    lastResponseBody: '{"received":true}',
    lastError: null,
  });
  if (i === 1) return delivered(3, new Date(sent.getTime() + 70_000));
  // A day of 503s (back-off up to hourly, decision 1001), then set aside: in the exception inbox.
  if (i === 0 && of > 3 && now.getTime() - sent.getTime() > 25 * 3_600_000) {
    const last = new Date(sent.getTime() + 24 * 3_600_000);
    return {
      status: 'SetAside' as const,
      attempts: 32,
      lastAttemptAt: last,
      deliveredAt: null,
      lastResponseCode: 503,
      lastResponseBody: 'Service Unavailable: CRM maintenance window',
      lastError: 'The receiver answered 503',
    };
  }
  return delivered(1, sent);
}
