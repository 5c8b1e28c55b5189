import fc from 'fast-check';
import type { z } from 'zod';
import type { CallDef } from '../../../contract/calls';

/**
 * Malformed input for the fuzz suite (fuzz.test.ts): the shapes a security tester throws at an API. Text
 * PostgreSQL cannot store, LIKE wildcards, huge and unicode strings, numbers as text, wrong types, deep
 * nesting, and byte sequences that are not UTF-8 at all. Everything here is generated from a seed.
 */

const BAD_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '%',
  '%25',
  '_',
  '\\',
  'a\\',
  '%00',
  "'; drop table clients; --",
  '-1',
  'NaN',
  'Infinity',
  '1e309',
  '0x10',
  '0',
  '',
  ' ',
  '🙂',
  'Ωmega',
  '\u202eevil',
  '../../etc/passwd',
  'true',
  'null',
  '[]',
  '{}',
  '2021-02-30',
] as const;

/** Huge text is huge in a body; in a URL it stays under Node's 16 KB header limit (a 431 from Node). */
const stringUpTo = (huge: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...BAD_TEXT) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(huge), '\u0000'.repeat(huge / 2)) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  );
export const nastyString = stringUpTo(10_000);

const nastyScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(-1, 0, -0.001, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2),
  },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
);

/** A JSON value of any shape, a few levels deep at most. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: nastyScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(nastyString, tie('value'), { maxKeys: 3 }) },
  ),
})).value;

/** The parts of a zod 4 schema's definition the generator looks through (zod's internals). */
interface Def {
  type?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: unknown;
  in?: unknown;
  options?: unknown[];
  left?: unknown;
  entries?: Record<string, string>;
  element?: unknown;
}

/** The first definition of `type` met through optional, pipe, default, union and the like. */
function find(schema: unknown, type: string): Def | undefined {
  for (let s = schema, i = 0; s && i < 10; i++) {
    const def = (s as { _zod?: { def?: Def } })._zod?.def;
    if (!def) return undefined;
    if (def.type === type) return def;
    s = def.innerType ?? def.in ?? def.options?.[0] ?? def.left;
  }
  return undefined;
}

const objectShape = (schema: unknown) => find(schema, 'object')?.shape;

/** Values a real form would send; each field keeps those its own schema accepts. */
export const FIRM = 'FUZZ';
const POOL: unknown[] = [
  FIRM,
  '0',
  'x',
  'Fuzz Name',
  'C000001',
  '2024-01-01',
  '1980-05-17',
  'GB',
  'GBP',
  'fuzz@example.com',
  'SW1A 1AA',
  'AB123456C',
  'https://example.com',
  '#123456',
  'Correct horse battery staple 1!',
  1,
  10,
  100.5,
  0.01,
  true,
  false,
];

/** A value the field's own schema accepts, when the pool has one (or the schema is an object or list). */
function plausibleFor(schema: unknown, depth: number): fc.Arbitrary<unknown> | undefined {
  const shape = depth < 3 ? objectShape(schema) : undefined;
  if (shape) return objectOf(shape, depth + 1);
  const parse = (v: unknown) => (schema as z.ZodType).safeParse(v).success;
  const options = [...POOL, ...Object.values(find(schema, 'enum')?.entries ?? {})].filter(parse);
  if (options.length) return fc.constantFrom(...options);
  const element = find(schema, 'array')?.element;
  const item = element && depth < 3 ? plausibleFor(element, depth + 1) : undefined;
  return item && fc.array(item, { minLength: 1, maxLength: 2 });
}

/** A value for a field: mostly one its schema accepts, sometimes a nasty one, so bodies reach services. */
function valueFor(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const plausible = plausibleFor(schema, depth);
  if (!plausible) return nastyValue;
  return fc.oneof({ weight: 7, arbitrary: plausible }, { weight: 1, arbitrary: nastyValue });
}

function objectOf(shape: Record<string, z.ZodType>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, valueFor(s, depth)]));
  return fc.oneof(fc.record(fields), fc.record(fields, { requiredKeys: [] }));
}

/** Nesting far past any sane depth; JSON.stringify could not even write it (its recursion overflows). */
const deep = (n: number, open: string, close: string, inner = '1') =>
  `${open.repeat(n)}${inner}${close.repeat(n)}`;

/** A raw request body (text sent as application/json), or undefined for none. */
export function bodyFor(call: CallDef): fc.Arbitrary<string | undefined> {
  const shape = objectShape(call.body) ?? {};
  const structured = objectOf(shape, 0).map((o) => JSON.stringify(o));
  return fc.oneof(
    { weight: 6, arbitrary: structured },
    { weight: 1, arbitrary: nastyValue.map((v) => JSON.stringify(v) ?? 'null') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        deep(10_000, '[', ']'),
        deep(10_000, '{"a":', '}'),
        deep(40, '{"name":', '}', '"x"'),
        '"just a string"',
        '42',
        'null',
        '[]',
        '[{"name":"x"}]',
        '{"name":',
        '{"name":"\\u0000"}',
        '{"\\u0000":"x"}',
        '{"name":"\\ud800"}',
        '{"__proto__":{"admin":true}}',
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Percent-encodes text as UTF-8 bytes (encodeURIComponent refuses lone surrogates). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');

/** Raw, already-encoded fragments: bytes that are not UTF-8, broken escapes, encoded NUL and backslash. */
const RAW = ['%00', '%5C', '%25', '%ED%A0%80', '%FF', '%C0%AF', '%', '%%', '%E0%A4%A', '%2F', '..', '%2E%2E'];
const rawText = fc.oneof(stringUpTo(600).map(encode), fc.constantFrom(...RAW));

/** A path parameter: often a plausible value (so the call gets past scope checks), often not. */
export function paramFor(name: string, known: Record<string, string[]>): fc.Arbitrary<string> {
  const plausible: Record<string, string[]> = { firmId: [FIRM], nodeId: ['0'], ...known };
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...(plausible[name] ?? ['C000001', 'A1'])) },
    { weight: 3, arbitrary: rawText },
  );
}

/** A query string: the call's own parameters (and a stranger) with nasty values, repeated keys included. */
export function queryFor(call: CallDef): fc.Arbitrary<string> {
  const shape = objectShape(call.query) ?? {};
  const names = [...Object.keys(shape), 'nodeId', 'unknown[]'];
  const pair = fc.constantFrom(...names).chain((name) => {
    const plausible = shape[name] && plausibleFor(shape[name], 3);
    const value = plausible
      ? fc.oneof(
          plausible.map((v) => encode(String(v))),
          rawText,
        )
      : rawText;
    return value.map((v) => `${encode(name)}=${v}`);
  });
  return fc.array(pair, { maxLength: 4 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

/** An idempotency-key header, if any: a real UUID v4 or garbage a header can still carry. */
export const idempotencyKey: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.uuid({ version: 4 }),
  fc.constantFrom('not-a-uuid', 'x'.repeat(500), '00000000-0000-0000-0000-000000000000'),
);
