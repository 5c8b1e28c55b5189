import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, portfolioTransactions } from '../db/schema';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { BANK_FEED_ACTOR, londonToday } from '../ledger';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';
import { runBankFeed } from './feed';

let p: TestPlatform;
let on: LedgerWorld;
let off: LedgerWorld;

const config = (w: LedgerWorld, body: object) =>
  p.request('PATCH', `/node/config/${w.firmId}`, { token: w.token, body: { nodeId: '0', ...body } });
const statusOf = async (w: LedgerWorld, id: string) => (await w.api.get(id)).body.data;
/** A pass as if `seconds` had gone by since now. */
const passAfter = (seconds: number) => runBankFeed(p.db, undefined, new Date(Date.now() + seconds * 1000));

beforeAll(async () => {
  p = await startTestPlatform();
  on = await ledgerWorld(p, 'FEEDON');
  off = await ledgerWorld(p, 'FEEDOFF');
  expect((await config(on, { bankFeedSimulator: true, bankFeedDelaySeconds: 30 })).status).toBe(200);
});
afterAll(() => p.close());

describe('the simulated bank feed', () => {
  it('when a firm turned it on and a pay-in has waited past the delay, then the feed receives it as the bank, audited', async () => {
    const account = await on.open('ISA');
    const { body } = await on.api.payIn(account, 1_000);
    expect((await passAfter(5)).settled).toBe(0);
    expect((await statusOf(on, body.data.id)).status).toBe('Waiting');
    const pass = await passAfter(31);
    expect(pass).toMatchObject({ failed: 0 });
    expect(pass.settled).toBeGreaterThanOrEqual(1);
    expect(await statusOf(on, body.data.id)).toMatchObject({
      status: 'Completed',
      completedDate: londonToday(),
      bankReference: `SIM ${body.data.id}`,
    });
    const summary = (await on.api.summary(account)).body.data;
    expect(summary.uninvestedCash).toBe(1_000);
    expect(summary.subscriptionAllowance).toMatchObject({ used: 1_000, pending: 0 });
    const [audit] = await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, body.data.id), eq(auditLog.action, 'complete')))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ actorId: BANK_FEED_ACTOR, firmId: on.firmId });
  });

  it('when a withdrawal has waited past the delay, then the feed pays it out', async () => {
    const account = await on.open();
    await on.api.fund(account, 500);
    const { body } = await on.api.withdraw(account, 200);
    await passAfter(31);
    expect((await statusOf(on, body.data.id)).status).toBe('Completed');
    expect((await on.api.summary(account)).body.data.uninvestedCash).toBe(300);
  });

  it('when a payment asked for long ago became Waiting only now (authorised), then the delay counts from then', async () => {
    const account = await on.open();
    const { body } = await on.api.payIn(account, 70);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await p.db
      .update(portfolioTransactions)
      .set({ createdAt: anHourAgo })
      .where(eq(portfolioTransactions.id, body.data.id));
    await passAfter(5);
    expect((await statusOf(on, body.data.id)).status).toBe('Waiting');
    await passAfter(31);
    expect((await statusOf(on, body.data.id)).status).toBe('Completed');
  });

  it('when the desk failed a payment first, then the feed leaves it failed', async () => {
    const account = await on.open();
    const { body } = await on.api.payIn(account, 40);
    await on.api.action(body.data.id, { transactionAction: 'Reject', actionReason: 'Bounced' });
    await passAfter(31);
    expect((await statusOf(on, body.data.id)).status).toBe('Error');
  });

  it('when a firm has not turned it on (a new firm), then its payments stay Waiting for the desk', async () => {
    const account = await off.open();
    const { body } = await off.api.payIn(account, 60);
    await passAfter(3600);
    expect((await statusOf(off, body.data.id)).status).toBe('Waiting');
    const answer = await p.request('GET', `/firm/config/${off.firmId}?dataType=bankFeed`, {
      token: off.token,
    });
    expect(answer.body.data).toEqual({});
  });

  it('when the firm turns it off again, then nothing more is received', async () => {
    await config(on, { bankFeedSimulator: false });
    const account = await on.open();
    const { body } = await on.api.payIn(account, 70);
    await passAfter(3600);
    expect((await statusOf(on, body.data.id)).status).toBe('Waiting');
  });
});
