import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adult, firmWithUser, openAccount } from '../../accounts/testing/fixtures';
import { createNode, createUser, TEST_PASSWORD } from '../../testing/factories';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { EXACT_COUNT_LIMIT } from '../../db/count-matches';
import { fieldsOf, ledgerApi } from '../testing/world';

/**
 * Issue 13, item 5: the firm-wide transactions list counts exactly up to EXACT_COUNT_LIMIT and estimates
 * past it (flagged, exact on demand), and pages by cursor as it pages by offset, within the caller's reach.
 * The rows past the limit are written in one statement; creation times come in fives to the microsecond and
 * dates in fifties, so the cursor's tie-breaking is what keeps pages apart.
 */
let p: TestPlatform;
let token: string;
let branchToken: string;
let head: string;
let local: string;
const BULK = EXACT_COUNT_LIMIT + 100;
const LOCAL_BULK = 60;

async function bulkTransactions(accountId: string, rows: number, status = 'Completed') {
  await p.db.execute(sql`
    INSERT INTO portfolio_transactions
      (firm_id, account_id, transaction_type, transaction_sub_type, movement_type, method, status, amount,
       transaction_date, requested_by, created_by, updated_by, created_at, updated_at)
    SELECT 'PAGE', ${accountId}, 'Payment', 'Deposit', 'In', 'Bank Transfer',
           CASE WHEN g % 10 = 0 THEN 'Waiting' ELSE ${status} END, (g % 500 + 1)::numeric(20, 2),
           date '2026-06-30' - (g / 50), 'bulk', 'bulk', 'bulk',
           timestamptz '2026-06-30 12:00:00.123456+00' - (g / 5) * interval '1 second',
           timestamptz '2026-06-30 12:00:00.123456+00'
    FROM generate_series(0, ${rows - 1}::int) g`);
}

beforeAll(async () => {
  p = await startTestPlatform();
  ({ token } = await firmWithUser(p, 'PAGE'));
  const branch = await createNode(p.db, 'PAGE', '0', 'Branch');
  const headAccount = await openAccount(p, token, 'PAGE', await adult(p, token, 'PAGE', 'Head'));
  const localAccount = await openAccount(p, token, 'PAGE', await adult(p, token, 'PAGE', 'Local'));
  await p.request('PATCH', `/account/PAGE/${localAccount}`, { token, body: { nodeId: branch.id } });
  [head, local] = [headAccount, localAccount];
  // A few made through the API, so real rows (with their own creation times) page beside the bulk.
  const api = ledgerApi(p, 'PAGE', token);
  for (const amount of [10, 20, 30]) await api.payIn(headAccount, amount);
  await bulkTransactions(headAccount, BULK);
  await bulkTransactions(localAccount, LOCAL_BULK);
  await createUser(p.db, 'PAGE', { email: 'branch@page.test', nodeId: branch.id });
  branchToken = await p.tokenFor('PAGE', 'branch@page.test', TEST_PASSWORD);
}, 120_000);
afterAll(() => p?.close());

const get = async (query: string, as = token) => {
  const res = await p.request('GET', `/portfoliotransaction/PAGE?${query}`, { token: as });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body as { data: { id: string; accountId: string; status: string }[]; meta: Record<string, any> };
};
const ids = (page: { data: { id: string }[] }) => page.data.map((t) => t.id);

describe('meta.count of the firm-wide list', () => {
  const total = BULK + LOCAL_BULK + 3;

  it('when more than the limit match, then the count is the planner’s estimate past the limit, flagged', async () => {
    // Just written in bulk, before any statistics: what is known (past the limit), and they are gathered.
    const first = await get('pageSize=50');
    expect(first.meta).toMatchObject({ totalIsEstimate: true, page: 1, pageSize: 50 });
    expect(first.meta.count).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // Then the planner's own estimate, close to the truth but not counted.
    let count = first.meta.count;
    for (let i = 0; i < 50 && Math.abs(count - total) > total * 0.2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      count = (await get('pageSize=50')).meta.count;
    }
    expect(Math.abs(count - total)).toBeLessThanOrEqual(total * 0.2);
  });

  it('when exactCount=true, then the count is exact and not flagged', async () => {
    const { meta } = await get('pageSize=50&exactCount=true');
    expect(meta.count).toBe(total);
    expect(meta.totalIsEstimate).toBeUndefined();
  });

  it('when the filters leave no more than the limit, then the count is exact without asking', async () => {
    const waiting = await get('status=Waiting');
    // Every tenth bulk row, and the three pay-ins made through the API (waiting for their money).
    expect(waiting.meta.count).toBe(BULK / 10 + LOCAL_BULK / 10 + 3);
    expect(waiting.meta.totalIsEstimate).toBeUndefined();
    const branch = await get('', branchToken);
    expect(branch.meta.count).toBe(LOCAL_BULK);
    expect(branch.meta.totalIsEstimate).toBeUndefined();
  });
});

/** Pages 1..n by offset and by following nextCursor, for one query. */
async function bothWays(query: string, pages: number, as = token) {
  const byOffset: string[][] = [];
  const byCursor: string[][] = [];
  let after: string | undefined;
  for (let page = 1; page <= pages; page++) {
    byOffset.push(ids(await get(`${query}&page=${page}`, as)));
    const viaCursor = await get(`${query}&page=${page}${after ? `&after=${after}` : ''}`, as);
    byCursor.push(ids(viaCursor));
    after = viaCursor.meta.nextCursor;
  }
  return { byOffset, byCursor, lastCursor: after };
}

