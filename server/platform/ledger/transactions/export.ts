import { and, desc, sql } from 'drizzle-orm';
import type { TTransactionExportQuery } from '../../../../contract/ledger';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/connection';
import { portfolioTransactions as t } from '../../db/schema';
import type { CsvCell, CsvExport } from '../../http/csv';
import { londonToday } from '../clock';
import { checkFilterIds, filters } from './list';
import { presentTransaction, selectTransactions, type TransactionView } from '../records/presenter';

const BATCH = 1000;
const COLUMNS = [
  'Transaction ID',
  'Date',
  'Account ID',
  'Account',
  'Client ID',
  'Type',
  'Sub type',
  'Movement',
  'Method',
  'Status',
  'Asset ID',
  'Asset',
  'ISIN',
  'Quantity',
  'Amount (GBP)',
  'Completed',
  'Link ID',
  'Requested by',
  'Authorised by',
];

/** Every matching transaction, newest first, read in batches by keyset (created, id). */
async function* matchingRows(
  db: Database,
  caller: Caller,
  q: TTransactionExportQuery,
  batchSize: number,
): AsyncGenerator<CsvCell[]> {
  let after: { createdKey: string; id: string } | undefined;
  for (;;) {
    const batch = await selectTransactions(db)
      .where(
        and(
          filters(caller, q),
          after
            ? sql`(${t.createdAt}, ${t.id}) < (${after.createdKey}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(batchSize);
    for (const view of batch) yield line(view);
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1];
    after = { createdKey: last.createdKey, id: last.row.id };
  }
}

function line(view: TransactionView): CsvCell[] {
  const x = presentTransaction(view);
  return [
    x.id,
    x.transactionDate,
    x.accountId,
    x.accountName,
    x.clientId,
    x.transactionType,
    x.transactionSubType,
    x.movementType,
    x.method,
    x.status,
    x.assetId,
    x.assetName,
    x.isin,
    x.quantity,
    x.amount,
    x.completedDate,
    x.linkId,
    x.requestedBy,
    x.authorisedBy,
  ];
}

/** GET /portfoliotransaction/export/{firmId}: the transactions page's CSV. */
export async function exportTransactions(
  db: Database,
  caller: Caller,
  q: TTransactionExportQuery,
  batchSize = BATCH,
): Promise<CsvExport> {
  await checkFilterIds(db, caller, q);
  return {
    filename: `transactions-${caller.firmId}-${londonToday()}.csv`,
    columns: COLUMNS,
    rows: matchingRows(db, caller, q, batchSize),
  };
}
