import type { Query } from './apiClient';

/**
 * The cursors a list hands out (`meta.nextCursor`, decision 0411), kept so that paging forward reads the
 * next page by keyset (`after`) instead of by offset: page 40,000 of two million transactions costs what
 * page 2 does. A cursor belongs to one resource, filter, sort and page size, and to the page after the one
 * that gave it; any change of those finds none and pages by offset, as every list did before.
 */
const MAX_REMEMBERED = 1_000;

export function createListCursors() {
  const cursors = new Map<string, string>();
  const keyOf = (resource: string, query: Query, page: number) => {
    const rest = Object.fromEntries(
      Object.entries(query)
        .filter(([name]) => name !== 'page' && name !== 'after')
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    return JSON.stringify([resource, rest, page]);
  };
  const pageOf = (query: Query) => Number(query.page ?? 1);
  return {
    /** The `after` for this query's page, when the page before it (same view) gave one. */
    afterFor(resource: string, query: Query): string | undefined {
      return pageOf(query) > 1 ? cursors.get(keyOf(resource, query, pageOf(query))) : undefined;
    },
    /** Keeps the cursor a page answered with, for the page after it. */
    remember(resource: string, query: Query, meta: object | undefined) {
      const next = (meta as { nextCursor?: unknown } | undefined)?.nextCursor;
      if (typeof next !== 'string') return;
      // Oldest first out: a long session paging many views keeps a bounded map.
      if (cursors.size >= MAX_REMEMBERED) cursors.delete(cursors.keys().next().value as string);
      cursors.set(keyOf(resource, query, pageOf(query) + 1), next);
    },
  };
}
