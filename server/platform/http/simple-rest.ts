import type { Response } from 'express';
import type { z } from 'zod';
import { MAX_PAGE_SIZE, SIMPLE_REST_ORDERS, type TSimpleRestOrder } from '../../../contract';
import type { TFieldError } from '../../../contract/errors';
import { badRequest, zodFieldErrors } from '../errors';

/**
 * react-admin's simple REST dialect for Keel's own endpoints (decision 1003): a list takes `sort`, `range`
 * and `filter` as JSON strings and answers a bare array with its total in Content-Range.
 */
export interface SimpleRestListOptions<F extends z.ZodObject> {
  sortable: readonly string[];
  defaultSort: [string, TSimpleRestOrder];
  filter: F;
}

export interface SimpleRestList<F = Record<string, unknown>> {
  sort: { field: string; order: TSimpleRestOrder };
  offset: number;
  limit: number;
  filter: F;
}

/** What a simple REST list handler returns; route() sends it with sendSimpleRestList. */
export interface SimpleRestPage<T = unknown> {
  rows: T[];
  total: number;
  offset: number;
}

type RawQuery = { sort?: unknown; range?: unknown; filter?: unknown } | undefined;

function json(text: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof text !== 'string') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function parseSort(text: unknown, sortable: readonly string[], errors: TFieldError[]) {
  const parsed = json(text);
  const value = parsed.ok ? parsed.value : undefined;
  const [field, order] = Array.isArray(value) ? value : [];
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    sortable.includes(field) &&
    SIMPLE_REST_ORDERS.includes(order)
  )
    return { field: field as string, order: order as TSimpleRestOrder };
  errors.push({
    fieldName: 'sort',
    errorMessage: `Must be ["field","ASC"|"DESC"] with field one of: ${sortable.join(', ')}`,
  });
  return undefined;
}

function parseRange(text: unknown, errors: TFieldError[]) {
  const parsed = json(text);
  const value = parsed.ok ? parsed.value : undefined;
  const [first, last] = Array.isArray(value) ? value : [];
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    Number.isInteger(first) &&
    Number.isInteger(last) &&
    first >= 0 &&
    last >= first &&
    last - first < MAX_PAGE_SIZE
  )
    return { offset: first as number, limit: (last as number) - (first as number) + 1 };
  errors.push({
    fieldName: 'range',
    errorMessage: `Must be [first, last]: whole numbers from 0, at most ${MAX_PAGE_SIZE} records`,
  });
  return undefined;
}

function parseFilter<F extends z.ZodObject>(text: unknown, schema: F, errors: TFieldError[]) {
  const parsed = json(text);
  const value = parsed.ok ? parsed.value : undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    errors.push({ fieldName: 'filter', errorMessage: 'Must be a JSON object' });
    return undefined;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data as z.output<F>;
  errors.push(...zodFieldErrors(result.error.issues, 'filter'));
  return undefined;
}

/**
 * The list query of a simple REST call: `sort=["field","ASC"]`, `range=[0,24]`, `filter={"q":"…"}`. Each may
 * be left out (react-admin's getMany sends only a filter): the default sort, the first MAX_PAGE_SIZE
 * records, no filter. Every problem is a 400 whose fieldErrors name `sort`, `range` or `filter.<name>`.
 */
export function parseSimpleRestList<F extends z.ZodObject>(
  query: RawQuery,
  options: SimpleRestListOptions<F>,
): SimpleRestList<z.output<F>> {
  const errors: TFieldError[] = [];
  const [defaultField, defaultOrder] = options.defaultSort;
  const sort =
    query?.sort === undefined
      ? { field: defaultField, order: defaultOrder }
      : parseSort(query.sort, options.sortable, errors);
  const range =
    query?.range === undefined ? { offset: 0, limit: MAX_PAGE_SIZE } : parseRange(query.range, errors);
  const filter = parseFilter(query?.filter ?? '{}', options.filter, errors);
  if (errors.length || !sort || !range || !filter)
    throw badRequest(errors, 'The query has errors; see fieldErrors');
  return { sort, offset: range.offset, limit: range.limit, filter };
}

/** The Content-Range of a page: `jobs 0-24/319`; a page with no rows says only the total, `jobs *\/0`. */
export function contentRange(resource: string, count: number, total: number, offset: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + count - 1}/${total}`;
}

/**
 * Answers a simple REST list: the rows as a bare JSON array, the total in Content-Range (exposed, so a
 * browser on another origin may read it; ra-data-simple-rest fails without it).
 */
export function sendSimpleRestList(
  res: Response,
  resource: string,
  rows: readonly unknown[],
  total: number,
  offset: number,
): void {
  res.set('Content-Range', contentRange(resource, rows.length, total, offset));
  res.set('Access-Control-Expose-Headers', 'Content-Range');
  res.json(rows);
}
