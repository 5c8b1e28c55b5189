import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plusDays } from '../../../contract/dates';
import { firmWithUser } from '../accounts/testing/fixtures';
import { londonToday } from '../ledger/clock';
import { fieldsOf } from '../ledger/testing/world';
import { pensionWorld } from '../pensions/testing/pension-world';
import { storedPlan } from '../pensions/testing/stored-plan';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { sustainability } from './sustainability';

let p: TestPlatform;
let w: Awaited<ReturnType<typeof pensionWorld>>;
let outsider: { token: string };
const FIRM = 'SUSA';

beforeAll(async () => {
  p = await startTestPlatform();
  w = await pensionWorld(p, FIRM);
  outsider = await firmWithUser(p, 'SUSB');
});
afterAll(() => p.close());

const read = (accountId: string, token = w.token, firm = FIRM) =>
  p.request('GET', `/illustration/sustainability/${firm}?accountId=${accountId}`, { token });

/** A retiree's SIPP of £100,000 with £40,000 crystallised: £30,000 designated to drawdown after the PCLS. */
async function inDrawdown() {
  const clientId = await w.retiree();
  const accountId = await w.fundedPension(clientId, 100000);
  const res = await w.crystallise({ accountId, method: 'PCLS', amount: 40000 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return accountId;
}

const income = (accountId: string, amount: number, frequency = 'Monthly') =>
  w.createPlan({
    accountId,
    method: 'FAD',
    amount,
    frequency,
    paymentDay: 28,
    startDate: plusDays(londonToday(), 1),
  });

describe('GET /illustration/sustainability/{firmId}', () => {
  it('when a drawdown account has a monthly income, then it answers how long the crystallised pot lasts, as the engine does', async () => {
    const accountId = await inDrawdown();
    expect((await income(accountId, 500)).status).toBe(201);
    const res = await read(accountId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ accountId, on: londonToday(), pot: 30000, monthlyWithdrawal: 500 });
    // The same plan through the pure engine: the call adds nothing but the account's figures.
    const expected = sustainability({
      plan: { pot: 30000, monthlyWithdrawal: 500, taxAdvantaged: true },
      dateOfBirth: '1960-03-10',
      on: londonToday(),
    });
    expect(data.sustainability.atFcaRates.map((r: { lastsMonths: number }) => r.lastsMonths)).toEqual(
      expected.atFcaRates.map((r) => r.lastsMonths),
    );
    expect(data.sustainability.chanceToTargetAge).toBe(expected.chanceToTargetAge);
    expect(data.sustainability.paths).toBe(1000);
    expect(data.sustainability.summary).toBe(expected.summary);
    // £30,000 at £500 a month lasts about five years at 5 %, so the pot never reaches 95.
    expect(data.sustainability.atFcaRates[1].lastsYears).toBe(5);
    expect(data.sustainability.chanceToTargetAge).toBe(0);
  });

  it('when the income is quarterly, then the withdrawal is its monthly equivalent', async () => {
    const accountId = await inDrawdown();
    expect((await income(accountId, 600, 'Quarterly')).status).toBe(201);
    const res = await read(accountId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.monthlyWithdrawal).toBe(200);
  });

  it('when the income has nothing to draw from, then the pot lasts no time at any rate', async () => {
    const clientId = await w.retiree();
    const accountId = await w.fundedPension(clientId, 0);
    await storedPlan(p.db, FIRM, accountId, clientId);
    const res = await read(accountId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.pot).toBe(0);
    expect(
      res.body.data.sustainability.atFcaRates.map((r: { lastsMonths: number }) => r.lastsMonths),
    ).toEqual([0, 0, 0]);
    expect(res.body.data.sustainability.chanceToTargetAge).toBe(0);
  });

  it('when the account has no regular income, then 409 says so', async () => {
    const accountId = await inDrawdown();
    const res = await read(accountId);
    expect(res.status).toBe(409);
    expect(res.body.error.errorMessage).toMatch(/no regular income/);
  });

  it('when the account is not a pension, then 400 names accountId', async () => {
    const clientId = await w.retiree();
    const isa = await w.fundedPension(clientId, 1000, 'ISA');
    const res = await read(isa);
    expect(res.status).toBe(400);
    expect(fieldsOf(res).accountId).toBeDefined();
  });

  it('when another firm asks for the account, then 404', async () => {
    const accountId = await inDrawdown();
    const res = await read(accountId, outsider.token, 'SUSB');
    expect(res.status).toBe(404);
  });
});
