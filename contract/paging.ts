import { z } from 'zod';

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pageSizes';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

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
