import { z } from 'zod';

/**
 * Keel's own endpoints that have no upstream counterpart (jobs, webhook deliveries, inbox views, saved
 * views) speak react-admin's simple REST dialect (issue 20 item 7, decision 1003), so the console reads them
 * through ra-data-simple-rest. They all live under this prefix: `/keel/{firmId}/<resource>`.
 */
export const SIMPLE_REST_PREFIX = '/keel/{firmId}';

/** The path of a simple REST resource, `/keel/{firmId}/<resource>`, as the call table spells it. */
export const simpleRestPath = (resource: string) => `${SIMPLE_REST_PREFIX}/${resource}`;

/**
 * A simple REST list's query: three JSON strings, as ra-data-simple-rest sends them. Each resource parses
 * them with its own sortable fields and filter schema (server/platform/http/simple-rest.ts).
 */
export const ZSimpleRestListQuery = z.object({
  sort: z.string().max(200).optional().describe('JSON ["field","ASC"|"DESC"]'),
  range: z.string().max(100).optional().describe('JSON [first, last]: zero-based, inclusive'),
  filter: z.string().max(4000).optional().describe('JSON object of the resource\'s filters, e.g. {"q":"…"}'),
});
export type TSimpleRestListQuery = z.output<typeof ZSimpleRestListQuery>;

export const SIMPLE_REST_ORDERS = ['ASC', 'DESC'] as const;
export type TSimpleRestOrder = (typeof SIMPLE_REST_ORDERS)[number];
