import { z } from 'zod';
import { ZUpdateHistoryItem } from './clients';
import { ZId } from './validation';

/**
 * Any record's change history (issue 20 item 5): who changed which field, from what to what, when and why,
 * from the audit rows written with each change. Served as simple REST on `/keel/{firmId}/history`
 * (decision 1003), read by the console's history card on each details page.
 *
 * The kinds of record whose history can be read, by the name their audit rows carry. Each is found in the
 * caller's firm and node subtree with the permission its own read needs.
 */
export const HISTORY_ENTITY_TYPES = [
  'client',
  'account',
  'clientProduct',
  'portfolioTransaction',
  'portfolioGroup',
  'asset',
  'user',
  'illustration',
  'model',
] as const;
export type THistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];

/** The list's `filter`: the one record whose history is asked for (both required). */
export const ZRecordHistoryFilter = z.strictObject({
  entityType: z.enum(HISTORY_ENTITY_TYPES, {
    error: (issue) =>
      `"${String(issue.input)}" is not a kind of record with a history; use one of: ${HISTORY_ENTITY_TYPES.join(', ')}`,
  }),
  entityId: ZId,
});
export type TRecordHistoryFilter = z.output<typeof ZRecordHistoryFilter>;

/** Newest first unless asked: `updateDate` is when the change was made (`id` orders the same way). */
export const RECORD_HISTORY_SORTS = ['updateDate', 'id'] as const;

/** One change to a record: the client overview's `updateHistory` item, with react-admin's `id`. */
export const ZRecordHistoryItem = ZUpdateHistoryItem.extend({
  /** The audit row's id (the same as `updateId`). */
  id: z.number().int(),
  entityType: z.enum(HISTORY_ENTITY_TYPES),
  entityId: z.string(),
});
export type TRecordHistoryItem = z.infer<typeof ZRecordHistoryItem>;
