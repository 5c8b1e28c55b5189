import { ZMessageQuery, type TMessageQuery } from '../../../../contract/messageBox';
import { MAX_PAGE_SIZE } from '../../../../contract/paging';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/connection';
import type { CsvCell } from '../../http/csv';
import { londonToday } from '../../ledger/clock';
import { listMessages } from '../../messages/service';
import { asFilters, parseFilters, typedColumns, type ExportSource } from './source';

const COLUMNS = [
  'Message ID',
  'Created',
  'Client ID',
  'Client',
  'Account ID',
  'Account',
  'Type',
  'Status',
  'Subject',
  'Document',
  'File name',
  'Status changed',
];

type Filters = Omit<TMessageQuery, 'page' | 'pageSize' | 'sort'>;
const ZMessageExportFilters = ZMessageQuery.omit({ page: true, pageSize: true, sort: true });

/**
 * Every matching message, newest first, read page by page through the list itself (its filters and reach
 * are the list's own; it has no keyset yet). A message that arrives meanwhile pushes the rest down a
 * place: the id check keeps the one that moves onto the next page from being written twice.
 */
async function* matchingRows(db: Database, caller: Caller, q: Filters): AsyncGenerator<CsvCell[]> {
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    const { items } = await listMessages(db, caller, { ...q, page, pageSize: MAX_PAGE_SIZE });
    for (const m of items) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      yield [
        m.id,
        m.createdAt,
        m.clientId,
        m.clientName,
        m.accountId,
        m.accountName,
        m.messageType,
        m.status,
        m.subject,
        m.documentStatus,
        m.fileName,
        m.statusChangedAt,
      ];
    }
    if (items.length < MAX_PAGE_SIZE) return;
  }
}

/** The message list (GET /message/{firmId}); its first call checks the filters and counts the matches. */
export async function messagesSource(
  db: Database,
  caller: Caller,
  raw: Record<string, string | number | boolean>,
): Promise<ExportSource> {
  const q = parseFilters(ZMessageExportFilters, raw);
  // The list answers 404 for a client or account out of reach, and 400 for dates the wrong way round.
  const first = await asFilters(() => listMessages(db, caller, { ...q, page: 1, pageSize: 1 }));
  return {
    fileStem: `messages-${caller.firmId}-${londonToday()}`,
    columns: typedColumns(COLUMNS, { Created: 'dateTime', 'Status changed': 'dateTime' }),
    count: async () => first.count,
    rows: matchingRows(db, caller, q),
    clientId: q.clientId ?? null,
    accountId: q.accountId ?? null,
    filters: q,
  };
}
