import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioTransactions, users } from '../../db/schema';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { firmWithUser } from '../../accounts/testing/fixtures';
import { ledgerWorld, type LedgerWorld } from '../testing/world';

let p: TestPlatform;
let w: LedgerWorld;
let accountId: string;
const nameOf = async (id: string) =>
  (await p.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0].name;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'PPL1');
  accountId = await w.open();
  await w.api.fund(accountId, 5000);
  const res = await p.request('PUT', '/settings/authorisation/PPL1', {
    token: w.token,
    body: { thresholds: [{ transactionSubType: 'Withdrawal', threshold: 1000 }] },
  });
  expect(res.status).toBe(200);
});
afterAll(() => p.close());

describe('a transaction names the people on it', () => {
  it('when read, then the requester and the authoriser are named beside their ids', async () => {
    const id = (await w.api.withdraw(accountId, 2000)).body.data.id;
    const authorised = await p.request('PUT', `/portfoliotransaction/action/authorise/PPL1/${id}`, {
      token: w.second.token,
      body: { reason: 'Checked' },
    });
    expect(authorised.status, JSON.stringify(authorised.body)).toBe(200);
    const { data } = (await w.api.get(id)).body;
    expect(data).toMatchObject({
      requestedBy: w.userId,
      requestedByName: await nameOf(w.userId),
      authorisedBy: w.second.userId,
      authorisedByName: await nameOf(w.second.userId),
    });
  });

  it('when a deletion awaits a second user, then its requester is named too, in lists as well', async () => {
    const id = (await w.api.withdraw(accountId, 1500)).body.data.id;
    await p.request('PUT', `/portfoliotransaction/action/authorise/PPL1/${id}`, {
      token: w.second.token,
      body: { reason: 'Checked' },
    });
    const asked = await p.request('PUT', `/portfoliotransaction/action/requestdeletion/PPL1/${id}`, {
      token: w.second.token,
      body: { reason: 'Duplicate' },
    });
    expect(asked.body.data?.status, JSON.stringify(asked.body)).toBe('Checking');
    const list = await p.request('GET', `/portfoliotransaction/PPL1?accountId=${accountId}&status=Checking`, {
      token: w.token,
    });
    const row = list.body.data.find((t: { id: string }) => t.id === id);
    expect(row, JSON.stringify((await w.api.get(id)).body)).toBeDefined();
    expect(row.pendingRequest).toMatchObject({
      requestedBy: w.second.userId,
      requestedByName: await nameOf(w.second.userId),
    });
    expect(row.requestedByName).toBe(await nameOf(w.userId));
  });

  it('when the scheduled dealing run acted, then it is named as that, not by its actor id', async () => {
    const bought = await w.api.buy(accountId, w.fund.id, 100);
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const id = bought.body.data.id;
    await p.db
      .update(portfolioTransactions)
      .set({ requestedBy: 'DEALING' })
      .where(eq(portfolioTransactions.id, id));
    expect((await w.api.get(id)).body.data.requestedByName).toBe('Scheduled dealing run');
  });

  it("when the id is another firm's person, then no name is given: a name never crosses firms", async () => {
    const outsider = await firmWithUser(p, 'PPL2');
    const secret = await nameOf(outsider.userId);
    const id = (await w.api.payIn(accountId, 10)).body.data.id;
    await p.db
      .update(portfolioTransactions)
      .set({ requestedBy: outsider.userId, authorisedBy: outsider.userId })
      .where(eq(portfolioTransactions.id, id));
    const res = await w.api.get(id);
    expect(res.body.data).toMatchObject({ requestedByName: null, authorisedByName: null });
    expect(JSON.stringify(res.body)).not.toContain(secret);
  });
});
