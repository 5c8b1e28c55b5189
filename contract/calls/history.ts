import { HISTORY_ENTITY_TYPES, ZRecordHistoryItem } from '../history';
import { ZSimpleRestListQuery } from '../simpleRest';
import { call } from './define';

/** Any record's change history (issue 20 item 5), simple REST (decision 1003). */
export const historyCalls = {
  listRecordHistory: call({
    method: 'get',
    path: '/keel/{firmId}/history',
    tag: 'History',
    summary:
      `Who changed which field of one record, from what to what, when and why: filter {"entityType","entityId"} ` +
      `(both required; entityType one of ${HISTORY_ENTITY_TYPES.join(', ')}), sort updateDate or id (newest ` +
      "first by default); a bare array, the total in Content-Range. The record is found in the caller's firm " +
      'and node subtree with the permission its own read needs (403 without it; 404 when it is not there)',
    query: ZSimpleRestListQuery,
    response: ZRecordHistoryItem,
    list: true,
    simpleRest: 'history',
  }),
} as const;
