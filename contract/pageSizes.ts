/**
 * List paging: page counts from 1; pageSize defaults to 50 (the upstream example) and is capped at 500.
 * Plain numbers, apart from the paging schema (paging.ts), so the console's first load needs no zod.
 */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
