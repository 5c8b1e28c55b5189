import { sql } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { dec, type Decimal, londonToday, pence, ZERO } from '../ledger';
import { modelTargets, type ModelTargets } from './targets';

/** One line of an account against its model: an instrument the model targets or the account holds, or cash. */
export interface DriftLine {
  /** null for cash. */
  assetId: string | null;
  value: Decimal;
  /** Percentages (60 means 60 %), exact. */
  targetWeight: Decimal;
  currentWeight: Decimal;
  /** current − target: positive is overweight. */
  drift: Decimal;
}

export interface AccountDrift {
  accountId: string;
  modelId: string;
  cash: Decimal;
  stockValue: Decimal;
  totalValue: Decimal;
  /** Model components first (model order), then holdings the model does not target, then cash. */
  lines: DriftLine[];
  /** The largest absolute drift of any line, in percentage points. */
  largestDrift: Decimal;
  outOfTolerance: boolean;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Each linked account's weights against its model, from the ledger's postings at the latest prices, in two
 * set-based queries (a model page lists thousands of accounts). An asset's weight is its value over the
 * account's stock value plus cash; an empty account has every weight 0. Accounts without a model are left out.
 */
export async function accountDrift(
  tx: Tx,
  firmId: string,
  accountIds: string[],
): Promise<Map<string, AccountDrift>> {
  const result = new Map<string, AccountDrift>();
  if (!accountIds.length) return result;
  const asOf = londonToday();
  const ids = sql.join(
    accountIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const accountRows = rowsOf<{ id: string; model_id: string; cash: string }>(
    await tx.execute(sql`
      SELECT a.id, a.model_id, coalesce(sum(cp.amount), 0)::text AS cash
      FROM accounts a LEFT JOIN cash_postings cp ON cp.account_id = a.id AND cp.post_date <= ${asOf}
      WHERE a.firm_id = ${firmId} AND a.id IN (${ids}) AND a.model_id IS NOT NULL
      GROUP BY a.id, a.model_id`),
  );
  if (!accountRows.length) return result;
  const holdingRows = rowsOf<{
    account_id: string;
    asset_id: string;
    quantity: string;
    price: string | null;
  }>(
    await tx.execute(sql`
      WITH held AS (
        SELECT sp.account_id, sp.asset_id, sum(sp.quantity) AS quantity
        FROM stock_postings sp JOIN accounts a ON a.id = sp.account_id
        WHERE a.firm_id = ${firmId} AND a.id IN (${ids}) AND sp.post_date <= ${asOf}
        GROUP BY sp.account_id, sp.asset_id
        HAVING sum(sp.quantity) <> 0)
      SELECT held.account_id, held.asset_id, held.quantity::text, latest.price
      FROM held LEFT JOIN LATERAL (
        SELECT p.price::text AS price FROM prices p
        WHERE p.asset_id = held.asset_id AND p.price_date <= ${asOf}
        ORDER BY p.price_date DESC LIMIT 1) latest ON true`),
  );
  const held = new Map<string, Map<string, Decimal>>();
  for (const h of holdingRows) {
    const values = held.get(h.account_id) ?? new Map<string, Decimal>();
    values.set(h.asset_id, h.price === null ? ZERO : pence(dec(h.quantity).times(h.price)));
    held.set(h.account_id, values);
  }
  const targets = new Map<string, ModelTargets>();
  for (const modelId of new Set(accountRows.map((r) => r.model_id)))
    targets.set(modelId, await modelTargets(tx, firmId, modelId));
  for (const row of accountRows)
    result.set(
      row.id,
      driftOf(row.id, targets.get(row.model_id)!, dec(row.cash), held.get(row.id) ?? new Map()),
    );
  return result;
}

/** The arithmetic, apart from the database so that it reads (and is checked) on its own. */
export function driftOf(
  accountId: string,
  model: ModelTargets,
  cash: Decimal,
  holdingValues: Map<string, Decimal>,
): AccountDrift {
  const stockValue = [...holdingValues.values()].reduce((s, v) => s.plus(v), ZERO);
  const totalValue = stockValue.plus(cash);
  const weightOf = (value: Decimal) => (totalValue.isZero() ? ZERO : value.times(100).dividedBy(totalValue));
  const line = (assetId: string | null, value: Decimal, targetWeight: Decimal): DriftLine => {
    const currentWeight = weightOf(value);
    return { assetId, value, targetWeight, currentWeight, drift: currentWeight.minus(targetWeight) };
  };
  const targeted = new Set(model.components.map((c) => c.assetId));
  const lines = [
    ...model.components.map((c) => line(c.assetId, holdingValues.get(c.assetId) ?? ZERO, c.weight)),
    ...[...holdingValues.entries()]
      .filter(([assetId]) => !targeted.has(assetId))
      .map(([assetId, value]) => line(assetId, value, ZERO)),
    line(null, cash, model.cashWeight),
  ];
  const largestDrift = lines.reduce((m, l) => (l.drift.abs().greaterThan(m) ? l.drift.abs() : m), ZERO);
  return {
    accountId,
    modelId: model.id,
    cash,
    stockValue,
    totalValue,
    lines,
    largestDrift,
    outOfTolerance: largestDrift.greaterThan(model.tolerance),
  };
}
