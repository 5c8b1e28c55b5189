import { z } from 'zod';
import { SIMPLE_REST_ORDERS } from './simpleRest';
import { ZId } from './validation';
import { SAVED_VIEW_RESOURCES } from './enums';

/**
 * Saved list views (issue 20 item 7, decision 1004): a list's filters, sort and columns saved under a name,
 * for oneself or shared with the firm. Served as simple REST on `/keel/{firmId}/savedViews` (decision 1003).
 */
export { SAVED_VIEW_RESOURCES, type TSavedViewResource } from './enums';

const ZFilters = z
  .record(z.string().max(64), z.unknown(), { error: 'Must be a JSON object of filters' })
  .refine((f) => JSON.stringify(f).length <= 4000, 'Too many filters to keep (at most 4,000 characters)');

export const ZSavedViewSort = z.strictObject({
  field: z.string().min(1).max(64),
  order: z.enum(SIMPLE_REST_ORDERS),
});

/** What a person saves: the list it is for, its name, and the list's state. */
export const ZSavedViewFields = z.object({
  resource: z.enum(SAVED_VIEW_RESOURCES),
  name: z.string().trim().min(1, 'Give the view a name').max(80),
  filters: ZFilters,
  /** The columns shown, in order; empty means the list's own choice. */
  columns: z.array(z.string().min(1).max(64)).max(50).default([]),
  sort: ZSavedViewSort.nullable().default(null),
  shared: z.boolean().default(false),
});

export const ZCreateSavedView = ZSavedViewFields.strict();
export type TCreateSavedView = z.output<typeof ZCreateSavedView>;

/**
 * PUT: react-admin sends the whole record back (id, owner, dates and all), so fields the view's owner
 * cannot set are dropped rather than refused; `version` is the one read, 412 when stale.
 */
export const ZUpdateSavedView = ZSavedViewFields.omit({ resource: true }).extend({
  version: z.number().int().min(1),
});
export type TUpdateSavedView = z.output<typeof ZUpdateSavedView>;

export const ZSavedView = z.object({
  id: z.string(),
  firmId: z.string(),
  resource: z.enum(SAVED_VIEW_RESOURCES),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  columns: z.array(z.string()),
  sort: ZSavedViewSort.nullable(),
  shared: z.boolean(),
  ownerId: z.string(),
  ownerName: z.string(),
  /** The caller may change or delete it: their own, or any shared one for a firm administrator. */
  editable: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type TSavedView = z.infer<typeof ZSavedView>;

/** The list's `filter`: one list's views, only shared or only one's own, by name, or by id (getMany). */
export const ZSavedViewFilter = z.strictObject({
  resource: z.enum(SAVED_VIEW_RESOURCES).optional(),
  shared: z.boolean().optional(),
  q: z.string().trim().max(80).optional(),
  id: z.array(ZId).max(500).optional(),
});
export const SAVED_VIEW_SORTS = ['name', 'updatedAt', 'resource'] as const;
