import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../db/connection';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, PLACES, STREETS, SURNAMES, COMPANY_WORDS } from './data';

/**
 * The scale seed: grows a firm by N clients with two INSERT … SELECT … FROM generate_series statements,
 * so 100,000 clients take seconds, not minutes. Every value comes from a hash of the row number
 * (hashint8extended), so the same firm grown the same way gets the same clients. Realistic enough for
 * list and search benchmarks: varied names, all four types, mixed statuses, spread over the firm's nodes.
 * Dates count back from the day the firm is grown: adults are 21 or older, children under 14, and nobody
 * joined before they were born.
 */

/** A text[] literal of our own constant word lists (never user input). */
function textArray(values: readonly string[]): SQL {
  return sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
}

/** Every NINO prefix contract/validation.ts NINO_PATTERN accepts. */
function ninoPrefixes(): string[] {
  const first = [...'ABCEGHJKLMNOPRSTWXYZ'];
  const second = [...'ABCEGHJKLMNPRSTWXYZ'];
  const never = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);
  return first.flatMap((a) => second.map((b) => a + b)).filter((p) => !never.has(p));
}

const WORDS = sql`words AS (
  SELECT ${textArray(FEMALE_FIRST_NAMES)} AS fem, ${textArray(MALE_FIRST_NAMES)} AS male,
    ${textArray(SURNAMES)} AS sur, ${textArray(SURNAMES.map((n) => n.toLowerCase().replace(/[^a-z]/g, '')))} AS sur_mail,
    ${textArray(PLACES.map((p) => p.outward))} AS outward, ${textArray(PLACES.map((p) => p.town))} AS town,
    ${textArray(STREETS)} AS streets, ${textArray(COMPANY_WORDS)} AS company, ${textArray(ninoPrefixes())} AS nino,
    ${textArray(['Discretionary', 'Bare', 'Interest in possession', 'Accumulation', 'Mixed'])} AS trusts,
    'ABDEFGHJLNPQRSTUWXYZ' AS inward
)`;

/** Seven independent non-negative ints per row number. */
const HASHES = sql`CROSS JOIN LATERAL (SELECT
  (hashint8extended(g, 1) & 2147483647)::int AS h1, (hashint8extended(g, 2) & 2147483647)::int AS h2,
  (hashint8extended(g, 3) & 2147483647)::int AS h3, (hashint8extended(g, 4) & 2147483647)::int AS h4,
  (hashint8extended(g, 5) & 2147483647)::int AS h5, (hashint8extended(g, 6) & 2147483647)::int AS h6,
  (hashint8extended(g, 7) & 2147483647)::int AS h7) r`;

/** A UK address from the hashes: number and street, post town, and a postcode in that town's district. */
const ADDRESS = sql`jsonb_build_object(
  'address1', (1 + r.h5 % 180) || ' ' || w.streets[1 + r.h6 % array_length(w.streets, 1)],
  'address2', w.town[1 + r.h7 % ${PLACES.length}],
  'postCode', w.outward[1 + r.h7 % ${PLACES.length}] || ' ' || (1 + r.h2 % 9)
    || substr(w.inward, 1 + r.h3 % 20, 1) || substr(w.inward, 1 + r.h4 % 20, 1),
  'country', 'GB')`;

const COMMON = sql`'nationality', 'GB', 'taxDomicile', 'GB', 'language', 'en', 'currency', 'GBP'`;
const STATUS = sql`CASE WHEN r.h6 % 100 < 80 THEN 'Active' WHEN r.h6 % 100 < 92 THEN 'Pending' ELSE 'Registered' END`;
const CREATED = sql`(current_date - (1 + r.h7 % 1500))::timestamptz + make_interval(mins => 480 + r.h5 % 600)`;
/** A child joins on a day between their birth and yesterday. */
const CHILD_CREATED = sql`(p_dob.dob + (r.h7 % greatest(1, current_date - p_dob.dob - 1)))::timestamptz
  + make_interval(mins => 480 + r.h5 % 600)`;

