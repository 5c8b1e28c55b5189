import { and, eq, inArray } from 'drizzle-orm';
import type { TInvestToModelPreview } from '../../../contract/rebalance';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { accounts, assets } from '../db/schema';
import { conflict, notFound } from '../errors';
import { Decimal, dec, moneyOut, pennyFloor, ZERO } from '../ledger';
import { modelTargets } from '../models/targets';
import { inCallerSubtree } from '../nodes/subtree';

/**
 * "Invest to model" (issue 17 item 3): an amount split across the account's model's components by their
 * target weights, each buy rounded down to the penny; the model's cash weight and the pennies stay cash.
 * The console places the buys through the invest workflow's own transaction group.
 */
export async function previewInvestToModel(
  tx: Tx,
  caller: Caller,
  accountId: string,
  amount: number,
): Promise<TInvestToModelPreview> {
  const [account] = await tx
    .select({ modelId: accounts.modelId })
    .from(accounts)
    .where(
      and(
        eq(accounts.firmId, caller.firmId),
        eq(accounts.id, accountId),
        inCallerSubtree(caller, accounts.nodeId),
      ),
    );
  if (!account) throw notFound('Account');
  if (!account.modelId) throw conflict('The account follows no model');
  const model = await modelTargets(tx, caller.firmId, account.modelId);
  if (model.status !== 'Active')
    throw conflict(`The model ${model.name} is ${model.status}: invest to an Active model`);
  const ids = model.components.map((c) => c.assetId);
  const names = new Map(
    (ids.length
      ? await tx.select({ id: assets.id, name: assets.name }).from(assets).where(inArray(assets.id, ids))
      : []
    ).map((r) => [r.id, r.name]),
  );
  const total = dec(amount);
  const buys = model.components.map((c) => ({
    assetId: c.assetId,
    assetName: names.get(c.assetId) ?? c.assetId,
    weight: Number(c.weight.toFixed(2)),
    amount: pennyFloor(total.times(c.weight).dividedBy(new Decimal(100))),
  }));
  // As the model's page lists its components: the largest weight first, then by name (ids would be random).
  buys.sort((a, b) => b.weight - a.weight || a.assetName.localeCompare(b.assetName));
  const invested = buys.reduce((s, b) => s.plus(b.amount), ZERO);
  return {
    modelId: model.id,
    modelName: model.name,
    buys: buys.filter((b) => b.amount.greaterThan(0)).map((b) => ({ ...b, amount: moneyOut(b.amount) })),
    uninvested: moneyOut(total.minus(invested)),
  };
}
