import {
  RECORD_HISTORY_SORTS,
  ZRecordHistoryFilter,
  type TRecordHistoryItem,
} from '../../../contract/history';
import type { TSimpleRestListQuery } from '../../../contract/simpleRest';
import { historyCount, historyPage } from '../audit/history';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { parseSimpleRestList, type SimpleRestPage } from '../http/simple-rest';
import { HISTORY_READS } from './reach';

/**
 * GET /keel/{firmId}/history?filter={"entityType":"account","entityId":"…"} (issue 20 item 5, decision
 * 1003): one record's changes from its audit rows, newest first unless sorted. The record is found first,
 * in the caller's firm and subtree with the permission its read needs (history/reach.ts), so the history
 * of a record out of reach answers as that record would: 404, never its changes.
 */
export async function listRecordHistory(
  db: Database,
  caller: Caller,
  query: TSimpleRestListQuery,
): Promise<SimpleRestPage<TRecordHistoryItem>> {
  const { sort, offset, limit, filter } = parseSimpleRestList(query, {
    sortable: RECORD_HISTORY_SORTS,
    defaultSort: ['updateDate', 'DESC'],
    filter: ZRecordHistoryFilter,
  });
  const { entityType, entityId } = filter;
  await HISTORY_READS[entityType](db, caller, entityId);
  const record = { firmId: caller.firmId, entityType, entityId };
  const order = { field: sort.field as (typeof RECORD_HISTORY_SORTS)[number], direction: sort.order };
  const [items, total] = await Promise.all([
    historyPage(db, record, { order, offset, limit }),
    historyCount(db, record),
  ]);
  return {
    rows: items.map((item) => ({ ...item, id: item.updateId, entityType, entityId })),
    total,
    offset,
  };
}