/** Individuals (85%), companies (8%) and trusts (7%) for row numbers from..to. */
function adultsAndOrganisations(
  firmId: string,
  actorId: string,
  from: number,
  to: number,
  fastIds: boolean,
): SQL {
  return sql`WITH ${WORDS},
  firm_nodes AS (SELECT array_agg(id ORDER BY path) AS ids FROM nodes WHERE firm_id = ${firmId})
  INSERT INTO clients (${fastIds ? sql`id, ` : sql``}firm_id, node_id, client_type, status, name, first_name, surname,
    email, date_of_birth, profile, created_by, updated_by, created_at, updated_at)
  SELECT ${fastIds ? sql`${FAST_ID}, ` : sql``}${firmId}, n.ids[1 + r.h5 % array_length(n.ids, 1)], p.kind, ${STATUS},
    CASE p.kind WHEN 'Individual' THEN p.first || ' ' || p.surname
      WHEN 'Corporate' THEN p.surname || ' ' || w.company[1 + r.h3 % array_length(w.company, 1)] || ' Ltd'
      ELSE 'The ' || p.surname || ' Family Trust' END,
    CASE WHEN p.kind = 'Individual' THEN p.first END,
    CASE WHEN p.kind = 'Individual' THEN p.surname END,
    CASE WHEN p.kind = 'Individual'
      THEN lower(p.first) || '.' || p.surname_mail || '.' || g || '@example.com' END,
    CASE WHEN p.kind = 'Individual' THEN current_date - (7700 + r.h4 % 23000) END,
    jsonb_build_object('addressDetail', ${ADDRESS}, ${COMMON}) || CASE p.kind
      WHEN 'Individual' THEN jsonb_build_object('title', CASE WHEN p.female THEN 'Ms' ELSE 'Mr' END,
        'gender', CASE WHEN p.female THEN 'Female' ELSE 'Male' END,
        'nationalInsuranceNo', w.nino[1 + r.h2 % array_length(w.nino, 1)] || lpad((r.h3 % 1000000)::text, 6, '0')
          || chr(65 + r.h4 % 4))
      WHEN 'Corporate' THEN jsonb_build_object('companyNumber', lpad((r.h2 % 100000000)::text, 8, '0'))
      ELSE jsonb_build_object('trustType', w.trusts[1 + r.h2 % array_length(w.trusts, 1)]) END,
    ${actorId}, ${actorId}, ${CREATED}, ${CREATED}
  FROM generate_series(${from}::bigint, ${to}::bigint) AS g
  CROSS JOIN words w CROSS JOIN firm_nodes n
  ${HASHES}
  CROSS JOIN LATERAL (SELECT
    CASE WHEN r.h1 % 100 < 85 THEN 'Individual' WHEN r.h1 % 100 < 93 THEN 'Corporate' ELSE 'Trust' END AS kind,
    r.h2 % 2 = 0 AS female,
    CASE WHEN r.h2 % 2 = 0 THEN w.fem[1 + r.h3 % array_length(w.fem, 1)]
      ELSE w.male[1 + r.h3 % array_length(w.male, 1)] END AS first,
    w.sur[1 + r.h4 % ${SURNAMES.length}] AS surname, w.sur_mail[1 + r.h4 % ${SURNAMES.length}] AS surname_mail) p`;
}

/** Children (under 18 at the anchor) of the firm's individuals, sharing their surname, address and node. */
function minors(firmId: string, actorId: string, from: number, to: number, fastIds: boolean): SQL {
  return sql`WITH ${WORDS},
  parents AS (
    SELECT id, surname, node_id, profile->'addressDetail' AS address, row_number() OVER (ORDER BY id) AS rn
    FROM clients WHERE firm_id = ${firmId} AND client_type = 'Individual' AND surname IS NOT NULL
      AND date_of_birth < current_date - 9200),
  parent_count AS (SELECT count(*)::int AS total FROM parents)
  INSERT INTO clients (${fastIds ? sql`id, ` : sql``}firm_id, node_id, client_type, status, name, first_name, surname,
    email, date_of_birth, parent_id, profile, created_by, updated_by, created_at, updated_at)
  SELECT ${fastIds ? sql`${FAST_ID}, ` : sql``}${firmId}, p.node_id, 'Individual Minor', ${STATUS}, c.first || ' ' || p.surname, c.first, p.surname,
    NULL, p_dob.dob, p.id,
    jsonb_build_object('addressDetail', p.address, 'title', CASE WHEN c.female THEN 'Miss' ELSE 'Mr' END,
      'gender', CASE WHEN c.female THEN 'Female' ELSE 'Male' END, ${COMMON}),
    ${actorId}, ${actorId}, ${CHILD_CREATED}, ${CHILD_CREATED}
  FROM generate_series(${from}::bigint, ${to}::bigint) AS g
  CROSS JOIN words w CROSS JOIN parent_count pc
  ${HASHES}
  CROSS JOIN LATERAL (SELECT r.h2 % 2 = 0 AS female,
    CASE WHEN r.h2 % 2 = 0 THEN w.fem[1 + r.h3 % array_length(w.fem, 1)]
      ELSE w.male[1 + r.h3 % array_length(w.male, 1)] END AS first) c
  CROSS JOIN LATERAL (SELECT current_date - (30 + r.h4 % 5000) AS dob) p_dob
  JOIN parents p ON p.rn = 1 + r.h1 % greatest(pc.total, 1)`;
}

