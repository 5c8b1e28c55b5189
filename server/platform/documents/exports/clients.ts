import { and } from 'drizzle-orm';
import { ZClientExportQuery } from '../../../../contract/clients';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/connection';
import { clients } from '../../db/schema';
import { exportClients } from '../../clients/export';
import { filters } from '../../clients/list';
import { countUpToCap, idsInReach, parseFilters, typedColumns, type ExportSource } from './source';

/** The clients list (GET /client/{firmId}): the CSV export's rows and columns, in name order. */
export async function clientsSource(
  db: Database,
  caller: Caller,
  raw: Record<string, string | number | boolean>,
): Promise<ExportSource> {
  const q = parseFilters(ZClientExportQuery, raw);
  // exportClients checks the id filters in the caller's reach before it hands back its (lazy) rows.
  const csv = await idsInReach(() => exportClients(db, caller, q));
  const where = and(...filters(caller, q));
  return {
    fileStem: csv.filename.replace(/\.csv$/, ''),
    columns: typedColumns(csv.columns, { 'Date of birth': 'date', Created: 'dateTime' }),
    count: () =>
      countUpToCap(db, 'clients', () => db.select({ id: clients.id }).from(clients).where(where).$dynamic()),
    rows: csv.rows,
    clientId: q.id ?? null,
    accountId: null,
    filters: q,
  };
}
