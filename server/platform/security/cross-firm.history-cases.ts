import type { CallName } from '../../../contract/calls';
import type { THistoryEntityType } from '../../../contract/history';
import { firm, type Case } from './cross-firm.probe';
import type { RecordKind } from './cross-firm.world';

/** Each kind of record whose history can be read (issue 20 item 5), and the world's record of that kind. */
const KINDS: [THistoryEntityType, RecordKind][] = [
  ['client', 'client'],
  ['account', 'account'],
  ['clientProduct', 'clientProduct'],
  ['portfolioTransaction', 'transaction'],
  ['portfolioGroup', 'group'],
  ['asset', 'asset'],
  ['user', 'user'],
  ['illustration', 'illustration'],
  ['model', 'model'],
];

/**
 * The cross-firm cases of record history (simple REST, decision 1003): the record is named inside the
 * `filter` JSON, so each kind's id goes under a key of its own; another reach's record is a 404.
 */
export const HISTORY_CASES: Partial<Record<CallName, Case[]>> = {
  listRecordHistory: KINDS.map(([entityType, kind]): Case => (id) => ({
    params: firm(id),
    query: { filter: JSON.stringify({ entityType, entityId: id('filter:entityId', kind) }) },
  })),
};
