import { sql } from 'drizzle-orm';
import type { TPortfolioReport, TReportTransaction } from '../../../contract/reporting';
import type { Tx } from '../db/connection';
import { dec, moneyOut, ZERO, type Decimal } from '../ledger';
import type { Period } from './period';

/**
 * The report's cash sections from the period's postings (both days included): payments (pay-ins and
 * withdrawals), charges (dealing charges and adviser fees), income, and cash moved, split by where the other
 * side is: internal transfers stay with the same client, transfers go to or come from anyone else. Dealing
 * (purchases and sales) is not listed: it only turns cash into holdings inside the account.
 */

const PAYMENT_CODES = ['DEPO', 'WDRL'];
const CHARGE_CODES = ['CHRG', 'FEEA'];
const TRANSFER_CODES = ['TRFI', 'TRFO'];
/** Dividends and interest: none are booked by the ledger yet; the section keeps upstream's shape. */
const INCOME_CODES: string[] = [];
const SUBSCRIBING_WRAPPERS = ['ISA', 'JISA'];

interface PostingRow {
  transaction_id: string;
  transaction_code: string;
  narrative: string;
  post_date: string;
  value_date: string;
  amount: string;
  account_id: string;
  wrapper_type: string;
  same_client: boolean;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

async function postingsOf(tx: Tx, accountIds: string[], period: Period): Promise<PostingRow[]> {
  const codes = [...PAYMENT_CODES, ...CHARGE_CODES, ...TRANSFER_CODES, ...INCOME_CODES];
  return rowsOf<PostingRow>(
    await tx.execute(sql`
      SELECT cp.transaction_id, cp.transaction_code, cp.narrative, cp.post_date::text AS post_date,
        cp.value_date::text AS value_date, cp.amount::text AS amount, cp.account_id, a.wrapper_type,
        coalesce(other.client_id = a.client_id, false) AS same_client
      FROM cash_postings cp
      JOIN accounts a ON a.id = cp.account_id
      JOIN portfolio_transactions pt ON pt.id = cp.transaction_id
      LEFT JOIN accounts other ON other.id = CASE WHEN pt.account_id = cp.account_id
        THEN pt.counter_account_id ELSE pt.account_id END
      WHERE cp.account_id IN (${sql.join(
        accountIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        AND cp.post_date BETWEEN ${period.fromDate} AND ${period.toDate}
        AND cp.transaction_code IN (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})
      ORDER BY cp.post_date, cp.id`),
  );
}

const present = (r: PostingRow): TReportTransaction => ({
  transactionId: r.transaction_id,
  transactionCode: r.transaction_code,
  narrative: r.narrative,
  postDate: r.post_date,
  valueDate: r.value_date,
  subscriptionAmount:
    r.transaction_code === 'DEPO' && SUBSCRIBING_WRAPPERS.includes(r.wrapper_type)
      ? moneyOut(r.amount)
      : null,
  amount: moneyOut(dec(r.amount).abs()),
  accountId: r.account_id,
});

const total = (rows: PostingRow[]): Decimal => rows.reduce((s, r) => s.plus(dec(r.amount).abs()), ZERO);

function inOut(rows: PostingRow[]) {
  const ins = rows.filter((r) => dec(r.amount).isPositive());
  const outs = rows.filter((r) => dec(r.amount).isNegative());
  return {
    transactionsIn: ins.map(present),
    transactionsOut: outs.map(present),
    totalIn: moneyOut(total(ins)),
    totalOut: moneyOut(total(outs)),
  };
}

const oneWay = (rows: PostingRow[]) => ({ transactions: rows.map(present), total: moneyOut(total(rows)) });

type CashSections = Pick<
  TPortfolioReport,
  'payments' | 'charges' | 'income' | 'transfers' | 'internalTransfers'
>;

/** The period's cash sections of these accounts. Amounts are sizes (≥ 0): the list says the direction. */
export async function cashSections(tx: Tx, accountIds: string[], period: Period): Promise<CashSections> {
  const rows = accountIds.length ? await postingsOf(tx, accountIds, period) : [];
  const coded = (codes: string[]) => rows.filter((r) => codes.includes(r.transaction_code));
  const moved = coded(TRANSFER_CODES);
  return {
    payments: inOut(coded(PAYMENT_CODES)),
    charges: oneWay(coded(CHARGE_CODES)),
    income: oneWay(coded(INCOME_CODES)),
    transfers: inOut(moved.filter((r) => !r.same_client)),
    internalTransfers: inOut(moved.filter((r) => r.same_client)),
  };
}
