import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../contract/ledger';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { readAll } from '../db/reads';
import { accounts } from '../db/schema';
import { dec, type Decimal } from '../ledger';
import { inCallerSubtree } from '../nodes/subtree';

/**
 * Everything a bulk preview needs about the accounts linked to a model, read set-based: a handful of queries
 * (the accounts, their cash and reservations, their units and open sells, their open orders, the latest
 * prices) however many accounts there are: 10,000 in the bench, where queries per account would be 50,000.
 */

export interface LinkedAccount {
  id: string;
  name: string;
  status: string;
  nodeId: string;
  /** Settled cash less what open transactions hold back. */
  cash: Decimal;
  /** Units held less what open sells hold back, by asset; only non-zero holdings. */
  units: Map<string, Decimal>;
  /** Units held, and units open sells hold back, by asset: what a sell is decided on (ledger SellFacts). */
  held: Map<string, Decimal>;
  selling: Map<string, Decimal>;
  /** Orders not yet dealt: a plan now would trade on holdings about to change. */
  openOrders: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const openStatuses = sql.join(
  OPEN_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** The model's linked accounts the caller reaches, in name order, with their free cash and units. */
export async function loadLinkedAccounts(tx: Tx, caller: Caller, modelId: string): Promise<LinkedAccount[]> {
  const linked = and(
    eq(accounts.firmId, caller.firmId),
    eq(accounts.modelId, modelId),
    inCallerSubtree(caller, accounts.nodeId),
  );
  const rows = await tx
    .select({ id: accounts.id, name: accounts.name, status: accounts.status, nodeId: accounts.nodeId })
    .from(accounts)
    .where(linked)
    .orderBy(asc(accounts.name), asc(accounts.id));
  if (!rows.length) return [];
  const ids = sql`(SELECT id FROM accounts a WHERE a.firm_id = ${caller.firmId} AND a.model_id = ${modelId})`;
  return withPositions(tx, rows, ids);
}

/**
 * Accounts a bulk placement has locked (rebalance-bulk/batch.ts), with their cash and units read after the
 * lock, so what the orders are decided on cannot change before they are written.
 */
export async function lockedAccountPositions(
  tx: Tx,
  locked: Pick<LinkedAccount, 'id' | 'name' | 'status' | 'nodeId'>[],
): Promise<Map<string, LinkedAccount>> {
  if (!locked.length) return new Map();
  const list = sql`(${sql.join(
    locked.map((a) => sql`${a.id}`),
    sql`, `,
  )})`;
  const found = await withPositions(
    tx,
    locked.map(({ id, name, status, nodeId }) => ({ id, name, status, nodeId })),
    list,
  );
  return new Map(found.map((a) => [a.id, a]));
}

type AccountHead = Pick<LinkedAccount, 'id' | 'name' | 'status' | 'nodeId'>;

/** Each account's free cash, units and open orders, in five queries over `ids` however many there are. */
async function withPositions(tx: Tx, rows: AccountHead[], ids: SQL): Promise<LinkedAccount[]> {
  const byId = new Map<string, LinkedAccount>(
    rows.map((r) => [
      r.id,
      { ...r, cash: dec(0), units: new Map(), held: new Map(), selling: new Map(), openOrders: false },
    ]),
  );
  const [cash, reserved, held, selling, ordering] = await readAll(
    tx,
    () =>
      tx.execute(sql`SELECT account_id AS "accountId", sum(amount)::text AS total FROM cash_postings
      WHERE account_id IN ${ids} GROUP BY account_id`),
    () =>
      tx.execute(sql`SELECT account_id AS "accountId", sum(reserved_cash)::text AS total FROM portfolio_transactions
      WHERE account_id IN ${ids} AND status IN (${openStatuses}) AND reserved_cash > 0 GROUP BY account_id`),
    () =>
      tx.execute(sql`SELECT account_id AS "accountId", asset_id AS "assetId", sum(quantity)::text AS total
      FROM stock_postings WHERE account_id IN ${ids} GROUP BY account_id, asset_id HAVING sum(quantity) <> 0`),
    () =>
      tx.execute(sql`SELECT account_id AS "accountId", asset_id AS "assetId", sum(reserved_quantity)::text AS total
      FROM portfolio_transactions WHERE account_id IN ${ids} AND status IN (${openStatuses})
        AND reserved_quantity > 0 GROUP BY account_id, asset_id`),
    () =>
      tx.execute(sql`SELECT DISTINCT account_id AS "accountId" FROM portfolio_transactions
      WHERE account_id IN ${ids} AND transaction_type = 'Order' AND status IN (${openStatuses})`),
  );
  type Sum = { accountId: string; assetId?: string; total: string };
  for (const r of rowsOf<Sum>(cash)) {
    const a = byId.get(r.accountId);
    if (a) a.cash = a.cash.plus(r.total);
  }
  for (const r of rowsOf<Sum>(reserved)) {
    const a = byId.get(r.accountId);
    if (a) a.cash = a.cash.minus(r.total);
  }
  for (const r of rowsOf<Sum>(held)) {
    const a = byId.get(r.accountId);
    a?.held.set(r.assetId!, dec(r.total));
    a?.units.set(r.assetId!, dec(r.total));
  }
  for (const r of rowsOf<Sum>(selling)) {
    const a = byId.get(r.accountId);
    a?.selling.set(r.assetId!, dec(r.total));
    const free = a?.units.get(r.assetId!)?.minus(r.total);
    if (a && free) a.units.set(r.assetId!, free);
  }
  for (const r of rowsOf<{ accountId: string }>(ordering)) {
    const a = byId.get(r.accountId);
    if (a) a.openOrders = true;
  }
  return [...byId.values()];
}

export interface LatestPrice {
  price: Decimal;
  priceDate: string;
}

/** The latest price of each asset named, in one query; an asset with none is absent from the map. */
export async function latestPrices(tx: Tx, assetIds: string[]): Promise<Map<string, LatestPrice>> {
  const found = new Map<string, LatestPrice>();
  if (!assetIds.length) return found;
  const list = sql.join(
    assetIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    SELECT DISTINCT ON (asset_id) asset_id AS "assetId", price::text AS price, price_date::text AS "priceDate"
    FROM prices WHERE asset_id IN (${list}) ORDER BY asset_id, price_date DESC`);
  for (const r of rowsOf<{ assetId: string; price: string; priceDate: string }>(result))
    found.set(r.assetId, { price: dec(r.price), priceDate: r.priceDate });
  return found;
}
