import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';

/**
 * Many Active clients at once for the job queue's large tests and its benchmark: one INSERT … SELECT over
 * generate_series instead of a thousand calls. Every `fundEvery`-th client gets a GIA account funded with
 * £1,000 (a completed pay-in with its balanced postings, as bench/ledger-data.ts funds its accounts), so
 * their statements show a real valuation; the rest have no accounts, and their statement says so.
 */
export async function insertClients(
  db: Tx,
  opts: { firmId: string; nodeId: string; count: number; prefix: string; fundEvery?: number },
): Promise<string[]> {
  const address = JSON.stringify({
    addressDetail: { address1: '1 High Street', postCode: 'SW1A 1AA', country: 'GB' },
  });
  const inserted = await db.execute(sql`
    INSERT INTO clients (firm_id, node_id, client_type, status, name, first_name, surname, profile,
                         created_by, updated_by)
    SELECT ${opts.firmId}, ${opts.nodeId}, 'Individual', 'Active',
           ${opts.prefix} || ' ' || lpad(g::text, 5, '0'), ${opts.prefix}, lpad(g::text, 5, '0'),
           ${address}::jsonb, 'test', 'test'
    FROM generate_series(1, ${opts.count}::int) g
    RETURNING id`);
  const ids = (inserted as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (opts.fundEvery) await fundSome(db, opts.firmId, ids, opts.fundEvery);
  return ids;
}

async function fundSome(db: Tx, firmId: string, ids: string[], every: number) {
  const chosen = ids.filter((_, i) => i % every === 0);
  const list = sql.join(
    chosen.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    WITH opened AS (
      INSERT INTO accounts (firm_id, node_id, client_id, name, account_type, wrapper_type, status,
                            created_by, updated_by)
      SELECT firm_id, node_id, id, 'GIA account', 'Wrapper', 'GIA', 'Active', 'test', 'test'
      FROM clients WHERE firm_id = ${firmId} AND id IN (${list})
      RETURNING id),
    paid AS (
      INSERT INTO portfolio_transactions (firm_id, account_id, transaction_type, transaction_sub_type,
        movement_type, method, status, amount, transaction_date, completed_date, requested_by, created_by,
        updated_by)
      SELECT ${firmId}, id, 'Payment', 'Deposit', 'In', 'Bank Transfer', 'Completed', 1000,
             CURRENT_DATE - 10, CURRENT_DATE - 10, 'test', 'test', 'test' FROM opened
      RETURNING id, account_id)
    INSERT INTO cash_postings (firm_id, transaction_id, book, account_id, transaction_code, narrative,
                               post_date, value_date, amount)
    SELECT ${firmId}, id, 'Client', account_id, 'DEPO', 'Deposit', CURRENT_DATE - 10, CURRENT_DATE - 10, 1000
    FROM paid
    UNION ALL
    SELECT ${firmId}, id, 'Bank', NULL, 'DEPO', 'Deposit', CURRENT_DATE - 10, CURRENT_DATE - 10, -1000
    FROM paid`);
}

/** How many statement messages each client of a job has (by the job's source keys): exactly one each. */
export async function statementsPerClient(db: Tx, firmId: string, jobId: string) {
  const result = await db.execute(sql`
    SELECT client_id AS "clientId", count(*)::int AS n FROM client_messages
    WHERE firm_id = ${firmId} AND source_key LIKE ${`job:${jobId}:%`} GROUP BY client_id`);
  return new Map(
    (result as unknown as { rows: { clientId: string; n: number }[] }).rows.map((r) => [r.clientId, r.n]),
  );
}

/** Simulates a crash: the job's claimed, unfinished items' leases run out now, as if time had passed. */
export async function lapseClaims(db: Tx, jobId: string) {
  await db.execute(sql`
    UPDATE job_items SET claimed_until = now() - interval '1 second'
    WHERE job_id = ${jobId} AND status = 'Pending' AND claimed_until IS NOT NULL`);
}
