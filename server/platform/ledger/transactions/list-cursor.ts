import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ZDate, ZId } from '../../../../contract/validation';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/connection';
import { portfolioTransactions as t } from '../../db/schema';
import { badRequest } from '../../errors';
import { unreachableFields } from '../../security/reach';

/**
 * Keyset pages of the transactions list (decision 0411): `after` is an opaque cursor naming the last row of
 * the page before, so a deep page reads from an index position instead of skipping `(page - 1) × pageSize`
 * rows. Only the orders whose key columns are never null and rarely change page by cursor: the default
 * (created, newest first) and the transaction date, either way. The cursor carries the sort it was made for,
 * the last row's keys (its creation time as PostgreSQL prints it, to the microsecond, so no row is skipped
 * or repeated) and its id, which must be a transaction in the caller's reach.
 */
export const CURSOR_SORTS = ['', 'createdAt', '-createdAt', 'transactionDate', '-transactionDate'] as const;

const MESSAGES = {
  malformed: 'Must be a nextCursor this list returned',
  otherSort: 'Belongs to another sort order; start again from the first page',
  sortWithoutCursor: 'Pages by cursor only when sorted by createdAt or transactionDate; use page instead',
  notFound: 'Transaction not found',
} as const;

/**
 * Only values PostgreSQL reads back as they were printed: a forged cursor must be a 400, never a cast error.
 * A real calendar day (year 0000 is not one to PostgreSQL), a time of day, and an offset up to ±15:59.
 */
const ZDay = ZDate.refine((day) => !day.startsWith('0000'));
const TIME_AND_OFFSET = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-](0\d|1[0-5])(:[0-5]\d)?)$/;
const ZCreatedKey = z
  .string()
  .max(40)
  .refine((text) => ZDay.safeParse(text.slice(0, 10)).success && /[ T]/.test(text[10] ?? ''))
  .refine((text) => TIME_AND_OFFSET.test(text.slice(11)));

const ZCursor = z.strictObject({
  /** The sort it was made for ('' for the default). */
  s: z.enum(CURSOR_SORTS),
  /** The last row's transaction date (date sorts only). */
  d: ZDay.optional(),
  /** The last row's created_at as PostgreSQL prints it. */
  c: ZCreatedKey,
  i: ZId,
});
type Cursor = z.infer<typeof ZCursor>;

export interface CursorKeys {
  transactionDate: string;
  createdKey: string;
  id: string;
}

const sortKey = (sort: string | undefined) => sort ?? '';
const byDate = (sort: string) => sort.endsWith('transactionDate');

/** Whether this sort pages by cursor (others page by offset alone). */
export const cursorSort = (sort: string | undefined): boolean =>
  (CURSOR_SORTS as readonly string[]).includes(sortKey(sort));

/** The opaque cursor that starts the page after the row with these keys. */
export function encodeCursor(sort: string | undefined, last: CursorKeys): string {
  const s = sortKey(sort) as Cursor['s'];
  const cursor: Cursor = {
    s,
    ...(byDate(s) ? { d: last.transactionDate } : {}),
    c: last.createdKey,
    i: last.id,
  };
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const refuse = (errorMessage: string) => badRequest([{ fieldName: 'after', errorMessage }], errorMessage);

function decode(text: string): Cursor {
  try {
    const parsed = ZCursor.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (parsed.success && (!byDate(parsed.data.s) || parsed.data.d)) return parsed.data;
  } catch {
    // Not base64url JSON: the same answer as any other cursor this list never made.
  }
  throw refuse(MESSAGES.malformed);
}

/**
 * The condition "after the cursor's row" in the list's order, or a 400 on `after` when the cursor is not
 * one this list made for this sort, or names a transaction outside the caller's reach (as one that does
 * not exist: a cursor from another firm tells nothing about it).
 */
export async function afterCursor(
  db: Database,
  caller: Caller,
  sort: string | undefined,
  after: string,
): Promise<SQL> {
  if (!cursorSort(sort)) throw refuse(MESSAGES.sortWithoutCursor);
  const cursor = decode(after);
  if (cursor.s !== sortKey(sort)) throw refuse(MESSAGES.otherSort);
  const unreachable = await unreachableFields(db, caller, [
    { field: 'after', kind: 'transaction', value: cursor.i },
  ]);
  if (unreachable.length) throw refuse(MESSAGES.notFound);
  const beyond = cursor.s.startsWith('-') || cursor.s === '' ? sql.raw('<') : sql.raw('>');
  const created = sql`${cursor.c}::timestamptz`;
  return byDate(cursor.s)
    ? sql`(${t.transactionDate}, ${t.createdAt}, ${t.id}) ${beyond} (${cursor.d}::date, ${created}, ${cursor.i})`
    : sql`(${t.createdAt}, ${t.id}) ${beyond} (${created}, ${cursor.i})`;
}
