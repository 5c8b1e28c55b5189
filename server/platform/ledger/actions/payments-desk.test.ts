import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { signIn } from '../../accounts/testing/fixtures';
import { auditLog } from '../../db/schema';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { londonToday } from '../clock';
import { fieldsOf, ledgerWorld, type LedgerWorld } from '../testing/world';

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'DESK');
});
afterAll(() => p.close());

const received = (id: string, more: object = {}) =>
  w.api.action(id, { transactionAction: 'Complete', completedDate: londonToday(), ...more });
const failed = (id: string, more: object = {}) => w.api.action(id, { transactionAction: 'Reject', ...more });
const lastAudit = async (id: string) =>
  (
    await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'portfolioTransaction'), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
const allowance = async (account: string) =>
  (await w.api.summary(account)).body.data.subscriptionAllowance as Record<string, number>;

describe('the payments desk: recording money received and paid out', () => {
  it('when a pay-in is recorded received with the date and bank reference, then it completes on that date, shows the reference and the audit row says who', async () => {
    const account = await w.open();
    const { body } = await w.api.payIn(account, 250);
    const res = await received(body.data.id, { bankReference: 'FP 2026/0042-A' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'Completed',
      completedDate: londonToday(),
      bankReference: 'FP 2026/0042-A',
    });
    expect((await w.api.summary(account)).body.data.uninvestedCash).toBe(250);
    const audit = await lastAudit(body.data.id);
    expect(audit).toMatchObject({ actorId: w.userId, action: 'complete' });
    expect(audit.changedFields).toEqual(expect.arrayContaining(['status', 'details', 'completedDate']));
    expect((audit.after as any).details.bankReference).toBe('FP 2026/0042-A');
  });

  it('when a withdrawal is recorded paid out with a reference, then the cash leaves the account', async () => {
    const account = await w.open();
    await w.api.fund(account, 400);
    const { body } = await w.api.withdraw(account, 150);
    const res = await received(body.data.id, { bankReference: 'BACS123' });
    expect(res.body.data).toMatchObject({ status: 'Completed', bankReference: 'BACS123' });
    expect((await w.api.summary(account)).body.data.uninvestedCash).toBe(250);
  });

  it('when the bank reference is too long or has other characters, then 400 names bankReference and nothing changes', async () => {
    const account = await w.open();
    const { body } = await w.api.payIn(account, 10);
    const long = await received(body.data.id, { bankReference: 'X'.repeat(36) });
    expect(fieldsOf(long)).toEqual({ bankReference: 'Must be at most 35 characters' });
    const odd = await received(body.data.id, { bankReference: 'REF<script>' });
    expect(fieldsOf(odd)).toEqual({ bankReference: 'Must be letters, digits, spaces and . / & - only' });
    const future = await received(body.data.id, { completedDate: '2999-12-31', bankReference: 'OK1' });
    expect(fieldsOf(future)).toEqual({ completedDate: 'Must not be in the future' });
    expect((await w.api.get(body.data.id)).body.data.status).toBe('Waiting');
  });

  it('when an order is completed with a bank reference, then 400: only payments have one', async () => {
    const account = await w.open();
    await w.api.fund(account, 100);
    const { body } = await w.api.buy(account, w.fund.id, 50);
    const res = await w.api.action(body.data.id, {
      transactionAction: 'Complete',
      bankReference: 'REF1',
      executionDetails: { price: 2, executedQuantity: 25, executionAmount: 50 },
    });
    expect(fieldsOf(res)).toEqual({
      bankReference: 'Only a payment received or paid out has a bank reference',
    });
  });

  it('when a payment is marked failed without a reason, then 400 asks why; with one, it fails with that reason, audited', async () => {
    const account = await w.open();
    const { body } = await w.api.payIn(account, 75);
    expect(fieldsOf(await failed(body.data.id))).toEqual({ actionReason: 'Say why it failed' });
    const res = await failed(body.data.id, { actionReason: 'Returned by the bank: account closed' });
    expect(res.body.data).toMatchObject({
      status: 'Error',
      statusReason: 'Returned by the bank: account closed',
    });
    expect(await lastAudit(body.data.id)).toMatchObject({
      actorId: w.userId,
      action: 'reject',
      reason: 'Returned by the bank: account closed',
    });
  });

  it('when a user without action on Transaction records a payment, then 403 and it stays Waiting', async () => {
    const account = await w.open();
    const { body } = await w.api.payIn(account, 20);
    const reader = await signIn(p, 'DESK', [
      { scope: 'Transaction', ranges: ['read', 'readWrite'] },
      { scope: 'Account', ranges: ['read'] },
    ]);
    const res = await w.api.action(body.data.id, { transactionAction: 'Complete' }, reader.token);
    expect(res.status).toBe(403);
    expect((await w.api.get(body.data.id)).body.data.status).toBe('Waiting');
  });
});

describe('the ISA allowance: used, pending and left', () => {
  it('when a pay-in waits, then it is pending; received, it is used; a failed one returns to left', async () => {
    const isa = await w.open('ISA');
    const first = await w.api.payIn(isa, 10_000);
    expect(await allowance(isa)).toEqual({ limit: 20_000, used: 0, pending: 10_000, left: 10_000 });
    await received(first.body.data.id, { bankReference: 'ISA1' });
    expect(await allowance(isa)).toEqual({ limit: 20_000, used: 10_000, pending: 0, left: 10_000 });
    const second = await w.api.payIn(isa, 4_000);
    expect(await allowance(isa)).toEqual({ limit: 20_000, used: 10_000, pending: 4_000, left: 6_000 });
    await failed(second.body.data.id, { actionReason: 'Bounced' });
    expect(await allowance(isa)).toEqual({ limit: 20_000, used: 10_000, pending: 0, left: 10_000 });
    expect((await w.api.summary(isa)).body.data.remainingSubscriptionAmount).toBe(10_000);
    expect((await w.api.payIn(isa, 10_000)).status).toBe(201);
  });

  it('when the account is a GIA, then there is no allowance to split', async () => {
    const gia = await w.open('GIA');
    expect(await allowance(gia)).toBeNull();
  });
});
