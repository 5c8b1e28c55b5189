import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ageOn } from '../../../contract/validation';
import { toCreateShape } from '../clients/columns';
import type { DatabaseHandle } from '../db/connection';
import { clients } from '../db/schema';
import { seedDemo } from './demo';
import { PRICE_YEARS } from './assets';
import { seedCalendar } from './calendar';
import { londonToday } from '../ledger/clock';
import { createTestDatabase } from '../testing/test-database';

/**
 * Issue 12 (7) and issue 13 (7): a believable, living demo. Seeded as of a Monday morning, every date
 * counts back from that day: prices to the Friday before, clients born before they joined, no open
 * instruction older than a few days, change histories that read back the record, fee groups with members.
 */
const NOW = new Date('2026-11-23T10:30:00Z');
const cal = seedCalendar(NOW);
let handle: DatabaseHandle;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: any[] }).rows;
const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10);
/** Map.groupBy, which Node 20 lacks. */
function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemo(handle.db, { password: 'demo-password-for-tests', now: NOW });
});
afterAll(() => handle?.close());

describe('a demo seeded on a Monday', () => {
  it('when priced, then every instrument’s prices end on the Friday before and go back three years', async () => {
    const ends =
      await rows(sql`SELECT asset_id, min(price_date)::text AS first, max(price_date)::text AS last,
      count(*)::int AS n FROM prices GROUP BY 1`);
    expect(ends.length).toBe(50);
    for (const e of ends) {
      expect(e.last).toBe('2026-11-20');
      expect(e.first <= cal.daysAgo(PRICE_YEARS * 365 - 7)).toBe(true);
      expect(e.n).toBeGreaterThan(PRICE_YEARS * 255);
    }
    expect(await rows(sql`SELECT 1 FROM prices WHERE extract(isodow FROM price_date) > 5 LIMIT 1`)).toEqual(
      [],
    );
  });

  it('when clients are read, then each was born before joining, adults were 18 then, and children are under 18', async () => {
    const all = await handle.db.select().from(clients);
    for (const c of all) {
      expect(c.createdAt.getTime(), c.id).toBeLessThanOrEqual(NOW.getTime());
      if (!c.dateOfBirth) continue;
      expect(
        c.dateOfBirth < day(c.createdAt),
        `${c.id} born ${c.dateOfBirth}, joined ${day(c.createdAt)}`,
      ).toBe(true);
      if (c.clientType === 'Individual') expect(ageOn(c.dateOfBirth, c.createdAt)).toBeGreaterThanOrEqual(18);
      if (c.clientType === 'Individual Minor') {
        expect(ageOn(c.dateOfBirth, NOW)).toBeLessThan(18);
        const [parent] = all.filter((p) => p.id === c.parentId);
        expect(parent.createdAt.getTime()).toBeLessThan(c.createdAt.getTime());
      }
    }
    const firstJoined = Math.min(...all.map((c) => c.createdAt.getTime()));
    expect(firstJoined).toBeLessThan(Date.parse(cal.daysAgo(2 * 365)));
  });

  it('when accounts and their money are read, then nothing happened before the account opened or after today', async () => {
    expect(
      await rows(sql`SELECT a.id FROM accounts a JOIN clients c ON c.id = a.client_id
        WHERE a.created_at < c.created_at OR a.created_at > ${NOW.toISOString()}::timestamptz`),
    ).toEqual([]);
    // Completed transfers and the PCLS are made through the services, which keep the real clock: seeded at a
    // past NOW they are dated the real today (never later), and never before their account opened.
    const byService = sql`t.transaction_sub_type IN ('Transfer', 'PCLS', 'FAD')`;
    const early =
      await rows(sql`SELECT t.id, t.transaction_sub_type AS kind FROM portfolio_transactions t JOIN accounts a ON a.id = t.account_id
      WHERE t.transaction_date < (a.created_at AT TIME ZONE 'Europe/London')::date
        OR (NOT ${byService} AND (t.transaction_date > ${cal.today}::date OR t.completed_date > ${cal.today}::date
          OR t.created_at > ${NOW.toISOString()}::timestamptz))
        OR (${byService} AND (t.transaction_date > ${londonToday()}::date OR t.completed_date > ${londonToday()}::date
          OR t.created_at > now()))`);
    expect(early).toEqual([]);
  });

  it('when open instructions are read, then each is from the last three business days, the orders from today or Friday', async () => {
    // Product transfers take weeks by nature (seed/transfers.ts dates them up to 60 days back): not instructions.
    const open = await rows(sql`SELECT transaction_sub_type AS kind, status, transaction_date::text AS day
      FROM portfolio_transactions WHERE status <> 'Completed' AND transaction_sub_type <> 'Transfer'`);
    expect(open.length).toBeGreaterThanOrEqual(5);
    for (const o of open)
      expect(o.day >= cal.businessDaysBefore(3), `${o.kind} ${o.status} ${o.day}`).toBe(true);
    const orders = open.filter((o) => o.status === 'Placed');
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) expect([cal.today, '2026-11-20']).toContain(o.day);
  });

  it('when holdings are read, then book costs come from several purchases at different prices and differ', async () => {
    const holdings = await rows(sql`SELECT account_id, asset_id, sum(book_value)::numeric AS book,
        count(*) FILTER (WHERE transaction_code = 'BUYS')::int AS buys,
        count(DISTINCT (CASE WHEN transaction_code = 'BUYS' THEN round(value / quantity, 4) END))::int AS prices
      FROM stock_postings WHERE book = 'Client' GROUP BY 1, 2 HAVING sum(quantity) > 0`);
    const bought = holdings.filter((h) => h.buys > 1);
    expect(bought.length / holdings.length).toBeGreaterThan(0.3);
    for (const h of bought) expect(h.prices).toBeGreaterThan(1);
    const byAccount = groupBy(holdings, (h) => h.account_id);
    const several = [...byAccount.values()].filter((hs) => hs.length >= 2);
    expect(several.length).toBeGreaterThan(10);
    const alike = several.filter((hs) => new Set(hs.map((h) => String(h.book))).size === 1);
    expect(alike).toEqual([]);
  });

  it('when a client’s history is read, then each change starts from the last and the latest is the record today', async () => {
    const audits = await rows(sql`SELECT entity_id, action, actor_id, at, before, after, reason
      FROM audit_log WHERE entity_type = 'client' AND firm_id = 'DEMO1' ORDER BY entity_id, id`);
    const byClient = groupBy(audits, (a) => a.entity_id as string);
    const demo1 = await handle.db
      .select()
      .from(clients)
      .where(sql`${clients.firmId} = 'DEMO1'`);
    expect(byClient.size).toBe(demo1.length);
    const changed = demo1.filter((c) => byClient.get(c.id)!.length > 1);
    expect(changed.length / demo1.length).toBeGreaterThan(0.2);
    expect(changed.length / demo1.length).toBeLessThan(0.7);
    for (const client of demo1) {
      const history = byClient.get(client.id)!;
      expect([history[0].action, history[0].before]).toEqual(['create', null]);
      expect(client.version).toBe(history.length);
      for (let i = 1; i < history.length; i++) {
        expect(history[i].before).toEqual(history[i - 1].after);
        expect(new Date(history[i].at) >= new Date(history[i - 1].at)).toBe(true);
      }
      expect(history.at(-1)!.after).toEqual(toCreateShape(client));
      expect(history.at(-1)!.actor_id).toBe(client.updatedBy);
    }
    const approvals = audits.filter((a) => a.action === 'status');
    expect(approvals.length).toBeGreaterThan(0);
    for (const a of approvals) {
      expect([a.before.status, a.after.status]).toEqual(['Pending', 'Active']);
      expect(a.reason).toBeTruthy();
    }
  });

  it('when DEMO1’s fee groups are read, then several active ones have members and no client is in two', async () => {
    const groups = await rows(sql`SELECT g.id, g.name, g.status, count(m.client_id)::int AS members,
        (SELECT count(*)::int FROM audit_log a WHERE a.entity_id = g.id AND a.entity_type = 'portfolioGroup') AS audits
      FROM portfolio_groups g LEFT JOIN portfolio_group_members m ON m.group_id = g.id
      WHERE g.firm_id = 'DEMO1' AND g.group_intent = 'Client Fee Group' GROUP BY g.id`);
    const active = groups.filter((g) => g.status === 'Active');
    expect(active.length).toBeGreaterThanOrEqual(3);
    for (const g of groups) {
      expect(g.members, g.name).toBeGreaterThanOrEqual(2);
      expect(g.audits).toBeGreaterThanOrEqual(1);
    }
    expect(
      await rows(sql`SELECT m.client_id FROM portfolio_group_members m JOIN portfolio_groups g ON g.id = m.group_id
        WHERE g.status = 'Active' AND g.group_intent = 'Client Fee Group' GROUP BY 1 HAVING count(*) > 1`),
    ).toEqual([]);
  });
});
