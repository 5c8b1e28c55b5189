import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { fieldError } from '../errors';

type SortColumns = Record<string, AnyColumn | SQLWrapper>;

/**
 * The order a list's `sort` asks for: `field`, or `-field` for descending, among the keys of `columns`
 * (undefined when none is asked for). An unknown field is a 400 on `sort` naming the allowed ones.
 */
export function requestedSort<C extends Record<string, unknown>>(
  sort: string | undefined,
  columns: C,
): { field: keyof C & string; direction: typeof asc } | undefined {
  if (!sort) return undefined;
  const field = sort.replace(/^-/, '');
  if (!Object.hasOwn(columns, field))
    throw fieldError('sort', `Must be one of: ${Object.keys(columns).join(', ')}`);
  return { field, direction: sort.startsWith('-') ? desc : asc };
}

/** The requested order (else `fallback` ascending), then `id` the same way so that equal keys page stably. */
export function sortedBy<C extends SortColumns>(
  sort: string | undefined,
  columns: C,
  fallback: keyof C & string,
  id: AnyColumn,
): SQL[] {
  const { field, direction } = requestedSort(sort, columns) ?? { field: fallback, direction: asc };
  return [direction(columns[field]), direction(id)];
}
