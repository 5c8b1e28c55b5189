import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { adult, minor, openAccount } from '../../accounts/testing/fixtures';
import { plusBusinessDays, taxYearOf } from '../clock';
import { formatPounds } from '../money';
import { fieldsOf, ledgerWorld, type LedgerWorld } from '../testing/world';

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'ISAS');
});
afterAll(() => p.close());

const transactionCount = async () =>
  ((await p.db.execute(sql`SELECT count(*)::int AS n FROM portfolio_transactions`)) as any).rows[0].n;

describe('ISA and JISA subscription allowances', () => {
  it('when £15,000 is paid into an ISA after £10,000 this tax year, then 400 names the £10,000 left and nothing is written', async () => {
    const isa = await w.open('ISA');
    expect((await w.api.payIn(isa, 10_000)).status).toBe(201);
    const before = await transactionCount();
    const res = await w.api.payIn(isa, 15_000);
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([
      { fieldName: 'amount', errorMessage: "£10,000.00 of this tax year's ISA allowance is left" },
    ]);
    expect(await transactionCount()).toBe(before);
    expect((await w.api.summary(isa)).body.data.remainingSubscriptionAmount).toBe(10_000);
  });

  it("when the client's second ISA takes a pay-in, then the allowance is counted across both", async () => {
    const second = await w.open('ISA');
    expect((await w.api.payIn(second, 10_000)).status).toBe(201);
    const over = await w.api.payIn(second, 0.01);
    expect(fieldsOf(over)).toEqual({ amount: "£0.00 of this tax year's ISA allowance is left" });
  });

  it('when a deleted pay-in gives its allowance back, then the same amount can be paid again', async () => {
    const isaAccounts = await p.request('GET', `/account/list/ISAS?clientId=${w.clientId}&wrapperType=ISA`, {
      token: w.token,
    });
    const isa = isaAccounts.body.data[0].id;
    const list = await p.request('GET', `/portfoliotransaction/ISAS?accountId=${isa}&status=Waiting`, {
      token: w.token,
    });
    const waiting = list.body.data[0].id;
    await p.request('PUT', `/portfoliotransaction/action/requestdeletion/ISAS/${waiting}`, {
      token: w.token,
      body: {},
    });
    expect((await w.api.payIn(isa, 10_000)).status).toBe(201);
  });

  it('when cash moves from a GIA into an ISA, then it counts as a subscription', async () => {
    const other = await adult(p, w.token, 'ISAS', 'Mover');
    const gia = await openAccount(p, w.token, 'ISAS', other, 'GIA');
    const isa = await openAccount(p, w.token, 'ISAS', other, 'ISA');
    await w.api.fund(gia, 30_000);
    expect((await w.api.move(gia, isa, 19_000)).status).toBe(201);
    const over = await w.api.move(gia, isa, 1_000.01);
    expect(fieldsOf(over)).toEqual({ amount: "£1,000.00 of this tax year's ISA allowance is left" });
    expect((await w.api.summary(isa)).body.data).toMatchObject({
      uninvestedCash: 19_000,
      remainingSubscriptionAmount: 1_000,
    });
  });

  it('when a JISA takes more than £9,000 in a tax year, then 400; its money cannot be withdrawn', async () => {
    const child = await minor(p, w.token, 'ISAS', w.clientId);
    const jisa = await openAccount(p, w.token, 'ISAS', child, 'JISA');
    await w.api.fund(jisa, 6_000);
    const over = await w.api.payIn(jisa, 3_000.5);
    expect(fieldsOf(over)).toEqual({ amount: "£3,000.00 of this tax year's JISA allowance is left" });
    const out = await w.api.withdraw(jisa, 10);
    expect(out.status).toBe(409);
    expect(out.body.error.errorMessage).toMatch(/locked until the child turns 18/);
  });
});

describe('dates and amounts', () => {
  it('when a date is before or after 6 April, then it falls in the right tax year', () => {
    expect(taxYearOf('2026-04-05')).toEqual({ start: '2025-04-06', end: '2026-04-05', label: '2025/26' });
    expect(taxYearOf('2026-04-06')).toEqual({ start: '2026-04-06', end: '2027-04-05', label: '2026/27' });
    expect(taxYearOf('2027-01-01').label).toBe('2026/27');
  });

  it('when settling T+2 from a Thursday, then the weekend is skipped', () => {
    expect(plusBusinessDays('2026-01-08', 2)).toBe('2026-01-12');
    expect(plusBusinessDays('2026-01-05', 2)).toBe('2026-01-07');
  });

  it('when money is shown, then it reads as formatPounds with thousands and pence', () => {
    expect(formatPounds('1234567.5')).toBe('£1,234,567.50');
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds('-12.345')).toBe('-£12.35');
  });
});
