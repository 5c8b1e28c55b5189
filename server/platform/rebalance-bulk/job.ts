import { and, eq, inArray } from 'drizzle-orm';
import { CALLER_COLUMNS, type Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { accounts, nodes, users } from '../db/schema';
import { AppError } from '../errors';
import { refuse } from '../jobs/covered';
import type { HandlerResult } from '../jobs/handler-types';
import type { ClaimedItem, JobRow } from '../jobs/queue';
import { formatPounds, lockAccounts, placeOrderGroupsTogether, ZERO, type OrderGroup } from '../ledger';
import { inCallerSubtree } from '../nodes/subtree';
import { modelTargets } from '../models/targets';
import type { Plan } from '../rebalance/plan';
import { rebalanceOrders } from '../rebalance/place';
import { latestPrices, lockedAccountPositions } from './load';
import { remembered } from './memo';
import { bulkContext } from './model';
import { planAccount } from './plan-account';

/**
 * The 'modelRebalance' job's handler (decision 0706): one linked account per item, planned again now and
 * placed as one transaction group. The worker hands it a claim of accounts at once (`batch`): they are
 * locked together, their cash and units read once, each planned and decided in memory, and every group
 * placed in a handful of statements (ledger placeOrderGroupsTogether), so the orders and the items'
 * outcomes commit together (a crash leaves neither; the retry plans and places once). Placed → Succeeded
 * with the group's linkId as the result; a reason not to trade → Skipped; a refusal (the ledger's, or the
 * world having changed) → Failed with its words, which "Run the failed items again" retries. One item
 * alone (`item`) is a claim of one: the worker's way to isolate an item when a claim fails unexpectedly.
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

const NOT_COVERED: HandlerResult = {
  status: 'Skipped',
  outcome: 'Skipped: the account no longer follows this model, or is no longer in your part of the firm',
};

/** The plan as the group of orders the one-account confirm places (rebalance/place.ts): sells, then buys. */
function placedOutcome(plan: Plan): string {
  const orders = plan.sells.length + plan.buys.length;
  const sold = plan.sells.reduce((s, x) => s.plus(x.value), ZERO);
  const bought = plan.buys.reduce((s, x) => s.plus(x.amount), ZERO);
  return (
    `Placed ${orders} order${orders === 1 ? '' : 's'}: ` +
    `sells ${formatPounds(sold)}, buys ${formatPounds(bought)}`
  );
}

/** The claimed accounts still following the model in the starter's part of the firm. */
async function stillCovered(tx: Tx, caller: Caller, modelId: string, accountIds: string[]) {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.firmId, caller.firmId),
        inArray(accounts.id, accountIds),
        eq(accounts.modelId, modelId),
        inCallerSubtree(caller, accounts.nodeId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** A claim of items: each item's result, or the refusal that fails it. */
export async function modelRebalanceBatch(
  tx: Tx,
  job: JobRow,
  items: ClaimedItem[],
): Promise<Map<string, HandlerResult | AppError>> {
  const { modelId } = modelOf(job);
  const caller = await remembered(`caller:${job.id}`, () => starter(tx, job));
  const model = await remembered(`model:${job.id}`, () => modelTargets(tx, job.firmId, modelId));
  if (model.status !== 'Active')
    throw refuse(`The model is ${model.status} now: only an Active model is rebalanced`);
  const results = new Map<string, HandlerResult | AppError>();
  const covered = await stillCovered(
    tx,
    caller,
    modelId,
    items.map((i) => i.subjectId),
  );
  for (const item of items) if (!covered.has(item.subjectId)) results.set(item.id, NOT_COVERED);
  if (!covered.size) return results;

  // Locked first (clients of capped wrappers, owners, then the accounts, by id), then read: what each
  // group is decided on cannot change before it is written.
  const locked = await lockAccounts(tx, caller, new Map([...covered].map((id) => [id, 'accountId'])));
  const positions = await lockedAccountPositions(tx, [...locked.values()]);
  const held = [...positions.values()].flatMap((a) => [...a.units.keys()]);
  const assetIds = [...new Set([...model.components.map((c) => c.assetId), ...held])].sort();
  // The latest prices now, for the plans and the ledger's checks alike.
  const prices = await latestPrices(tx, assetIds);

  const planned: { item: ClaimedItem; plan: Plan; group: OrderGroup }[] = [];
  for (const item of items) {
    const account = locked.get(item.subjectId);
    const position = positions.get(item.subjectId);
    if (!account || !position || account.modelId !== modelId) {
      if (!results.has(item.id)) results.set(item.id, NOT_COVERED);
      continue;
    }
    const shared = await remembered(`context:${job.id}:${account.nodeId}:${assetIds.join(',')}`, () =>
      bulkContext(tx, job.firmId, account.nodeId, assetIds),
    );
    const decided = planAccount(model, position, { ...shared, prices });
    if (decided.skip) {
      results.set(item.id, {
        status: 'Skipped',
        outcome: `Skipped: ${decided.skip}. ${decided.detail}`,
      });
      continue;
    }
    planned.push({
      item,
      plan: decided.plan,
      group: {
        account,
        orders: rebalanceOrders(account.id, model.name, decided.plan),
        available: position.cash,
        held: position.held,
        selling: position.selling,
      },
    });
  }

  const outcomes = await placeOrderGroupsTogether(
    tx,
    caller,
    planned.map((p) => p.group),
    new Map([...prices].map(([id, p]) => [id, p.price])),
  );
  planned.forEach(({ item, plan }, i) => {
    const outcome = outcomes[i];
    results.set(
      item.id,
      'refused' in outcome ? outcome.refused : { resultId: outcome.linkId, outcome: placedOutcome(plan) },
    );
  });
  return results;
}

/** One item alone: a claim of one, its refusal thrown as the worker expects of an item's handler. */
export async function modelRebalanceItem(tx: Tx, job: JobRow, item: ClaimedItem): Promise<HandlerResult> {
  const result = (await modelRebalanceBatch(tx, job, [item])).get(item.id)!;
  if (result instanceof AppError) throw result;
  return result;
}
