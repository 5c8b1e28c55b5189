import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmWithUser } from '../accounts/testing/fixtures';
import { createFirm } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

/**
 * Issue 14: a body's `firmId` is checked once, in the route chain, for every call: another firm's is 404
 * "Firm not found", whether or not that firm exists, and nothing is written.
 */
let p: TestPlatform;
let token: string;

beforeAll(async () => {
  p = await startTestPlatform();
  ({ token } = await firmWithUser(p, 'HOME'));
  await createFirm(p.db, 'AWAY');
});
afterAll(() => p?.close());

const notFound = { statusCode: 404, errorMessage: 'Firm not found', fieldErrors: [] };

describe('a body naming a firm', () => {
  it.each(['AWAY', 'NOSUCH'])(
    'when it names %s, not the caller’s firm, then 404 and no group is made',
    async (firmId) => {
      const res = await p.request('POST', '/portfolioGroup', { token, body: { firmId, name: 'Elsewhere' } });
      expect([res.status, res.body.error]).toEqual([404, notFound]);
      const list = await p.request('GET', '/portfolioGroup/HOME?pageSize=50', { token });
      expect(list.body.data).toEqual([]);
    },
  );

  it('when it names the caller’s firm, then the call goes on', async () => {
    const res = await p.request('POST', '/portfolioGroup', {
      token,
      body: { firmId: 'HOME', name: 'At home' },
    });
    expect(res.status).toBe(201);
  });

  it('when the body is invalid as well, then its field errors come first (400), as before', async () => {
    const res = await p.request('POST', '/portfolioGroup', { token, body: { firmId: 'AWAY' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([expect.objectContaining({ fieldName: 'name' })]);
  });
});
