import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { jobs } from '../db/schema';
import type { Logger } from '../../log';
import { enqueueScheduledJob } from '../jobs/queue';
import { londonToday, SCHEDULE_ACTOR } from '../ledger';
import { ROOT_NODE_ID } from '../nodes/subtree';
import { dueStepsByFirm } from './steps';

/**
 * Scheduled runs on the one job queue (decision 1002). The timetable is a run of fixed slots
 * (DEALING_INTERVAL_SECONDS long, counted from the epoch); in each slot every firm with work due gets one
 * `scheduledRun` job whose items are its due steps (steps.ts). The job's schedule key (firm and slot) is
 * unique, so replicas reaching the same slot queue it once, and a restart within a slot queues nothing
 * new. A firm with nothing due gets no job: the jobs list shows runs that did something, not a heartbeat.
 */

/** The start of the slot `now` falls in, as an ISO instant: the same on every replica. */
export function slotOf(now: Date, intervalSeconds: number): string {
  const ms = intervalSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms).toISOString();
}

export const scheduleKeyOf = (firmId: string, slot: string) => `scheduledRun:${firmId}:${slot}`;

/** Firms whose earlier run is still open: a slow run is not joined by a second one for the same firm. */
async function firmsRunning(db: Database, firmIds: string[]): Promise<Set<string>> {
  if (!firmIds.length) return new Set();
  const rows = await db
    .selectDistinct({ firmId: jobs.firmId })
    .from(jobs)
    .where(
      and(
        inArray(jobs.firmId, firmIds),
        eq(jobs.kind, 'scheduledRun'),
        inArray(jobs.status, ['Queued', 'Running']),
      ),
    );
  return new Set(rows.map((r) => r.firmId));
}

/** Queues this slot's runs; returns how many jobs it queued (0 when another replica was first). */
export async function queueScheduledRuns(
  db: Database,
  intervalSeconds: number,
  now = new Date(),
  log?: Logger,
): Promise<number> {
  const slot = slotOf(now, intervalSeconds);
  const today = londonToday(now);
  const due = await dueStepsByFirm(db, today);
  const running = await firmsRunning(db, [...due.keys()]);
  let queued = 0;
  for (const [firmId, steps] of due) {
    if (running.has(firmId)) continue;
    const job = await db.transaction((tx) =>
      enqueueScheduledJob(
        tx,
        {
          firmId,
          nodeId: ROOT_NODE_ID,
          kind: 'scheduledRun',
          params: { slot },
          createdBy: SCHEDULE_ACTOR,
          items: steps.map((s) => ({ subjectId: s.subjectId, subjectName: s.subjectName })),
        },
        scheduleKeyOf(firmId, slot),
      ),
    );
    if (job) queued++;
  }
  if (queued) log?.info('scheduled runs queued', { slot, queued });
  return queued;
}

/**
 * What the worker's pass calls: queues the current slot's runs the first time this process sees the slot
 * (after a restart, the slot it restarted in: the schedule key keeps that from queuing twice).
 */
export function scheduleTimetable(intervalSeconds: number) {
  let lastSlot: string | undefined;
  return async (db: Database, log?: Logger, now = new Date()) => {
    if (!(intervalSeconds > 0)) return 0;
    const slot = slotOf(now, intervalSeconds);
    if (slot === lastSlot) return 0;
    const queued = await queueScheduledRuns(db, intervalSeconds, now, log);
    lastSlot = slot;
    return queued;
  };
}