/**
 * keel_id()'s arithmetic (migration 0000) as one set-based expression over a fresh sequence value, about
 * twenty times faster than calling the plpgsql function per row. growFirm checks first that it agrees
 * with keel_id() and falls back to the function if the migration ever changes.
 */
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
function keelIdOf(value: SQL): SQL {
  const x = sql`((${value}::numeric * 27181828459) % 78364164096)::bigint`;
  const digits = [6, 5, 4, 3, 2, 1, 0].map(
    (k) => sql`substr(${BASE36}, (${x} / ${36 ** k}::bigint % 36)::int + 1, 1)`,
  );
  return sql`(${sql.join(digits, sql` || `)})`;
}
const FAST_ID = keelIdOf(sql`nextval('keel_id_seq')`);

export async function fastIdsAgree(tx: Tx): Promise<boolean> {
  const viaFunction = await scalar<string>(tx, sql`SELECT keel_id()`);
  const viaExpression = await scalar<string>(tx, sql`SELECT ${keelIdOf(sql`currval('keel_id_seq')`)}`);
  return viaFunction === viaExpression;
}

/**
 * Runs a bulk load with the clients table's plain (non-unique) indexes dropped, then rebuilds them from
 * their own definitions: one sort per index instead of 100,000 insertions into each. Same transaction,
 * so a failure leaves the indexes as they were.
 */
export async function withoutPlainIndexes(tx: Tx, load: () => Promise<void>): Promise<void> {
  const result = (await tx.execute(sql`SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
    WHERE x.indrelid = 'clients'::regclass AND NOT x.indisunique AND NOT x.indisprimary`)) as unknown as {
    rows: { name: string; def: string }[];
  };
  for (const { name } of result.rows) await tx.execute(sql`DROP INDEX ${sql.identifier(name)}`);
  await load();
  await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
  for (const { def } of result.rows) await tx.execute(sql.raw(def));
}

async function scalar<T>(tx: Tx, query: SQL): Promise<T | undefined> {
  const result = (await tx.execute(query)) as unknown as { rows: Record<string, T>[] };
  const row = result.rows[0];
  return row ? Object.values(row)[0] : undefined;
}

/**
 * Adds `count` clients to the firm in one transaction: 90% individuals, companies and trusts, then 10%
 * children of individuals. Row numbers continue from the firm's current size, so growing twice gives
 * new names rather than repeats. Returns how many it added.
 */
export async function growFirm(db: Database, firmId: string, count: number): Promise<number> {
  return db.transaction(async (tx) => {
    const exists = await scalar<string>(tx, sql`SELECT id FROM firms WHERE id = ${firmId}`);
    if (!exists) throw new Error(`Firm ${firmId} does not exist`);
    const actorId =
      (await scalar<string>(
        tx,
        sql`SELECT id FROM users WHERE firm_id = ${firmId} ORDER BY created_at, id LIMIT 1`,
      )) ?? 'seed';
    const start = Number(
      await scalar<number>(tx, sql`SELECT count(*)::int FROM clients WHERE firm_id = ${firmId}`),
    );
    const children = Math.floor(count / 10);
    const adults = count - children;
    const fastIds = await fastIdsAgree(tx);
    const load = async () => {
      if (adults > 0)
        await tx.execute(adultsAndOrganisations(firmId, actorId, start + 1, start + adults, fastIds));
      if (children > 0) await tx.execute(minors(firmId, actorId, start + adults + 1, start + count, fastIds));
    };
    const total = Number(await scalar<number>(tx, sql`SELECT count(*)::int FROM clients`));
    // Rebuilding the indexes pays off when the load is large next to what is already there.
    if (count >= 20_000 && count >= total) await withoutPlainIndexes(tx, load);
    else await load();
    // Fresh planner statistics, so list queries pick their indexes at the new size.
    await tx.execute(sql`ANALYZE clients`);
    return count;
  });
}