describe('cursor pages', () => {
  it.each(['', 'sort=-transactionDate', 'sort=transactionDate', 'sort=createdAt', 'sort=-createdAt'])(
    'when %s is paged by cursor, then each page is the offset page (ties broken alike)',
    async (sort) => {
      const { byOffset, byCursor } = await bothWays(`pageSize=37&${sort}`, 4);
      expect(byCursor).toEqual(byOffset);
      expect(new Set(byCursor.flat()).size).toBe(37 * 4);
    },
  );

  it('when filtered, then cursor pages hold only matches and equal the offset pages', async () => {
    const { byOffset, byCursor } = await bothWays(`status=Waiting&pageSize=100&sort=-transactionDate`, 3);
    expect(byCursor).toEqual(byOffset);
    const page = await get(`status=Waiting&pageSize=500`);
    expect(page.data.every((t) => t.status === 'Waiting')).toBe(true);
  });

  it('when a user at a node pages by cursor, then every page stays in their subtree, to the last', async () => {
    const { byOffset, byCursor, lastCursor } = await bothWays('pageSize=25', 3, branchToken);
    expect(byCursor).toEqual(byOffset);
    expect(byCursor.map((page) => page.length)).toEqual([25, 25, 10]);
    expect(lastCursor).toBeUndefined();
    const all = await get('pageSize=500', branchToken);
    expect(all.data.every((t) => t.accountId === local)).toBe(true);
  });

  it('when sorted by amount, then there is no cursor and offset pages still work', async () => {
    const page = await get('sort=-amount&pageSize=10&page=3');
    expect(page.meta.nextCursor).toBeUndefined();
    expect(page.data).toHaveLength(10);
  });

  it('when the last page is read, then it has no nextCursor', async () => {
    const page = await get(`accountId=${head}&status=Waiting&pageSize=500&page=3`);
    expect(page.data.length).toBeLessThan(500);
    expect(page.meta.nextCursor).toBeUndefined();
  });
});

describe('a cursor that is not this list’s', () => {
  const refused = async (query: string, as = token) => {
    const res = await p.request('GET', `/portfoliotransaction/PAGE?${query}`, { token: as });
    expect(res.status).toBe(400);
    return fieldsOf(res).after;
  };

  it('when malformed, then 400 names after', async () => {
    for (const bad of ['x', 'e30', Buffer.from('{"s":"","c":"now","i":"A"}').toString('base64url'), '%00'])
      expect(await refused(`after=${bad}`)).toMatch(/./);
    expect(await refused('after=x')).toBe('Must be a nextCursor this list returned');
  });

  it('when made for another sort, or given with a sort that pages by offset, then 400 names after', async () => {
    const { meta } = await get('pageSize=5');
    expect(await refused(`sort=-transactionDate&after=${meta.nextCursor}`)).toMatch(/another sort/);
    expect(await refused(`sort=amount&after=${meta.nextCursor}`)).toMatch(/createdAt or transactionDate/);
  });

  it('when it names a transaction of another firm or outside the caller’s node, then 400 as not found', async () => {
    const other = await firmWithUser(p, 'PAGX');
    const account = await openAccount(p, other.token, 'PAGX', await adult(p, other.token, 'PAGX', 'Other'));
    const api = ledgerApi(p, 'PAGX', other.token);
    for (const amount of [1, 2, 3]) await api.payIn(account, amount);
    const foreign = await p.request('GET', '/portfoliotransaction/PAGX?pageSize=1', { token: other.token });
    expect(await refused(`after=${foreign.body.meta.nextCursor}`)).toBe('Transaction not found');
    const headFirst = await get(`accountId=${head}&pageSize=1`);
    expect(await refused(`after=${headFirst.meta.nextCursor}`, branchToken)).toBe('Transaction not found');
  });
});

describe('a forged cursor', () => {
  const forge = (cursor: object) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
  it.each([
    { s: '', c: '2026-02-30 10:00:00+00', i: 'A000001' },
    { s: '', c: '0000-01-01 10:00:00+00', i: 'A000001' },
    { s: '', c: '2026-01-01 24:00:00+00', i: 'A000001' },
    { s: '', c: '2026-01-01 10:00:00+99', i: 'A000001' },
    { s: '-transactionDate', d: '0000-01-01', c: '2026-01-01 10:00:00+00', i: 'A000001' },
    { s: '-transactionDate', c: '2026-01-01 10:00:00+00', i: 'A000001' },
    { s: '', c: '2026-01-01 10:00:00+00', i: 'A000001', extra: 1 },
  ])('when it holds %j, then 400 on after, never a database error', async (cursor) => {
    const sort = cursor.s ? `sort=${cursor.s}&` : '';
    const res = await p.request('GET', `/portfoliotransaction/PAGE?${sort}after=${forge(cursor)}`, { token });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).after).toBe('Must be a nextCursor this list returned');
  });

  it('when well formed but moved to another point, then the list starts there, within the caller’s reach', async () => {
    const { meta } = await get('pageSize=1', branchToken);
    const cursor = JSON.parse(Buffer.from(meta.nextCursor, 'base64url').toString());
    const moved = forge({ ...cursor, c: '2999-01-01 00:00:00+00' });
    const page = await get(`pageSize=500&after=${moved}`, branchToken);
    expect(page.data).toHaveLength(LOCAL_BULK);
    expect(page.data.every((t) => t.accountId === local)).toBe(true);
  });
});
