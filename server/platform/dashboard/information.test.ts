import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { format, parseISO, startOfMonth, subMonths } from 'date-fns';
import {
  CONTRIBUTION_CODES,
  dec,
  londonToday,
  moneyOut,
  pence,
  taxYearOf,
  ZERO,
  type Decimal,
} from '../ledger';
import { DEMO_FIRM_ID } from '../seed/demo-firms';
import { startDemoPlatform } from '../testing/demo-platform';
import type { TestPlatform } from '../testing/harness';

let p: TestPlatform;
let token: string;

beforeAll(async () => {
  ({ p, token } = await startDemoPlatform());
});
afterAll(() => p.close());

const rows = async <T>(query: SQL): Promise<T[]> => {
  const result = (await p.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

type Account = { id: string; path: string; wrapper: string; opened: string };

/** Each account's own figures, read row by row with no node in sight: what every node's figures are sums of. */
async function perAccount(today: string) {
  const monthStart = format(startOfMonth(parseISO(today)), 'yyyy-MM-dd');
  const yearStart = taxYearOf(today).start;
  const chartFrom = format(startOfMonth(subMonths(parseISO(today), 11)), 'yyyy-MM-dd');
  const accounts = await rows<Account>(sql`
    SELECT a.id, n.path, a.wrapper_type AS wrapper, (a.created_at AT TIME ZONE 'Europe/London')::date::text AS opened
    FROM accounts a JOIN nodes n ON n.firm_id = a.firm_id AND n.id = a.node_id WHERE a.firm_id = ${DEMO_FIRM_ID}`);
  const cash = await rows<{ account_id: string; amount: string }>(sql`
    SELECT account_id, amount::text FROM cash_postings
    WHERE firm_id = ${DEMO_FIRM_ID} AND book = 'Client' AND post_date <= ${today}`);
  const holdings = await rows<{ account_id: string; q: string; price: string | null }>(sql`
    SELECT s.account_id, sum(s.quantity)::text AS q,
      (SELECT p.price FROM prices p WHERE p.asset_id = s.asset_id AND p.price_date <= ${today}
        ORDER BY p.price_date DESC LIMIT 1)::text AS price
    FROM stock_postings s WHERE s.firm_id = ${DEMO_FIRM_ID} AND s.book = 'Client' AND s.post_date <= ${today}
    GROUP BY s.account_id, s.asset_id HAVING sum(s.quantity) <> 0`);
  const codes = sql.join(
    CONTRIBUTION_CODES.map((c) => sql`${c}`),
    sql`, `,
  );
  const flows = await rows<{ account_id: string; day: string; amount: string }>(sql`
    SELECT account_id, post_date::text AS day, amount::text FROM cash_postings
    WHERE firm_id = ${DEMO_FIRM_ID} AND book = 'Client' AND transaction_code IN (${codes}) AND post_date <= ${today}`);
  const orders = await rows<{
    account_id: string;
    status: string;
    placed: string;
    completed: string | null;
    changed: string;
  }>(sql`
    SELECT account_id, status, transaction_date::text AS placed, completed_date::text AS completed,
      (updated_at AT TIME ZONE 'Europe/London')::date::text AS changed
    FROM portfolio_transactions WHERE firm_id = ${DEMO_FIRM_ID} AND transaction_type = 'Order'`);
  const deposits = await rows<{ account_id: string; amount: string; day: string }>(sql`
    SELECT account_id, amount::text, transaction_date::text AS day FROM portfolio_transactions
    WHERE firm_id = ${DEMO_FIRM_ID} AND status = 'Completed' AND transaction_type = 'Payment'
      AND transaction_sub_type = 'Deposit'`);
  return { monthStart, yearStart, chartFrom, accounts, cash, holdings, flows, orders, deposits };
}

/** The dashboard's figures summed over `ids`, as the API presents them. */
function expected(ids: Set<string>, each: Awaited<ReturnType<typeof perAccount>>, today: string) {
  const { monthStart, yearStart, chartFrom } = each;
  const wrapperOf = new Map(each.accounts.map((a) => [a.id, a.wrapper]));
  const byWrapper = new Map<string, Decimal>();
  const add = (id: string, v: Decimal) => {
    const w = wrapperOf.get(id)!;
    byWrapper.set(w, (byWrapper.get(w) ?? ZERO).plus(v));
  };
  for (const c of each.cash) if (ids.has(c.account_id)) add(c.account_id, dec(c.amount));
  for (const h of each.holdings)
    if (ids.has(h.account_id)) add(h.account_id, pence(dec(h.q).times(dec(h.price ?? 0))));
  const wrappers = [...byWrapper.keys()].sort();
  const inOut = (list: { amount: string }[]) => {
    const inflow = list.filter((f) => dec(f.amount).gt(0)).reduce((s, f) => s.plus(f.amount), ZERO);
    const outflow = list.filter((f) => dec(f.amount).lt(0)).reduce((s, f) => s.minus(f.amount), ZERO);
    return { inflow, outflow };
  };
  const flows = each.flows.filter((f) => ids.has(f.account_id));
  const flowOver = (from: string) => {
    const { inflow, outflow } = inOut(flows.filter((f) => f.day >= from));
    return { in: moneyOut(inflow), out: moneyOut(outflow), net: moneyOut(inflow.minus(outflow)) };
  };
  const months = [...new Set(flows.filter((f) => f.day >= chartFrom).map((f) => f.day.slice(0, 7)))].sort();
  const mine = <T extends { account_id: string }>(list: T[]) => list.filter((r) => ids.has(r.account_id));
  const opened = each.accounts.filter((a) => ids.has(a.id) && a.opened <= today);
  const isa = mine(each.deposits).filter(
    (d) => wrapperOf.get(d.account_id) === 'ISA' && d.day >= yearStart && d.day <= today,
  );
  return {
    assetsUnderAdministration: moneyOut(wrappers.reduce((s, w) => s.plus(byWrapper.get(w)!), ZERO)),
    aumByWrapper: wrappers.map((wrapperType) => ({
      wrapperType,
      value: moneyOut(byWrapper.get(wrapperType)!),
    })),
    monthStart,
    taxYearStart: yearStart,
    flows: { month: flowOver(monthStart), taxYear: flowOver(yearStart) },
    flowsByMonth: months.map((month) => {
      const { inflow, outflow } = inOut(flows.filter((f) => f.day.startsWith(`${month}-`)));
      return { month, in: moneyOut(inflow), out: moneyOut(outflow) };
    }),
    accountsOpened: {
      month: opened.filter((a) => a.opened >= monthStart).length,
      taxYear: opened.filter((a) => a.opened >= yearStart).length,
    },
    dealing: {
      placedToday: mine(each.orders).filter((o) => o.placed === today).length,
      completedToday: mine(each.orders).filter((o) => o.status === 'Completed' && o.completed === today)
        .length,
      errorToday: mine(each.orders).filter((o) => o.status === 'Error' && o.changed === today).length,
    },
    isaSubscriptions: {
      taxYear: moneyOut(isa.reduce((s, d) => s.plus(d.amount), ZERO)),
      accounts: new Set(isa.map((d) => d.account_id)).size,
    },
  };
}

describe('GET /dashboard/information at the root and under it', () => {
  it("when read at the root and at every node, then each figure is the sum over that node's accounts", async () => {
    const nodes = await rows<{ id: string; path: string }>(
      sql`SELECT id, path FROM nodes WHERE firm_id = ${DEMO_FIRM_ID} ORDER BY path`,
    );
    expect(nodes.length).toBeGreaterThan(2);
    const today = londonToday();
    const each = await perAccount(today);
    const covered = new Set<number>();
    for (const node of nodes) {
      const ids = new Set(
        each.accounts
          .filter((a) => a.path === node.path || a.path.startsWith(`${node.path}/`))
          .map((a) => a.id),
      );
      covered.add(ids.size);
      const res = await p.request('GET', `/dashboard/information/${DEMO_FIRM_ID}?nodeId=${node.id}`, {
        token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { asAt, nodeId, ...figures } = res.body.data;
      expect(nodeId).toBe(node.id);
      expect(typeof asAt).toBe('string');
      expect(figures, `at ${node.path}`).toEqual(expected(ids, each, today));
      if (node.id === '0') {
        // The root covers every account of the firm, and the seed gives it something to add up.
        expect(ids.size).toBe(each.accounts.length);
        expect(figures.assetsUnderAdministration).toBeGreaterThan(0);
        expect(figures.flowsByMonth.length).toBeGreaterThan(0);
      }
    }
    // Some node holds part of the firm, not all of it or none.
    expect([...covered].some((n) => n > 0 && n < each.accounts.length)).toBe(true);
  });
});
