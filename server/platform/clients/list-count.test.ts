import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmWithUser } from '../accounts/testing/fixtures';
import { EXACT_COUNT_LIMIT } from '../db/count-matches';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

/**
 * Issue 13, item 3 (decision 0412): the clients list counts exactly up to EXACT_COUNT_LIMIT and estimates
 * past it, flagged, with the exact count on demand, so a firm of 100,000 clients does not count them all
 * on every page. The clients past the limit are written in one statement.
 */
let p: TestPlatform;
let token: string;
const BULK = EXACT_COUNT_LIMIT + 150;
const TRUSTS = 30;

beforeAll(async () => {
  p = await startTestPlatform();
  ({ token } = await firmWithUser(p, 'MANY'));
  await p.db.execute(sql`
    INSERT INTO clients (firm_id, node_id, client_type, status, name, created_by, updated_by)
    SELECT 'MANY', '0', CASE WHEN g < ${TRUSTS} THEN 'Trust' ELSE 'Individual' END, 'Active',
           'Client ' || lpad(g::text, 6, '0'), 'bulk', 'bulk'
    FROM generate_series(0, ${BULK - 1}::int) g`);
}, 120_000);
afterAll(() => p?.close());

const list = async (query: string) => {
  const res = await p.request('GET', `/client/MANY?${query}`, { token });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body as { data: { name: string }[]; meta: Record<string, any> };
};

describe('meta.count of the clients list', () => {
  it('when more than the limit match, then the count is an estimate past the limit, flagged, and the page is whole', async () => {
    const first = await list('page=1&pageSize=50&sort=name');
    expect(first.meta).toMatchObject({ totalIsEstimate: true, page: 1, pageSize: 50 });
    expect(first.meta.count).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(first.data.map((c) => c.name).slice(0, 2)).toEqual(['Client 000000', 'Client 000001']);
    expect(first.data).toHaveLength(50);
  });

  it('when exactCount=true, then the count is exact and not flagged', async () => {
    const { meta } = await list('page=1&pageSize=50&exactCount=true');
    expect(meta).toEqual({ count: BULK, page: 1, pageSize: 50 });
  });

  it('when the filters leave no more than the limit, then the count is exact without asking, as the upstream gives it', async () => {
    const { meta } = await list('clientType=Trust&page=1&pageSize=10');
    expect(meta).toEqual({ count: TRUSTS, page: 1, pageSize: 10 });
  });

  it('when exactCount is not a flag, then the list is refused naming it', async () => {
    const res = await p.request('GET', '/client/MANY?exactCount=maybe', { token });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([expect.objectContaining({ fieldName: 'exactCount' })]);
  });
});
