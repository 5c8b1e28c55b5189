import type { z } from 'zod';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { EXPORT_LISTS } from '../../../../contract/documents';
import type { Database } from '../../db/connection';
import { countMatches } from '../../db/count-matches';
import { AppError, badRequest, zodFieldErrors } from '../../errors';
import type { CsvCell } from '../../http/csv';

export type ExportListName = (typeof EXPORT_LISTS)[number];

/** The most rows one export holds; past it the caller narrows the filters. */
export const MAX_EXPORT_ROWS = 100_000;
export const TOO_MANY_ROWS = 'Narrow the filters: this export would have more than 100,000 rows';
export const tooManyRows = () =>
  badRequest([{ fieldName: 'filters', errorMessage: TOO_MANY_ROWS }], TOO_MANY_ROWS);

/** What a column holds, so a spreadsheet gets real numbers and dates (a CSV writes every kind alike). */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'dateTime';
export interface ExportColumn {
  name: string;
  kind: ColumnKind;
}

/** One list's rows for an export: its columns, a cheap count, and every matching row in the list's order. */
export interface ExportSource {
  /** The file name without its extension: `clients-<firmId>-<yyyy-mm-dd>`. */
  fileStem: string;
  columns: ExportColumn[];
  /** The matches, exact up to MAX_EXPORT_ROWS; anything past it only says "more". */
  count: () => Promise<number>;
  rows: AsyncIterable<CsvCell[]>;
  /** The one client (or account) the filters name, if they name one. */
  clientId: string | null;
  accountId: string | null;
  /** The filters as parsed, kept with the file as what it was made from. */
  filters: Record<string, unknown>;
}

/** Columns by name, each a text column unless `kinds` says otherwise. */
export const typedColumns = (names: readonly string[], kinds: Record<string, ColumnKind>): ExportColumn[] =>
  names.map((name) => ({ name, kind: kinds[name] ?? 'text' }));

/** Paging, sort and count flags of the list's query: an export reads every row in the list's order. */
const IGNORED = new Set(['page', 'pageSize', 'sort', 'exactCount', 'after']);

/**
 * The list's filters, parsed by the list's own query schema as if they came in its query string (so a flag
 * is `true`/`false` and a number its digits). Unknown names and bad values are 400s on `filters.<name>`.
 */
export function parseFilters<S extends z.ZodObject>(
  schema: S,
  filters: Record<string, string | number | boolean>,
): z.output<S> {
  const query = Object.fromEntries(
    Object.entries(filters)
      .filter(([name]) => !IGNORED.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
  const parsed = schema.strict().safeParse(query);
  if (!parsed.success) throw badRequest(zodFieldErrors(parsed.error.issues, 'filters'));
  return parsed.data as z.output<S>;
}

const inFilters = (e: AppError) => e.fieldErrors.map((f) => ({ ...f, fieldName: `filters.${f.fieldName}` }));

/** Runs a list's own checks, naming the fields they fault as `filters.<name>`. */
export async function asFilters<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (e) {
    if (e instanceof AppError) throw new AppError(e.statusCode, e.message, inFilters(e));
    throw e;
  }
}

/**
 * Runs a list's reach check on its id filters (a 400 naming each id out of the caller's reach) and answers
 * 404 instead: an id of another firm or branch is a record that does not exist, and an export is a
 * request for that record's data.
 */
export async function idsInReach<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (e) {
    if (!(e instanceof AppError) || e.statusCode !== 400) throw e;
    const errors = inFilters(e);
    const message = errors.length === 1 ? errors[0].errorMessage : 'Records the filters name were not found';
    throw new AppError(404, message, errors);
  }
}

/** The matches of a list's query, exact up to one past the cap (so never the whole of a large firm). */
export async function countUpToCap(db: Database, table: string, matches: () => PgSelect) {
  return (await countMatches(db, table, matches, { limit: MAX_EXPORT_ROWS })).count;
}
