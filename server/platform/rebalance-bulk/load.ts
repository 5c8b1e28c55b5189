import { and, asc, eq, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../contract/ledger';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
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
  const byId = new Map<string, LinkedAccount>(
    rows.map((r) => [r.id, { ...r, cash: dec(0), units: new Map(), openOrders: false }]),
  );
  if (!byId.size) return [];
  const ids = sql`(SELECT id FROM accounts a WHERE a.firm_id = ${caller.firmId} AND a.model_id = ${modelId})`;
  const [cash, reserved, held, selling, ordering] = await Promise.all([
    tx.execute(sql`SELECT account_id AS "accountId", sum(amount)::text AS total FROM cash_postings
      WHERE account_id IN ${ids} GROUP BY account_id`),
    tx.execute(sql`SELECT account_id AS "accountId", sum(reserved_cash)::text AS total FROM portfolio_transactions
      WHERE account_id IN ${ids} AND status IN (${openStatuses}) AND reserved_cash > 0 GROUP BY account_id`),
    tx.execute(sql`SELECT account_id AS "accountId", asset_id AS "assetId", sum(quantity)::text AS total
      FROM stock_postings WHERE account_id IN ${ids} GROUP BY account_id, asset_id HAVING sum(quantity) <> 0`),
    tx.execute(sql`SELECT account_id AS "accountId", asset_id AS "assetId", sum(reserved_quantity)::text AS total
      FROM portfolio_transactions WHERE account_id IN ${ids} AND status IN (${openStatuses})
        AND reserved_quantity > 0 GROUP BY account_id, asset_id`),
    tx.execute(sql`SELECT DISTINCT account_id AS "accountId" FROM portfolio_transactions
      WHERE account_id IN ${ids} AND transaction_type = 'Order' AND status IN (${openStatuses})`),
  ]);
  type Sum = { accountId: string; assetId?: string; total: string };
  for (const r of rowsOf<Sum>(cash)) {
    const a = byId.get(r.accountId);
    if (a) a.cash = a.cash.plus(r.total);
  }
  for (const r of rowsOf<Sum>(reserved)) {
    const a = byId.get(r.accountId);
    if (a) a.cash = a.cash.minus(r.total);
  }
  for (const r of rowsOf<Sum>(held)) byId.get(r.accountId)?.units.set(r.assetId!, dec(r.total));
  for (const r of rowsOf<Sum>(selling)) {
    const units = byId.get(r.accountId)?.units;
    const free = units?.get(r.assetId!)?.minus(r.total);
    if (units && free) units.set(r.assetId!, free);
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

/**
 * One linked account for the job's item, in two queries (the bulk reads above take six whatever the
 * count): the account with its free cash and whether it has open orders, then its free units.
 */
export async function loadOneAccount(
  tx: Tx,
  caller: Caller,
  modelId: string,
  accountId: string,
): Promise<LinkedAccount | undefined> {
  const open = sql`status IN (${openStatuses})`;
  const [row] = await tx
    .select({
      id: accounts.id,
      name: accounts.name,
      status: accounts.status,
      nodeId: accounts.nodeId,
      cash: sql<string>`(SELECT coalesce(sum(amount), 0) FROM cash_postings WHERE account_id = ${accountId})::text`,
      reserved: sql<string>`(SELECT coalesce(sum(reserved_cash), 0) FROM portfolio_transactions
        WHERE account_id = ${accountId} AND ${open})::text`,
      openOrders: sql<boolean>`EXISTS (SELECT 1 FROM portfolio_transactions
        WHERE account_id = ${accountId} AND transaction_type = 'Order' AND ${open})`,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.firmId, caller.firmId),
        eq(accounts.id, accountId),
        eq(accounts.modelId, modelId),
        inCallerSubtree(caller, accounts.nodeId),
      ),
    );
  if (!row) return undefined;
  const units = rowsOf<{ assetId: string; free: string }>(
    await tx.execute(sql`
      SELECT sp.asset_id AS "assetId", (sum(sp.quantity) - coalesce((SELECT sum(pt.reserved_quantity)
        FROM portfolio_transactions pt WHERE pt.account_id = ${accountId} AND pt.asset_id = sp.asset_id
          AND pt.status IN (${openStatuses})), 0))::text AS free
      FROM stock_postings sp WHERE sp.account_id = ${accountId}
      GROUP BY sp.asset_id HAVING sum(sp.quantity) <> 0`),
  );
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    nodeId: row.nodeId,
    cash: dec(row.cash).minus(row.reserved),
    units: new Map(units.map((u) => [u.assetId, dec(u.free)])),
    openOrders: row.openOrders === true || String(row.openOrders) === 't',
  };
}
