import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { AppError } from '../errors';
import { portfolioTransactions, regularCrystallisations, regularPayments } from '../db/schema';
import type { Logger } from '../../log';
import { DEALING_ACTOR, runRegularPayments } from '../ledger';
import { runDealing } from '../dealing/run';
import { runRegularCrystallisations } from '../pensions/regular-run';
import { reconcileFirm } from '../notifications/reconcile';

/**
 * The steps of a firm's scheduled run (decision 1002), in the order they run: today's regular payments
 * first (a regular pay-in's investments then wait for its money; a regular withdrawal's sells are Placed),
 * then regular pension income, then dealing, and last the exception inbox, which then sees what the run
 * changed (orders in Error, payments awaiting authorisation).
 *
 * Each step is one item of the run's job. Its subject name starts with its number because the queue
 * claims a job's items in subject-name order, and the console lists them so.
 *
 * A step does its own database transactions (dealing commits batch by batch, concurrently), so it runs
 * outside the item's transaction (`ownTransactions` in jobs/handlers.ts). Every step is safe to run again:
 * a crash after its work and before its item is marked lets the next pass repeat it, and it then finds
 * nothing left to do (an instruction's next due date, an order's status, a notification's key).
 */
export interface ScheduledStep {
  subjectId: string;
  subjectName: string;
  /**
   * The firms with work for this step on `today`, read across every firm at once. Absent for the inbox
   * step, which ends every run and alone never starts one.
   */
  firmsDue?(db: Database, today: string): Promise<string[]>;
  run(db: Database, firmId: string, log: Logger): Promise<StepOutcome>;
}

export interface StepOutcome {
  outcome: string;
  /** Skipped: nothing was due by the time the step ran (another pass or a person did it). */
  status?: 'Succeeded' | 'Skipped';
}

const NOTHING_DUE: StepOutcome = { status: 'Skipped', outcome: 'Nothing was due' };
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Each step's outcome in words, from its run's counts: one wording for the runs and for the demo's seeded
 * history (seed/operations.ts).
 */
export const STEP_OUTCOMES = {
  regularPayments: (created: number, refused: number) =>
    `${plural(created, 'payment')} created` + (refused ? `; ${refused} refused by the rules (in Error)` : ''),
  regularCrystallisations: (paid: number, refused: number) =>
    `${plural(paid, 'income payment')} made` + (refused ? `; ${refused} refused (the plan records why)` : ''),
  dealing: (executed: number, rejected: number) =>
    `${plural(executed, 'order')} dealt` +
    (rejected ? `; ${rejected} rejected (in Error, in the exception inbox)` : ''),
  exceptions: (r: { raised: number; closed: number; woke: number }) =>
    `${plural(r.raised, 'exception')} raised, ${r.closed} closed, ${r.woke} woken from snooze`,
};

const firmIdsOf = async (rows: Promise<{ firmId: string }[]>) => (await rows).map((r) => r.firmId);

export const SCHEDULED_STEPS: readonly ScheduledStep[] = [
  {
    subjectId: 'regularPayments',
    subjectName: '1. Regular payments',
    firmsDue: (db, today) =>
      firmIdsOf(
        db
          .selectDistinct({ firmId: regularPayments.firmId })
          .from(regularPayments)
          .where(and(eq(regularPayments.status, 'Active'), lte(regularPayments.nextDueDate, today))),
      ),
    async run(db, firmId, log) {
      const r = await runRegularPayments(db, undefined, log, firmId);
      return r.due ? { outcome: STEP_OUTCOMES.regularPayments(r.created, r.refused) } : NOTHING_DUE;
    },
  },
  {
    subjectId: 'regularCrystallisations',
    subjectName: '2. Regular pension income',
    firmsDue: (db, today) =>
      firmIdsOf(
        db
          .selectDistinct({ firmId: regularCrystallisations.firmId })
          .from(regularCrystallisations)
          .where(
            and(
              eq(regularCrystallisations.status, 'Active'),
              lte(regularCrystallisations.nextPaymentDate, today),
            ),
          ),
      ),
    async run(db, firmId, log) {
      const r = await runRegularCrystallisations(db, undefined, log, firmId);
      return r.due ? { outcome: STEP_OUTCOMES.regularCrystallisations(r.paid, r.refused) } : NOTHING_DUE;
    },
  },
  {
    subjectId: 'dealing',
    subjectName: '3. Dealing',
    firmsDue: (db) =>
      firmIdsOf(
        db
          .selectDistinct({ firmId: portfolioTransactions.firmId })
          .from(portfolioTransactions)
          .where(
            and(
              eq(portfolioTransactions.status, 'Placed'),
              eq(portfolioTransactions.transactionType, 'Order'),
            ),
          ),
      ),
    async run(db, firmId, log) {
      const r = await runDealing(db, { firmId, userId: DEALING_ACTOR }, { log });
      return r.placed ? { outcome: STEP_OUTCOMES.dealing(r.executed, r.rejected) } : NOTHING_DUE;
    },
  },
  {
    subjectId: 'exceptions',
    subjectName: '4. Exception inbox',
    async run(db, firmId) {
      return { outcome: STEP_OUTCOMES.exceptions(await reconcileFirm(db, firmId)) };
    },
  },
];

/**
 * Each firm with work due on `today` and its steps in order: those it has work for, then the inbox step.
 * One query a step, across every firm.
 */
export async function dueStepsByFirm(db: Database, today: string): Promise<Map<string, ScheduledStep[]>> {
  const byFirm = new Map<string, ScheduledStep[]>();
  for (const step of SCHEDULED_STEPS) {
    if (!step.firmsDue) continue;
    for (const firmId of await step.firmsDue(db, today))
      byFirm.set(firmId, [...(byFirm.get(firmId) ?? []), step]);
  }
  const always = SCHEDULED_STEPS.filter((step) => !step.firmsDue);
  return new Map(
    [...byFirm]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([firmId, steps]) => [firmId, [...steps, ...always]]),
  );
}

/** The job queue's handler for a `scheduledRun` item: that step, for the job's firm. */
export async function runScheduledStep(
  db: Database,
  job: { firmId: string },
  item: { subjectId: string },
  log: Logger,
): Promise<StepOutcome> {
  const step = SCHEDULED_STEPS.find((s) => s.subjectId === item.subjectId);
  if (!step) throw new AppError(400, `Keel has no scheduled step called "${item.subjectId}"`);
  return step.run(db, job.firmId, log);
}
