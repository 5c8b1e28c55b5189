import { z } from 'zod';
import {
  SIMPLE_REST_ORDERS,
  SIMPLE_REST_PREFIX,
  simpleRestPath,
  type TSimpleRestOrder,
} from './simpleRestPaths';

export { SIMPLE_REST_ORDERS, SIMPLE_REST_PREFIX, simpleRestPath, type TSimpleRestOrder };

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
