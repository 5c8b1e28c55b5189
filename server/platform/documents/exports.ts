import type { TGeneratedFile, TGenerateFile } from '../../../contract/documents';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { accountsSource } from './exports/accounts';
import { clientsSource } from './exports/clients';
import { csvBytes } from './exports/csv';
import { messagesSource } from './exports/messages';
import { MAX_EXPORT_ROWS, tooManyRows, type ExportListName, type ExportSource } from './exports/source';
import { transactionsSource } from './exports/transactions';
import { XLSX_TYPE, xlsxBytes } from './exports/xlsx';
import { newFileId, presentFile, storeFile } from './store';

type Source = (
  db: Database,
  caller: Caller,
  filters: Record<string, string | number | boolean>,
) => Promise<ExportSource>;

/** Each list's rows, read with its own filters, reach checks and order. */
const SOURCES: Record<ExportListName, Source> = {
  clients: clientsSource,
  accounts: accountsSource,
  transactions: transactionsSource,
  messages: messagesSource,
};

const SHEET_NAMES: Record<ExportListName, string> = {
  clients: 'Clients',
  accounts: 'Accounts',
  transactions: 'Transactions',
  messages: 'Messages',
};

/**
 * POST /files/generate: every row of a list the console shows, with its filters, as a CSV (the same as the
 * list's CSV export) or an XLSX, stored like any document at the caller's node and answered as one; the
 * console downloads it through GET /files/{firmId}/{fileId}. At most MAX_EXPORT_ROWS rows, counted first.
 */
export async function exportList(db: Database, caller: Caller, body: TGenerateFile): Promise<TGeneratedFile> {
  const source = await SOURCES[body.list](db, caller, body.filters);
  if ((await source.count()) > MAX_EXPORT_ROWS) throw tooManyRows();
  const sheetName = SHEET_NAMES[body.list];
  const bytes =
    body.format === 'xlsx'
      ? await xlsxBytes(sheetName, source.columns, source.rows)
      : await csvBytes(source.columns, source.rows);
  const id = await newFileId(db);
  const file = await storeFile(db, {
    id,
    firmId: caller.firmId,
    nodeId: caller.nodeId,
    clientId: source.clientId,
    accountId: source.accountId,
    fileType: `export-${body.list}`,
    title: `${sheetName} export`,
    reference: `EX-${id}`,
    fileName: `${source.fileStem}.${body.format}`,
    contentType: body.format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8',
    bytes,
    input: { list: body.list, format: body.format, filters: source.filters },
    createdBy: caller.userId,
  });
  return presentFile(file);
}
