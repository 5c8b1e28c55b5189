import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The one way Keel builds LIKE patterns from text it did not write (issue 11). A user's `%`, `_` and `\`
 * are matched literally: unescaped, `?nodeId=%25` matched every node and a trailing `\` made PostgreSQL
 * refuse the pattern. Backslash is PostgreSQL's default LIKE escape character; the patterns below rely on
 * it rather than spell `ESCAPE '\'`, so the trigram and path indexes plan exactly as before.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Pattern: the text anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** Pattern: the text at the start. */
export const startingWith = (text: string) => `${escapeLike(text)}%`;

/** Case-insensitive "contains", as the lists' name searches match (`lower(column)`, trigram-indexed). */
export const lowerContains = (column: SQLWrapper, text: string): SQL =>
  sql`lower(${column}) LIKE ${containing(text.toLowerCase())}`;

/**
 * A node path column at `path` or below it (paths are node ids from the root, '/'-joined). `path` may be
 * text or an SQL expression (a subquery resolving a node the caller named); either way it is escaped.
 */
export function atOrUnderPath(column: SQLWrapper, path: string | SQL): SQL {
  if (typeof path === 'string')
    return sql`(${column} = ${path} OR ${column} LIKE ${startingWith(`${path}/`)})`;
  const escaped = sql`replace(replace(replace(${path}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  return sql`(${column} = ${path} OR ${column} LIKE ${escaped} || '/%')`;
}
