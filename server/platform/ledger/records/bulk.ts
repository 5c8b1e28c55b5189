import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/connection';

/**
 * Set-based writes for the dealing run (docs/decisions/0410): many rows in one statement whose rows travel
 * as one JSON parameter, unpacked by `jsonb_to_recordset`. One bind parameter instead of one per value
 * keeps the statement small to build, send and plan (a 500-row VALUES list of bound values cost about five
 * times as much), and PGlite and PostgreSQL accept it alike. Column names and types come from the drizzle
 * table, never from input.
 */

type Row = Record<string, unknown>;

/** The drizzle columns named by the keys of `row`, as `name type` pairs for a record definition. */
function columnsOf(table: Table, row: Row) {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  return Object.keys(row).map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { key, name: column.name, type: column.getSQLType() };
  });
}

/** The rows as a JSON array keyed by column name (the record's field names). */
const payload = (rows: Row[], columns: { key: string; name: string }[]) =>
  JSON.stringify(rows.map((r) => Object.fromEntries(columns.map((c) => [c.name, r[c.key] ?? null]))));

const recordDefinition = (columns: { name: string; type: string }[]) =>
  sql.raw(columns.map((c) => `"${c.name}" ${c.type}`).join(', '));

/** INSERT INTO table (…) SELECT … FROM jsonb_to_recordset(rows): every row in one statement, in order. */
export async function insertRows(tx: Tx, table: Table, rows: Row[]) {
  if (!rows.length) return;
  const columns = columnsOf(table, rows[0]);
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  await tx.execute(sql`
    INSERT INTO ${table} (${names})
    SELECT ${names} FROM jsonb_to_recordset(${payload(rows, columns)}::jsonb) AS r(${recordDefinition(columns)})`);
}

/**
 * UPDATE table SET … FROM jsonb_to_recordset(rows) WHERE id and firm match: each row's `set` columns
 * (`id` and `firmId` identify it), plus `extra` assignments such as updated_at = now().
 */
export async function updateRows(tx: Tx, table: Table, rows: Row[], extra = sql``) {
  if (!rows.length) return;
  const columns = columnsOf(table, rows[0]);
  const assignments = sql.raw(
    columns
      .filter((c) => c.key !== 'id' && c.key !== 'firmId')
      .map((c) => `"${c.name}" = v."${c.name}"`)
      .join(', '),
  );
  await tx.execute(sql`
    UPDATE ${table} AS t SET ${assignments} ${extra}
    FROM jsonb_to_recordset(${payload(rows, columns)}::jsonb) AS v(${recordDefinition(columns)})
    WHERE t.id = v.id AND t.firm_id = v.firm_id`);
}
