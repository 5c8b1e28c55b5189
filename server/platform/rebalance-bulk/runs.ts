import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { jobs } from '../db/schema';

/** The model rebalance jobs of a model: the job's params carry the model's id (decision 0706). */
const runsOf = (firmId: string, modelId: string) =>
  and(eq(jobs.firmId, firmId), eq(jobs.kind, 'modelRebalance'), sql`${jobs.params}->>'modelId' = ${modelId}`);

/** The id of a run of the model still Queued or Running, or null: one run of a model at a time. */
export async function openRunOf(tx: Tx, firmId: string, modelId: string): Promise<string | null> {
  const [open] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(runsOf(firmId, modelId), inArray(jobs.status, ['Queued', 'Running'])))
    .orderBy(asc(jobs.createdAt))
    .limit(1);
  return open?.id ?? null;
}
