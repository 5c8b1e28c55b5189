import { z } from 'zod';

/** List paging: page counts from 1; pageSize defaults to 50 (the upstream example) and is capped at 500. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

export const ZPaging = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** Sort field, '-field' for descending. Keel's extension: upstream lists have no documented sort. */
  sort: z.string().max(64).optional(),
});

export const ZListMeta = z.object({
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TListMeta = z.infer<typeof ZListMeta>;

export const ZCreated = z.object({ data: z.object({ id: z.string() }) });
