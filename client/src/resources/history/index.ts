import type { ConsoleResource } from '../../shell/consoleArea';

/**
 * Any record's change history (issue 20 item 5): no pages of its own; the history card on each details
 * page (shared/RecordHistory.tsx) reads GET /keel/{firmId}/history through ra-data-simple-rest (decision
 * 1003). The server checks the permission each kind of record needs; its words are the console's own
 * (`keel.history` in data/messages.en-GB.ts).
 */
export const history: ConsoleResource = {
  name: 'history',
  data: { history: { list: 'listRecordHistory', simpleRest: true } },
};
