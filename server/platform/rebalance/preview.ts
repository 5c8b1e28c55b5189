import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { TConfig } from '../../../contract/firm';
import {
  DEFAULT_REBALANCE_CASH_BUFFER_PERCENT,
  DEFAULT_REBALANCE_MINIMUM_TRADE,
  type TRebalanceOptions,
} from '../../../contract/rebalance';
import type { Caller } from '../auth/caller';
import { priceOn } from '../assets/prices';
import type { Tx } from '../db/connection';
import { assets } from '../db/schema';
import { effectiveSettings, settingsKey } from '../firm/settings';
import { availableCash, dec, holdings, londonToday, tariffAt, ZERO } from '../ledger';
import { treatmentOf } from '../tax/wrappers';
import { rebalanceAccount, type RebalanceAccount } from './account';
import { planRebalance, type Plan, type PlanPosition } from './plan';
import { clientGains, gainsPerUnit, saleGains, type ClientGains } from './tax';

/** Everything a preview shows and a confirm places, planned in the caller's transaction. */
export interface PlannedRebalance {
  account: RebalanceAccount;
  /** Cash the account may spend: settled cash less what open transactions hold. */
  cash: ReturnType<typeof dec>;
  plan: Plan;
  positions: PlanPosition[];
  names: Map<string, string>;
  gains: ClientGains | null;
  /** Each sale's estimated gain from the CGT engine, GIA only. */
  saleGains: Map<string, ReturnType<typeof dec>>;
  gainsBudget: ReturnType<typeof dec> | null;
  minimumTrade: ReturnType<typeof dec>;
  planFingerprint: string;
}

async function positionsOf(tx: Tx, account: RebalanceAccount) {
  const held = await holdings(tx, account.id);
  const ids = [
    ...new Set([...account.model.components.map((c) => c.assetId), ...held.map((h) => h.assetId)]),
  ];
  const rows = ids.length
    ? await tx
        .select({
          id: assets.id,
          name: assets.name,
          isin: assets.isin,
          instrumentType: assets.instrumentType,
        })
        .from(assets)
        .where(inArray(assets.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const positions: PlanPosition[] = [];
  for (const id of ids) {
    const asset = byId.get(id);
    const latest = await priceOn(tx, id);
    positions.push({
      assetId: id,
      units: held.find((h) => h.assetId === id)?.quantity ?? ZERO,
      price: latest ? dec(latest.price) : null,
      instrument: { isin: asset?.isin ?? '', instrumentType: asset?.instrumentType ?? 'Fund' },
    });
  }
  return { positions, names: new Map(rows.map((r) => [r.id, r.name])) };
}

/** A short fingerprint of the trades: confirm places a plan only if it is still the one reviewed. */
function fingerprint(plan: Plan): string {
  const trades = [
    ...plan.sells.map((s) => ['Sell', s.assetId, s.quantity.toFixed(), s.sellAll]),
    ...plan.buys.map((b) => ['Buy', b.assetId, b.amount.toFixed()]),
  ];
  return createHash('sha256').update(JSON.stringify(trades)).digest('hex').slice(0, 24);
}

export async function planAccountRebalance(
  tx: Tx,
  caller: Caller,
  accountId: string,
  options: TRebalanceOptions,
): Promise<PlannedRebalance> {
  const account = await rebalanceAccount(tx, caller, accountId);
  const { positions, names } = await positionsOf(tx, account);
  const config = (await effectiveSettings(
    tx,
    account.firmId,
    account.nodeId,
    settingsKey.config(),
  )) as TConfig;
  const minimumTrade = dec(config.rebalanceMinimumTrade ?? DEFAULT_REBALANCE_MINIMUM_TRADE);
  const cashBufferPercent = dec(
    options.cashBufferPercent ?? config.rebalanceCashBufferPercent ?? DEFAULT_REBALANCE_CASH_BUFFER_PERCENT,
  );
  const today = londonToday();
  const gains =
    treatmentOf(account.wrapperType) === 'taxable'
      ? await clientGains(tx, account.firmId, account.clientId, today)
      : null;
  if (gains) {
    const perUnit = gainsPerUnit(
      gains,
      positions
        .filter((p) => p.price)
        .map((p) => ({ assetId: p.assetId, quantity: p.units, price: p.price!, fees: ZERO })),
    );
    for (const p of positions) p.gainPerUnit = perUnit.get(p.assetId);
  }
  const gainsBudget = gains && options.taxAware ? dec(options.gainsBudget ?? gains.exemptLeft) : null;
  const cash = await availableCash(tx, account.id);
  const plan = planRebalance({
    positions,
    cash,
    targets: account.model.components,
    cashWeight: account.model.cashWeight,
    tolerance: account.model.tolerance,
    minimumTrade,
    cashBufferPercent,
    tariff: await tariffAt(tx, account.firmId, account.nodeId),
    gainsBudget,
  });
  const estimated = gains
    ? saleGains(
        gains,
        plan.sells.map((s) => ({
          assetId: s.assetId,
          quantity: s.quantity,
          price: positions.find((p) => p.assetId === s.assetId)!.price!,
          fees: s.charges,
        })),
      )
    : new Map();
  return {
    account,
    cash,
    plan,
    positions,
    names,
    gains,
    saleGains: estimated,
    gainsBudget,
    minimumTrade,
    planFingerprint: fingerprint(plan),
  };
}
