import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, pathParams, type CallDef } from '../../../contract/calls';
import { ZErrorBody } from '../../../contract/errors';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { bodyFor, FIRM, idempotencyKey, paramFor, queryFor } from './fuzz-inputs';

/**
 * Issue 11: no malformed request breaks a call. Every call of the contract's call table gets generated
 * path parameters, query strings, bodies and idempotency keys, with an administrator's token and with
 * none. No answer may be a 5xx, none may hang, and every 4xx carries the spec's error body. Bounded and
 * seeded: FUZZ_SEED replays a run, FUZZ_RUNS widens it (both printed once at the end).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_611);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const TIMEOUT_MS = 5_000;

let p: TestPlatform;
let admin: string;
/** Real records for path parameters, so that calls get past their lookups with the nasty rest. */
const known: Record<string, string[]> = {};
let sent = 0;
const statuses: Record<number, number> = {};

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, FIRM);
  const user = await createUser(p.db, FIRM);
  admin = await p.tokenFor(FIRM, user.id, TEST_PASSWORD);
  const other = await createUser(p.db, FIRM);
  const node = await createNode(p.db, FIRM, '0', 'Fuzz branch');
  Object.assign(known, { userId: [other.id], nodeId: ['0', node.id] });
});

afterAll(async () => {
  console.log(
    `fuzz: seed ${SEED}, ${sent} requests over ${Object.keys(calls).length} calls, statuses ${JSON.stringify(statuses)}`,
  );
  await p?.close();
});

interface Attempt {
  path: string;
  query: string;
  body: string | undefined;
  key: string | undefined;
}

function attemptFor(call: CallDef): fc.Arbitrary<Attempt> {
  const params = pathParams(call.path);
  const values = params.length ? fc.tuple(...params.map((n) => paramFor(n, known))) : fc.constant([]);
  return fc.record({
    path: values.map((vs) => params.reduce((path, n, i) => path.replace(`{${n}}`, vs[i]), call.path)),
    query: queryFor(call),
    body: call.method === 'get' ? fc.constant(undefined) : bodyFor(call),
    key: call.method === 'get' ? fc.constant(undefined) : idempotencyKey,
  });
}

/** One request; the whole answer must arrive within the timeout (an export that never ends is a hang). */
async function send(call: CallDef, a: Attempt, token: string | undefined): Promise<string | undefined> {
  sent += 1;
  const headers: Record<string, string> = {};
  if (token) headers['api-token'] = token;
  if (a.key) headers['idempotency-key'] = a.key;
  if (a.body !== undefined) headers['content-type'] = 'application/json';
  const url = `${a.path}${a.query}`;
  const what = `${call.method.toUpperCase()} ${url.slice(0, 160)} ${a.body?.slice(0, 160) ?? ''} ${token ? 'admin' : 'anonymous'}`;
  try {
    const res = await fetch(`${p.base}${url}`, {
      method: call.method.toUpperCase(),
      headers,
      body: a.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status >= 500) return `${what}: ${res.status} ${text.slice(0, 200)}`;
    if (res.status >= 400) {
      const body = ZErrorBody.safeParse(safeJson(text));
      if (!body.success || body.data.error.statusCode !== res.status)
        return `${what}: ${res.status} without the error body: ${text.slice(0, 200)}`;
    }
    return undefined;
  } catch (err) {
    return `${what}: no complete answer (${(err as Error).name}: ${(err as Error).message})`;
  }
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

describe('when every call is sent malformed input, then none answers 5xx or hangs', () => {
  const entries = Object.entries(calls) as [string, CallDef][];
  it.each(entries.map(([name, call], i) => [name, call, i] as const))('%s', async (_name, call, i) => {
    await fc.assert(
      fc.asyncProperty(attemptFor(call), async (a) => {
        const failures = [await send(call, a, admin), await send(call, a, undefined)].filter(Boolean);
        expect(failures).toEqual([]);
      }),
      { seed: SEED + i, numRuns: RUNS, endOnFailure: true },
    );
  });
});
