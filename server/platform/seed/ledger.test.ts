import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loadCaller } from '../auth/caller';
import { accountSummary } from '../accounts/summary';
import { runDealing } from '../dealing/run';
import { subscribed, SUBSCRIPTION_LIMITS } from '../ledger';
import type { DatabaseHandle } from '../db/connection';
import { users } from '../db/schema';
import { seedDemo } from './demo';
import { DEMO_USERS } from './demo-firms';
import { OPEN_ITEMS } from './ledger-open';
import { createTestDatabase } from '../testing/test-database';

let handle: DatabaseHandle;
const rows = async (query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as any).rows;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemo(handle.db, { password: 'demo-password-for-tests' });
});
afterAll(() => handle?.close());

describe('the seeded ledger', () => {
  it('when seeded, then most active DEMO1 accounts hold money and every posting balances', async () => {
    const [{ funded, active }] = await rows(sql`SELECT
      (SELECT count(DISTINCT account_id)::int FROM cash_postings WHERE firm_id = 'DEMO1') AS funded,
      (SELECT count(*)::int FROM accounts WHERE firm_id = 'DEMO1' AND status = 'Active') AS active`);
    expect(funded / active).toBeGreaterThan(0.6);
    expect(
      await rows(sql`SELECT transaction_id FROM cash_postings GROUP BY 1 HAVING sum(amount) <> 0
        UNION ALL SELECT transaction_id FROM stock_postings GROUP BY transaction_id, asset_id HAVING sum(quantity) <> 0`),
    ).toEqual([]);
  });

  it('when seeded, then no account is overdrawn, over-reserved or short of units', async () => {
    expect(
      await rows(sql`SELECT a.id FROM accounts a
        LEFT JOIN (SELECT account_id, sum(amount) AS cash FROM cash_postings GROUP BY 1) c ON c.account_id = a.id
        LEFT JOIN (SELECT account_id, sum(reserved_cash) AS held FROM portfolio_transactions
          WHERE status IN ('Pending', 'Waiting', 'Placed', 'Checking') GROUP BY 1) r ON r.account_id = a.id
        WHERE coalesce(c.cash, 0) - coalesce(r.held, 0) < 0`),
    ).toEqual([]);
    expect(
      await rows(sql`SELECT account_id, asset_id FROM stock_postings WHERE book = 'Client'
        GROUP BY 1, 2 HAVING sum(quantity) < 0 OR sum(book_value) < 0`),
    ).toEqual([]);
  });

  it('when seeded, then no client has subscribed past an ISA or JISA allowance this tax year', async () => {
    const holders = await rows(sql`SELECT DISTINCT client_id, wrapper_type FROM accounts
      WHERE firm_id = 'DEMO1' AND wrapper_type IN ('ISA', 'JISA')`);
    for (const h of holders)
      expect(
        (await subscribed(handle.db, h.client_id, h.wrapper_type)).lessThanOrEqualTo(
          SUBSCRIPTION_LIMITS[h.wrapper_type],
        ),
      ).toBe(true);
  });

  it('when seeded, then the demo has work waiting: a withdrawal to authorise, pay-ins, and orders to deal', async () => {
    // The ledger's own open work; product transfers have theirs (seed/transfers.test.ts).
    const open = await rows(sql`SELECT transaction_sub_type || ' ' || status AS s, count(*)::int AS n
      FROM portfolio_transactions WHERE status <> 'Completed' AND transaction_sub_type <> 'Transfer'
      GROUP BY 1 ORDER BY 1`);
    expect(open).toEqual([
      { s: 'At Best Placed', n: OPEN_ITEMS.orders },
      { s: 'Deposit Waiting', n: OPEN_ITEMS.payIns },
      { s: 'Withdrawal Pending', n: 1 },
    ]);
    const [adviser] = await handle.db.select().from(users).where(eq(users.email, DEMO_USERS.adviser));
    const [pending] = await rows(
      sql`SELECT requested_by FROM portfolio_transactions WHERE status = 'Pending' AND transaction_sub_type = 'Withdrawal'`,
    );
    expect(pending.requested_by).toBe(adviser.id);
    const [admin] = await handle.db.select().from(users).where(eq(users.email, DEMO_USERS.admin));
    const result = await runDealing(handle.db, { firmId: 'DEMO1', userId: admin.id });
    expect(result).toMatchObject({ placed: OPEN_ITEMS.orders, executed: OPEN_ITEMS.orders, rejected: 0 });
  });

  it('when a funded account is valued, then its value, book cost and positions are non-zero', async () => {
    const [admin] = await handle.db.select().from(users).where(eq(users.email, DEMO_USERS.admin));
    const caller = (await loadCaller(handle.db, 'DEMO1', admin.id))!;
    const [{ account_id }] = await rows(sql`SELECT account_id FROM stock_postings WHERE book = 'Client'
      AND firm_id = 'DEMO1' ORDER BY id LIMIT 1`);
    const summary = await accountSummary(handle.db, caller, account_id, {});
    expect(summary.currentValue).toBeGreaterThan(0);
    expect(summary.bookValue).toBeGreaterThan(0);
    expect(summary.positions.filter((x) => x.positionType === 'Stock').length).toBeGreaterThan(0);
  });
});
