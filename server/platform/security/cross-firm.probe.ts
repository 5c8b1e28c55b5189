import type { RecordKind } from './cross-firm.world';

/**
 * One request per call (or several, where one body cannot carry every id field at once), written in terms
 * of `id(field, kind)`: the caller's own record of that kind, except for the one field under test, which
 * gets the other reach's record. Field keys are those of id-fields.ts (`path:…`, `query:…`, `body:…`).
 */
export type Id = (field: string, kind: RecordKind) => string;
export interface Probe {
  params: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}
export type Case = (id: Id) => Probe;

export const firm = (id: Id) => ({ firmId: id('path:firmId', 'firm') });
export const bodyFirm = (id: Id) => id('body:firmId', 'firm');

export const clientPath = (id: Id, kind: RecordKind = 'client', inPath = true) => ({
  ...(inPath ? firm(id) : {}),
  clientId: id('path:clientId', kind),
});
export const nodePath = (id: Id) => ({ params: { ...firm(id), nodeId: id('path:nodeId', 'node') } });
export const nodeBody = (id: Id) => ({ params: firm(id), body: { nodeId: id('body:nodeId', 'node') } });
export const accountPath = (id: Id) => ({ ...firm(id), accountId: id('path:accountId', 'account') });
export const userPath = (id: Id) => ({ params: { ...firm(id), userId: id('path:userId', 'user') } });

/** A list call whose query names one record of each kind given. */
export const list = (id: Id, query: Record<string, RecordKind>): Probe => ({
  params: firm(id),
  query: Object.fromEntries(Object.entries(query).map(([f, kind]) => [f, id(`query:${f}`, kind)])),
});
