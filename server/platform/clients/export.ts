import { and, asc, eq, sql } from 'drizzle-orm';
import type { TClientExportQuery } from '../../../contract/clients';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { clients, nodes } from '../db/schema';
import type { CsvCell, CsvExport } from '../http/csv';
import { checkFilterIds, filters } from './list';

const BATCH = 1000;
const COLUMNS = [
  'Client ID',
  'Name',
  'Type',
  'Status',
  'Node',
  'Date of birth',
  'Email',
  'Postcode',
  'Created',
];

/**
 * Every client matching the list's filters, in name order, read in batches by keyset (name, id) so the
 * export neither holds the whole firm in memory nor slows down page by page as OFFSET would.
 */
async function* matchingRows(db: Database, caller: Caller, q: TClientExportQuery): AsyncGenerator<CsvCell[]> {
  let after: { name: string; id: string } | undefined;
  for (;;) {
    const where = and(
      ...filters(caller, q),
      after ? sql`(lower(${clients.name}), ${clients.id}) > (${after.name}, ${after.id})` : undefined,
    );
    const batch = await db
      .select({ client: clients, key: sql<string>`lower(${clients.name})`, nodeName: nodes.name })
      .from(clients)
      .leftJoin(nodes, and(eq(nodes.firmId, clients.firmId), eq(nodes.id, clients.nodeId)))
      .where(where)
      .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id))
      .limit(BATCH);
    for (const { client: c, nodeName } of batch) {
      const address = c.profile.addressDetail as { postCode?: string } | undefined;
      yield [
        c.id,
        c.name,
        c.clientType,
        c.status,
        nodeName ?? c.nodeId,
        c.dateOfBirth,
        c.email,
        address?.postCode,
        c.createdAt.toISOString(),
      ];
    }
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1];
    after = { name: last.key, id: last.client.id };
  }
}

export async function exportClients(db: Database, caller: Caller, q: TClientExportQuery): Promise<CsvExport> {
  await checkFilterIds(db, caller, q);
  const today = new Date().toISOString().slice(0, 10);
  return {
    filename: `clients-${caller.firmId}-${today}.csv`,
    columns: COLUMNS,
    rows: matchingRows(db, caller, q),
  };
}
