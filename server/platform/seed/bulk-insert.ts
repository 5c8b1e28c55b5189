import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/connection';

/* How the seeds write many rows quickly; apart from demo.ts so that every seed module can use it. */

/** Ids from keel_id(), taken up front so records can point at each other before they are inserted. */
export async function allocateIds(tx: Tx, n: number): Promise<string[]> {
  if (n === 0) return [];
  const result = await tx.execute(
    sql`SELECT keel_id() AS id FROM generate_series(1, ${n}::int) AS g ORDER BY g`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/**
 * Inserts many rows in one statement with one parameter: the rows as a JSON array, unpacked by
 * jsonb_to_recordset. Several times faster than multi-row VALUES on PGlite, and no parameter limit.
 */
export async function bulkInsert<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]);
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  );
  const types = sql.join(
    keys.map((k) => sql`${sql.identifier(columns[k].name)} ${sql.raw(columns[k].getSQLType())}`),
    sql`, `,
  );
  const json = JSON.stringify(
    rows.map((r) =>
      Object.fromEntries(keys.map((k) => [columns[k].name, (r as Record<string, unknown>)[k]])),
    ),
  );
  await tx.execute(
    sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset(${json}::jsonb) AS x(${types})`,
  );
}
