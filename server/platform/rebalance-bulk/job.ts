import { and, eq } from 'drizzle-orm';
import { CALLER_COLUMNS, type Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { nodes, users } from '../db/schema';
import { refuse } from '../jobs/covered';
import type { ClaimedItem, JobRow } from '../jobs/queue';
import { formatPounds, ZERO } from '../ledger';
import { modelTargets } from '../models/targets';
import { loadOneAccount } from './load';
import { remembered } from './memo';
import { bulkContext } from './model';
import { placePlan } from './place-plan';
import { planAccount } from './plan-account';

/**
 * The 'modelRebalance' job's handler (decision 0706): one linked account per item, planned again now and
 * placed as one transaction group inside the item's own transaction, so the orders and the item's outcome
 * commit together (a crash leaves neither; the retry plans and places once). Placed → Succeeded with the
 * group's linkId as the result; a reason not to trade → Skipped; a refusal (the ledger's, or the world
 * having changed) → Failed with its words, which "Run the failed items again" retries.
 */

export const modelOf = (job: JobRow) => job.params as { modelId: string; modelName: string };

/** Whoever started the run places its orders: still Active, with their node as it is now. */
async function starter(tx: Tx, job: JobRow): Promise<Caller> {
  const [row] = await tx
    .select(CALLER_COLUMNS)
    .from(users)
    .innerJoin(nodes, and(eq(nodes.firmId, users.firmId), eq(nodes.id, users.nodeId)))
    .where(and(eq(users.firmId, job.firmId), eq(users.id, job.createdBy), eq(users.status, 'Active')));
  if (!row) throw refuse('The user who started this run can no longer place orders; start a new run');
  return row;
}

const NOT_COVERED =
  'Skipped: the account no longer follows this model, or is no longer in your part of the firm';

export async function modelRebalanceItem(tx: Tx, job: JobRow, item: ClaimedItem) {
  const { modelId } = modelOf(job);
  const caller = await remembered(`caller:${job.id}`, () => starter(tx, job));
  const model = await remembered(`model:${job.id}`, () => modelTargets(tx, job.firmId, modelId));
  if (model.status !== 'Active')
    throw refuse(`The model is ${model.status} now: only an Active model is rebalanced`);
  const account = await loadOneAccount(tx, caller, modelId, item.subjectId);
  if (!account) return { status: 'Skipped' as const, outcome: NOT_COVERED };
  const assetIds = [...new Set([...model.components.map((c) => c.assetId), ...account.units.keys()])].sort();
  const ctx = await remembered(`context:${job.id}:${account.nodeId}:${assetIds.join(',')}`, () =>
    bulkContext(tx, job.firmId, account.nodeId, assetIds),
  );
  const decided = planAccount(model, account, ctx);
  if (decided.skip)
    return { status: 'Skipped' as const, outcome: `Skipped: ${decided.skip}. ${decided.detail}` };
  const { sells, buys } = decided.plan;
  const linkId = await placePlan(tx, caller, account.id, model.name, decided.plan);
  const sold = sells.reduce((s, x) => s.plus(x.value), ZERO);
  const bought = buys.reduce((s, x) => s.plus(x.amount), ZERO);
  return {
    resultId: linkId,
    outcome:
      `Placed ${sells.length + buys.length} order${sells.length + buys.length === 1 ? '' : 's'}: ` +
      `sells ${formatPounds(sold)}, buys ${formatPounds(bought)}`,
  };
}
