import { sql } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { CONTRIBUTION_CODES, dec, type Decimal, pence, ZERO } from '../ledger';

/**
 * Many clients' accounts valued in three set-based queries (a page of a list can't afford one valuation
 * per account): settled cash and net contributions per account, units and book cost per holding, and each
 * held asset's latest price on or before `asOf`. The arithmetic is the account summary's (holding values
 * rounded to pence one by one), so a client's total equals the sum of their account summaries.
 */
export interface AccountValue {
  accountId: string;
  clientId: string;
  wrapperType: string;
  cash: Decimal;
  stockValue: Decimal;
  bookValue: Decimal;
  netContributions: Decimal;
  inflows: Decimal;
  /** The oldest of its holdings' latest price dates: how current the value is (docs/decisions/0409). */
  oldestPriceDate: string | null;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export async function valueClientsAccounts(
  tx: Tx,
  firmId: string,
  clientIds: string[],
  asOf: string,
): Promise<AccountValue[]> {
  if (!clientIds.length) return [];
  const ids = sql.join(
    clientIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const codes = sql.join(
    CONTRIBUTION_CODES.map((c) => sql`${c}`),
    sql`, `,
  );
  const accountRows = rowsOf<{
    id: string;
    client_id: string;
    wrapper_type: string;
    cash: string;
    net: string;
    inflows: string;
  }>(
    await tx.execute(sql`
      SELECT a.id, a.client_id, a.wrapper_type,
        coalesce(sum(cp.amount), 0)::text AS cash,
        coalesce(sum(cp.amount) FILTER (WHERE cp.transaction_code IN (${codes})), 0)::text AS net,
        coalesce(sum(cp.amount) FILTER (WHERE cp.transaction_code IN (${codes}) AND cp.amount > 0), 0)::text AS inflows
      FROM accounts a
      LEFT JOIN cash_postings cp ON cp.account_id = a.id AND cp.post_date <= ${asOf}
      WHERE a.firm_id = ${firmId} AND a.client_id IN (${ids})
      GROUP BY a.id, a.client_id, a.wrapper_type
      ORDER BY a.id`),
  );
  const holdingRows = rowsOf<{
    account_id: string;
    quantity: string;
    book_value: string;
    price: string | null;
    price_date: string | null;
  }>(
    await tx.execute(sql`
      WITH held AS (
        SELECT sp.account_id, sp.asset_id, sum(sp.quantity) AS quantity, sum(sp.book_value) AS book_value
        FROM stock_postings sp JOIN accounts a ON a.id = sp.account_id
        WHERE a.firm_id = ${firmId} AND a.client_id IN (${ids}) AND sp.post_date <= ${asOf}
        GROUP BY sp.account_id, sp.asset_id
        HAVING sum(sp.quantity) <> 0)
      SELECT held.account_id, held.quantity::text, held.book_value::text, latest.price, latest.price_date
      FROM held LEFT JOIN LATERAL (
        SELECT p.price::text AS price, p.price_date::text AS price_date FROM prices p
        WHERE p.asset_id = held.asset_id AND p.price_date <= ${asOf}
        ORDER BY p.price_date DESC LIMIT 1) latest ON true`),
  );
  const values = new Map<string, AccountValue>(
    accountRows.map((r) => [
      r.id,
      {
        accountId: r.id,
        clientId: r.client_id,
        wrapperType: r.wrapper_type,
        cash: dec(r.cash),
        stockValue: ZERO,
        bookValue: ZERO,
        netContributions: dec(r.net),
        inflows: dec(r.inflows),
        oldestPriceDate: null,
      },
    ]),
  );
  for (const h of holdingRows) {
    const account = values.get(h.account_id)!;
    const value = h.price === null ? ZERO : pence(dec(h.quantity).times(h.price));
    account.stockValue = account.stockValue.plus(value);
    account.bookValue = account.bookValue.plus(h.book_value);
    if (h.price_date && (!account.oldestPriceDate || h.price_date < account.oldestPriceDate))
      account.oldestPriceDate = h.price_date;
  }
  return [...values.values()];
}

/** Totals of some accounts, as the API shows them. */
export function totalOf(values: AccountValue[]) {
  const sum = (pick: (v: AccountValue) => Decimal) => values.reduce((s, v) => s.plus(pick(v)), ZERO);
  const cash = sum((v) => v.cash);
  const current = cash.plus(sum((v) => v.stockValue));
  const net = sum((v) => v.netContributions);
  const inflows = sum((v) => v.inflows);
  const growth = current.minus(net);
  return {
    accounts: values.length,
    currentValue: current,
    uninvestedCash: cash,
    bookValue: sum((v) => v.bookValue),
    netContributions: net,
    growth,
    growthPercent: inflows.isZero() ? ZERO : growth.times(100).dividedBy(inflows),
  };
}
