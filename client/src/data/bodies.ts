import type { CallName } from '../../../contract/calls/index';
import { callRoutes } from './callRoutes';

type Json = Record<string, unknown>;

export const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/** Drops empty values (undefined, null, '', [] and objects left empty) at every depth. */
export function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact).filter((v) => !isEmpty(v));
  if (typeof value !== 'object' || value === null) return value;
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    const c = compact(v);
    if (!isEmpty(c)) out[key] = c;
  }
  return out;
}

/** The top-level field names a call's body schema accepts (bodies are strict objects on the platform). */
export function bodyFields(name: CallName): Set<string> {
  return new Set(callRoutes[name].bodyFields);
}

/** The query names a call accepts. */
export function queryNames(name: CallName): Set<string> {
  return new Set(callRoutes[name].queryNames);
}

export function pick(data: Json, fields: Set<string>): Json {
  return Object.fromEntries(Object.entries(data).filter(([key]) => fields.has(key)));
}

/** A create body: the accepted fields, compacted, with the caller's firmId when the call wants one. */
export function createBody(name: CallName, data: Json, firmId: string | undefined): Json {
  const fields = bodyFields(name);
  const body = compact(pick(data, fields)) as Json;
  if (fields.has('firmId') && firmId !== undefined) body.firmId = firmId;
  return body;
}

const same = (a: unknown, b: unknown) => JSON.stringify(compact(a)) === JSON.stringify(compact(b));

/**
 * A patch body: only the accepted fields that changed (a changed nested object is sent whole), plus the
 * `version` the record was read at so the platform can answer 412 to a stale edit. PATCH bodies cannot
 * clear a field, so a field emptied in the form is left out.
 */
export function patchBody(name: CallName, data: Json, previous: Json = {}): Json {
  const fields = bodyFields(name);
  const body: Json = {};
  for (const [key, value] of Object.entries(pick(data, fields))) {
    if (key === 'version' || same(value, previous[key])) continue;
    const c = compact(value);
    if (!isEmpty(c)) body[key] = c;
  }
  const version = (previous.auditDetails as { version?: unknown } | undefined)?.version;
  if (fields.has('version') && typeof version === 'number') body.version = version;
  return body;
}
