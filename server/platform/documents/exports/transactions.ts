import { eq, sql } from 'drizzle-orm';
import { ZTransactionExportQuery } from '../../../../contract/ledger';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/connection';
import { accounts, portfolioTransactions as t } from '../../db/schema';
import { exportTransactions } from '../../ledger/transactions/export';
import { filters } from '../../ledger/transactions/list';
import { countUpToCap, idsInReach, parseFilters, typedColumns, type ExportSource } from './source';

/** The transactions list (GET /portfoliotransaction/{firmId}): the CSV export's rows, newest first. */
export async function transactionsSource(
  db: Database,
  caller: Caller,
  raw: Record<string, string | number | boolean>,
): Promise<ExportSource> {
  const q = parseFilters(ZTransactionExportQuery, raw);
  const csv = await idsInReach(() => exportTransactions(db, caller, q));
  const where = filters(caller, q);
  return {
    fileStem: csv.filename.replace(/\.csv$/, ''),
    columns: typedColumns(csv.columns, {
      Date: 'date',
      Quantity: 'number',
      'Amount (GBP)': 'money',
      Completed: 'date',
    }),
    // The filters read the account (its node, its client), so the count joins it as the list does.
    count: () =>
      countUpToCap(db, 'portfolio_transactions', () =>
        db
          .select({ one: sql`1` })
          .from(t)
          .innerJoin(accounts, eq(accounts.id, t.accountId))
          .where(where)
          .$dynamic(),
      ),
    rows: csv.rows,
    clientId: q.clientId ?? null,
    accountId: q.accountId ?? null,
    filters: q,
  };
}
