import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, calls, type CallDef, type CallName } from '../../../contract/calls';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { CASES, EXEMPT_CALLS, EXEMPT_FIELDS } from './cross-firm.cases';
import type { Case, Probe } from './cross-firm.probe';
import { crossFirmWorld, type RecordKind, type Records, type World } from './cross-firm.world';
import { idFields, namesField } from './id-fields';

/**
 * No firm shows through another's requests, driven by the contract's call table: for every call, each id
 * field (path, query or body) in turn names the other firm's record — and, for a user at a leaf node, a
 * record of their own firm outside their subtree. The answer is a 4xx about that field (404, or 400 naming
 * it), never 2xx or 5xx; the body names none of the other reach's records; and nothing is written.
 */

let p: TestPlatform;
let world: World;

beforeAll(async () => {
  p = await startTestPlatform();
  world = await crossFirmWorld(p);
});
afterAll(() => p?.close());

const table = Object.entries(calls) as [CallName, CallDef][];
const probed = table.filter(([name, call]) => idFields(name, call).length && !(name in EXEMPT_CALLS));

/** Runs a case with the caller's own records, except `field`, which gets `foreign`'s; notes the fields used. */
function build(c: Case, own: Records, foreign: Records, field?: string, seen?: Set<string>): Probe {
  return c((key, kind) => {
    seen?.add(key);
    return (key === field ? foreign : own)[kind];
  });
}

function send(call: CallDef, token: string, probe: Probe) {
  const query = probe.query ? `?${new URLSearchParams(probe.query)}` : '';
  const path = buildPath('probe', call.path, probe.params);
  return p.request(call.method.toUpperCase(), `${path}${query}`, { token, body: probe.body });
}

/** Every row of every table, hashed: equal before and after means the probes wrote nothing at all. */
async function fingerprint(): Promise<string> {
  const rows = async <T>(query: Parameters<TestPlatform['db']['execute']>[0]) =>
    ((await p.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts = tables.map(
    ({ name }) => `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${name}" t)`,
  );
  const [{ f }] = await rows<{ f: string }>(sql.raw(`SELECT concat_ws(',', ${parts.join(', ')}) AS f`));
  return f;
}

/** Kinds that belong to the firm as a whole: a leaf user reaches the firm's own, so they have no "outside". */
const FIRM_WIDE: RecordKind[] = ['firm', 'group', 'asset', 'preset', 'webhookDelivery'];

/** What must never show: the other reach's ids (short ones like node "0" would match anything) and names. */
const secretsOf = (r: Records, kinds: RecordKind[]) => [
  ...kinds.map((k) => r[k]).filter((v) => v.length >= 4),
  ...r.names,
];

describe('the cross-firm suite itself', () => {
  it('when a call carries an id field, then the suite probes it, or names why not', () => {
    const own = {} as Records;
    const unprobed = table.flatMap(([name, call]) => {
      if (name in EXEMPT_CALLS) return [];
      const seen = new Set<string>();
      for (const c of CASES[name] ?? []) build(c, own, own, undefined, seen);
      return idFields(name, call)
        .filter((key) => !seen.has(key) && !(`${name} ${key}` in EXEMPT_FIELDS))
        .map((key) => `${name} ${key}`);
    });
    expect(unprobed).toEqual([]);
  });
});

const PERSPECTIVES = [
  { who: 'another firm', caller: 'a', target: 'b', kinds: undefined },
  { who: 'a leaf user outside their subtree', caller: 'leaf', target: 'a', kinds: FIRM_WIDE },
] as const;

describe.each(PERSPECTIVES)('when ids name records of $who', ({ caller, target, kinds }) => {
  it.each(probed.map(([name]) => name))(
    '%s answers 4xx about the field, shows nothing, writes nothing',
    async (name) => {
      const call = calls[name] as CallDef;
      const me = world[caller];
      const other = world[target].records;
      const secrets = secretsOf(other, Object.keys(other).filter((k) => k !== 'names') as RecordKind[]);
      const cases = CASES[name] ?? [];
      // A read with the caller's own records answers: the probes' 4xx comes from the one foreign id.
      // (Reads first: some keep state of their own, such as an upload address or the firm's presets.)
      if (call.method === 'get')
        for (const c of cases) {
          const res = await send(call, me.token, build(c, me.records, other));
          expect(res.status, `${name} with own records: ${JSON.stringify(res.body)}`).toBeLessThan(300);
        }
      const before = await fingerprint();
      for (const c of cases) {
        const fields = new Set<string>();
        build(c, me.records, other, undefined, fields);
        for (const field of fields) {
          if (`${name} ${field}` in EXEMPT_FIELDS) continue;
          const kind = fieldKind(c, field);
          if (kinds?.includes(kind)) continue;
          const res = await send(call, me.token, build(c, me.records, other, field));
          const text = JSON.stringify(res.body ?? '');
          const about = `${name} ${field}=${other[kind]}: ${res.status} ${text}`;
          const fieldErrors: { fieldName: string }[] = res.body?.error?.fieldErrors ?? [];
          expect(
            res.status === 404 ||
              (res.status === 400 && fieldErrors.some((f) => namesField(field, f.fieldName))),
            about,
          ).toBe(true);
          for (const secret of secrets) expect(text, `${about} shows ${secret}`).not.toContain(secret);
        }
      }
      expect(await fingerprint(), `${name} wrote something`).toBe(before);
    },
  );
});

/** The kind a case asks for under `field`. */
function fieldKind(c: Case, field: string): RecordKind {
  let kind: RecordKind | undefined;
  c((key, k) => {
    if (key === field) kind = k;
    return 'X';
  });
  return kind!;
}
