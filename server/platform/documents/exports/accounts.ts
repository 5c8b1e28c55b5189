import { and, asc, eq, sql } from 'drizzle-orm';
import { ZAccountListQuery, type TAccountListQuery } from '../../../../contract/accounts';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/connection';
import { accounts, clients, nodes } from '../../db/schema';
import type { CsvCell } from '../../http/csv';
import { londonToday } from '../../ledger/clock';
import { filters, listAccounts } from '../../accounts/list';
import { presentAccount } from '../../accounts/presenter';
import { idsInReach, parseFilters, typedColumns, type ExportSource } from './source';

const BATCH = 1000;
const COLUMNS = [
  'Account ID',
  'Name',
  'Client ID',
  'Client',
  'Wrapper',
  'Account type',
  'Status',
  'Currency',
  'Node',
  'Created',
];

type Filters = Omit<TAccountListQuery, 'page' | 'pageSize' | 'sort'>;
const ZAccountExportFilters = ZAccountListQuery.omit({ page: true, pageSize: true, sort: true });

/** Every matching account in the list's default order (name, id), read in batches by keyset. */
async function* matchingRows(db: Database, caller: Caller, q: Filters): AsyncGenerator<CsvCell[]> {
  const query = { ...q, page: 1, pageSize: BATCH, sort: undefined };
  let after: { name: string; id: string } | undefined;
  for (;;) {
    const batch = await db
      .select({
        account: accounts,
        key: sql<string>`lower(${accounts.name})`,
        nodeName: nodes.name,
        clientName: clients.name,
      })
      .from(accounts)
      .innerJoin(clients, eq(clients.id, accounts.clientId))
      .leftJoin(nodes, and(eq(nodes.firmId, accounts.firmId), eq(nodes.id, accounts.nodeId)))
      .where(
        and(
          ...filters(caller, query),
          after ? sql`(lower(${accounts.name}), ${accounts.id}) > (${after.name}, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${accounts.name})`), asc(accounts.id))
      .limit(BATCH);
    for (const row of batch) {
      const a = presentAccount(row.account, row);
      yield [
        a.id,
        a.name,
        a.clientId,
        a.clientName,
        a.wrapperType,
        a.accountType,
        a.status,
        a.currency,
        a.nodeName || a.nodeId,
        a.createdDate,
      ];
    }
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1];
    after = { name: last.key, id: last.account.id };
  }
}

/**
 * The accounts list (GET /account/list/{firmId}). The list itself checks the id filters in the caller's
 * reach and counts every match exactly (it has no estimate), so one row of it does both.
 */
export async function accountsSource(
  db: Database,
  caller: Caller,
  raw: Record<string, string | number | boolean>,
): Promise<ExportSource> {
  const q = parseFilters(ZAccountExportFilters, raw);
  const first = await idsInReach(() => listAccounts(db, caller, { ...q, page: 1, pageSize: 1 }));
  return {
    fileStem: `accounts-${caller.firmId}-${londonToday()}`,
    columns: typedColumns(COLUMNS, { Created: 'dateTime' }),
    count: async () => first.count,
    rows: matchingRows(db, caller, q),
    clientId: q.clientId ?? null,
    accountId: q.id ?? null,
    filters: q,
  };
}
