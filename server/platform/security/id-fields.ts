import type { z } from 'zod';
import { pathParams, type CallDef } from '../../../contract/calls';

/**
 * The id-bearing fields of a call, read from the contract itself: every path parameter, and every query or
 * body field whose name says it carries an id (`id`, `…Id`, `…Ids`, `intentDetails[clientProductId]`).
 * Keys are `path:clientId`, `query:nodeId`, `body:transactions[].accountId` (`[]` marks an array element).
 */
const ID_NAME = /(^id|Id|Ids)\]?$/;

/** Query and body fields that carry an id under a name that does not say so. */
const UNNAMED_IDS: Record<string, string[]> = {
  // GET /portfolio/{firmId}?intentDetails=<client product id> (spec §3 "Portfolio (client)").
  listPortfolios: ['query:intentDetails'],
};

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def: Def } } | undefined)?._zod?.def;

const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'];

function walk(schema: unknown, prefix: string, out: Set<string>): void {
  const def = defOf(schema);
  if (!def) return;
  if (def.type === 'object')
    for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (ID_NAME.test(name)) out.add(path);
      walk(field, path, out);
    }
  else if (WRAPPERS.includes(def.type)) walk(def.innerType, prefix, out);
  else if (def.type === 'pipe') walk(def.in, prefix, out);
  else if (def.type === 'array') walk(def.element, `${prefix}[]`, out);
  else if (def.type === 'union') for (const option of def.options as unknown[]) walk(option, prefix, out);
  else if (def.type === 'intersection') {
    walk(def.left, prefix, out);
    walk(def.right, prefix, out);
  } else if (def.type === 'lazy') walk((def.getter as () => unknown)(), prefix, out);
}

export function idFields(name: string, call: CallDef): string[] {
  const query = new Set<string>();
  const body = new Set<string>();
  walk(call.query, '', query);
  walk(call.body, '', body);
  return [
    ...pathParams(call.path).map((p) => `path:${p}`),
    ...[...query].map((f) => `query:${f}`),
    ...[...body].map((f) => `body:${f}`),
    ...(UNNAMED_IDS[name] ?? []),
  ].sort();
}

/** The name a field goes by at its end: `transactions[].accountId` → `accountId`, `clientIds.2` → `clientIds`. */
const leaf = (path: string) =>
  path
    .split(/[.:]|\[\]/)
    .filter((part) => part && !/^\d+$/.test(part))
    .at(-1);

/**
 * Whether a field error is about the field a key names (by their last names, since a group's default
 * `accountId` is reported on the element it fills, `transactions.0.accountId`).
 */
export const namesField = (key: string, fieldName: string) => leaf(key) === leaf(fieldName);
