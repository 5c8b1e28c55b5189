import { and, eq } from 'drizzle-orm';
import type { TJob } from '../../../contract/jobs';
import type { TModelRebalanceOptions } from '../../../contract/rebalanceBulk';
import { recordAudit } from '../audit/audit-log';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { models } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { presentJobs } from '../jobs/presenter';
import { enqueueJob } from '../jobs/queue';
import { loadLinkedAccounts } from './load';
import { bulkModel } from './model';
import { openRunOf } from './runs';

/**
 * POST /model/{firmId}/{modelId}/rebalance: queues a 'modelRebalance' job whose items are the model's linked
 * accounts the caller reaches. Each item decides again when it runs (placed, or skipped with its reason), so
 * a run started from a preview minutes old still trades on the prices and holdings of its own moment. The
 * model row is locked first: two starts at once queue one run, and the second hears 409 naming it.
 */
export async function startModelRebalance(
  db: Database,
  caller: Caller,
  modelId: string,
  options: TModelRebalanceOptions,
): Promise<TJob> {
  const row = await db.transaction(async (tx) => {
    const model = await bulkModel(tx, caller, modelId);
    if (options.taxAware)
      throw badRequest([
        {
          fieldName: 'taxAware',
          errorMessage:
            "A bulk run is not tax-aware: keep a GIA client's gains within a budget on the account's own rebalance",
        },
      ]);
    await tx
      .select({ id: models.id })
      .from(models)
      .where(and(eq(models.firmId, caller.firmId), eq(models.id, modelId)))
      .for('update');
    const running = await openRunOf(tx, caller.firmId, modelId);
    if (running)
      throw conflict(
        `A rebalance of ${model.name} is already queued or running (job ${running}): wait for it to finish`,
      );
    const linked = await loadLinkedAccounts(tx, caller, modelId);
    const job = await enqueueJob(tx, {
      firmId: caller.firmId,
      nodeId: caller.nodeId,
      kind: 'modelRebalance',
      params: { modelId, modelName: model.name, taxAware: options.taxAware },
      createdBy: caller.userId,
      items: linked.map((a) => ({ subjectId: a.id, subjectName: a.name })),
    });
    await recordAudit(tx, caller, {
      entityType: 'Job',
      entityId: job.id,
      action: 'create',
      before: null,
      after: { kind: job.kind, nodeId: job.nodeId, params: job.params, total: job.total },
    });
    return job;
  });
  const [job] = await presentJobs(db, [row]);
  return job;
}
