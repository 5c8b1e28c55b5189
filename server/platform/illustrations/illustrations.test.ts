import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adult, firmWithUser, openAccount } from '../accounts/testing/fixtures';
import { createInstrument } from '../assets/testing/instruments';
import { fieldNames, generate, generated } from '../documents/testing/documents';
import { businessDaysAgo } from '../ledger/testing/dates';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let p: TestPlatform;
let me: { token: string; userId: string };
let them: { token: string; userId: string };
let clientId: string;
let sipp: string;
let theirClient: string;
let fund: { id: string };
let share: { id: string };
let theirFund: { id: string };

const FIRM = 'ILLA';
const OTHER = 'ILLB';

beforeAll(async () => {
  p = await startTestPlatform();
  me = await firmWithUser(p, FIRM);
  them = await firmWithUser(p, OTHER);
  clientId = await adult(p, me.token, FIRM, 'Illustrated');
  sipp = await openAccount(p, me.token, FIRM, clientId, 'SIPP');
  theirClient = await adult(p, them.token, OTHER, 'Elsewhere');
  const price = [[businessDaysAgo(1), '2.000000']] as [string, string][];
  fund = await createInstrument(p.db, { name: 'Illustrated Fund', prices: price, adoptedBy: [FIRM] });
  share = await createInstrument(p.db, {
    name: 'Illustrated plc',
    instrumentType: 'Equity',
    prices: price,
    adoptedBy: [FIRM],
  });
  theirFund = await createInstrument(p.db, { name: 'Their Fund', prices: price, adoptedBy: [OTHER] });
});
afterAll(() => p.close());

/** The hand-checked plan of projection.test.ts: £10,000 for 10 years with 0.9 % a year of charges. */
const isa = (overrides: object = {}) => ({
  firmId: FIRM,
  name: 'ISA lump sum',
  clientId,
  wrapperType: 'ISA',
  status: 'ACCUMULATION',
  termYears: 10,
  singleContribution: 10000,
  charges: [
    { chargeType: 'Platform', percent: 0.25 },
    { chargeType: 'OCF', percent: 0.15 },
    { chargeType: 'IMifidCharge', percent: 0.5 },
  ],
  ...overrides,
});

const drawdown = (overrides: object = {}) => ({
  firmId: FIRM,
  name: 'SIPP drawdown',
  accountId: sipp,
  status: 'DRAWDOWN',
  termYears: 30,
  startingValue: 300000,
  drawdownMethod: 'FAD',
  monthlyWithdrawal: 1250,
  charges: [
    { chargeType: 'Platform', percent: 0.25 },
    { chargeType: 'Platform', amountPerYear: 60 },
  ],
  ...overrides,
});

const post = (body: object, token = me.token) => p.request('POST', '/illustration/product', { token, body });
async function create(body: object) {
  const res = await post(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}
const get = (id: string, token = me.token, firm = FIRM) =>
  p.request('GET', `/illustration/product/${firm}/${id}`, { token });
const list = (query: string, path = 'product') =>
  p.request('GET', `/illustration/${path}/${FIRM}?${query}`, { token: me.token });

describe('a product illustration', () => {
  it('when an ISA lump sum is illustrated, then it is stored with its inputs and the figures checked by hand', async () => {
    const id = await create(isa());
    const res = await get(id);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      id,
      name: 'ISA lump sum',
      status: 'ACCUMULATION',
      wrapperType: 'ISA',
      clientId,
    });
    expect(data.clientName).toContain('Illustrated');
    // Everything a copy needs: the body as accepted, firm aside.
    expect(data.inputs).toMatchObject({ termYears: 10, singleContribution: 10000, wrapperType: 'ISA' });
    expect(data.inputs.charges).toHaveLength(3);
    // projection.test.ts by hand: 11,100 / 9,130; 14,800 / 12,200; 19,700 / 16,100.
    const ends = data.result.rates.map((r: any) => [r.name, r.percent, r.atEnd.value, r.atEnd.realValue]);
    expect(ends).toEqual([
      ['lower', 2, 11100, 9130],
      ['intermediate', 5, 14800, 12200],
      ['higher', 8, 19700, 16100],
    ]);
    expect(data.result.rates[1].years).toHaveLength(10);
    expect(data.result.reductionInYield).toEqual({ percent: 0.94, atRatePercent: 5 });
    expect(data.result.effectOfCharges).toMatchObject({ withoutCharges: 16200, difference: 1400 });
    expect(data.result.costsAndCharges.lines.map((l: any) => [l.type, l.yearOne])).toEqual([
      ['Platform', 25.57],
      ['OCF', 15.34],
      ['IMifidCharge', 51.13],
    ]);
    expect(data.result.sustainability).toBeNull();
  });

  it('when a product is not tax-advantaged, then it is projected at 1.5, 4.5 and 7.5 %', async () => {
    const id = await create(
      isa({
        name: 'GIA monthly',
        wrapperType: 'GIA',
        singleContribution: undefined,
        monthlyContribution: 200,
      }),
    );
    const { result } = (await get(id)).body.data;
    expect(result.rates.map((r: any) => r.percent)).toEqual([1.5, 4.5, 7.5]);
    expect(result.rates[0].atEnd.paidIn).toBe(24000);
  });

  it('when a drawdown is illustrated, then the sustainability counts from the client’s age over 1,000 seeded paths', async () => {
    const id = await create(drawdown());
    const data = (await get(id)).body.data;
    expect(data).toMatchObject({ status: 'DRAWDOWN', wrapperType: 'SIPP', accountId: sipp, clientId });
    // The client was born on 17 May 1980 (fixtures): the date is taken from their record.
    expect(data.inputs.dateOfBirth).toBe('1980-05-17');
    const s = data.result.sustainability;
    expect(s.paths).toBe(1000);
    expect(s.targetAge).toBe(95);
    expect(s.atFcaRates.map((r: any) => r.percent)).toEqual([2, 5, 8]);
    expect(s.chanceToTargetAge).toBeGreaterThanOrEqual(0);
    expect(s.chanceToTargetAge).toBeLessThanOrEqual(1);
    expect(s.summary).toMatch(/^At the intermediate rate of 5% a year the pot/);
    expect(s.fan.length).toBeGreaterThan(0);
    // The same plan, the same seed: the same answer.
    const again = (await get(await create(drawdown()))).body.data.result.sustainability;
    expect(again.chanceToTargetAge).toBe(s.chanceToTargetAge);
    expect(data.result.rates[1].atEnd.withdrawn).toBe(1250 * 12 * 30);
  });

  it('when a copy is made from what GET answers, with the contribution changed, then it is a new illustration', async () => {
    const original = (await get(await create(isa({ name: 'To copy' })))).body.data;
    const copy = await create({
      ...original.inputs,
      firmId: FIRM,
      name: 'Copied',
      singleContribution: 20000,
    });
    const data = (await get(copy)).body.data;
    expect(data.id).not.toBe(original.id);
    expect(data.result.rates[1].atEnd.value).toBe(29700);
  });
});

describe('the lists', () => {
  it('when filtered by name, id and status, then only the matches come back, newest first', async () => {
    const a = await create(isa({ name: 'Filter Alpha' }));
    const b = await create(drawdown({ name: 'Filter Beta' }));
    const byName = await list('name=filter');
    expect(byName.body.data.map((i: any) => i.id)).toEqual([b, a]);
    expect(byName.body.meta).toMatchObject({ count: 2, page: 1 });
    expect((await list(`id=${a}`)).body.data.map((i: any) => i.id)).toEqual([a]);
    const drawdowns = (await list('status=DRAWDOWN&pageSize=500')).body.data;
    expect(drawdowns.length).toBeGreaterThan(0);
    expect(drawdowns.every((i: any) => i.status === 'DRAWDOWN')).toBe(true);
    expect((await list('status=SOMETHING')).status).toBe(400);
  });

  it('when the abridged list is asked for, then it has the end figures but no yearly tables or fan', async () => {
    const id = await create(drawdown({ name: 'Abridged one' }));
    const res = await list(`id=${id}`, 'productabridged');
    expect(res.status).toBe(200);
    const [one] = res.body.data;
    expect(one.result.rates[1].atEnd.value).toBeGreaterThan(0);
    expect(one.result.rates[1].years).toBeUndefined();
    expect(one.result.sustainability.summary).toBeTruthy();
    expect(one.result.sustainability.fan).toBeUndefined();
    expect(one.inputs.drawdownMethod).toBe('FAD');
  });
});

describe('refusals', () => {
  it('when the body is wrong, then 400 lists every field at fault', async () => {
    const none = await post(isa({ singleContribution: undefined, monthlyWithdrawal: 100 }));
    expect(none.status).toBe(400);
    expect(fieldNames(none).sort()).toEqual(['monthlyWithdrawal', 'singleContribution']);
    const dd = await post(
      drawdown({ startingValue: undefined, drawdownMethod: undefined, monthlyWithdrawal: undefined }),
    );
    expect(fieldNames(dd).sort()).toEqual(['drawdownMethod', 'monthlyWithdrawal', 'startingValue']);
    const charges = await post(
      isa({
        charges: [
          { chargeType: 'Stamp', percent: 0.5 },
          { chargeType: 'OCF', percent: 0.1, amountPerYear: 10 },
          { chargeType: 'Initial', amountPerYear: 10 },
        ],
      }),
    );
    expect(fieldNames(charges).sort()).toEqual([
      'charges.0.chargeType',
      'charges.1.percent',
      'charges.2.chargeType',
    ]);
    const term = await post(isa({ termYears: 0, status: 'SOMETIMES' }));
    expect(fieldNames(term).sort()).toEqual(['status', 'termYears']);
    const wrapper = await post(isa({ wrapperType: undefined }));
    expect(fieldNames(wrapper)).toEqual(['wrapperType']);
    const mismatch = await post(drawdown({ wrapperType: 'ISA' }));
    expect(fieldNames(mismatch)).toEqual(['wrapperType']);
    const notPension = await post(drawdown({ accountId: undefined, clientId, wrapperType: 'GIA' }));
    expect(fieldNames(notPension)).toEqual(['wrapperType']);
  });

  it('when a drawdown has no date of birth to count from, then 400 names it', async () => {
    const company = await p.request('POST', '/client', {
      token: me.token,
      body: {
        firmId: FIRM,
        nodeId: '0',
        clientType: 'Corporate',
        name: 'Pension Co',
        companyNumber: '01234567',
        addressDetail: { address1: '1 High Street', postCode: 'SW1A 1AA', country: 'GB' },
      },
    });
    const res = await post(
      drawdown({ accountId: undefined, clientId: company.body.data.id, wrapperType: 'SIPP' }),
    );
    expect(fieldNames(res)).toEqual(['dateOfBirth']);
    const old = await post(drawdown({ dateOfBirth: '1920-01-01' }));
    expect(fieldNames(old)).toEqual(['dateOfBirth']);
  });

  it('when another firm’s client or illustration is named, then 404 and nothing is said about it', async () => {
    const theirs = await post(isa({ clientId: theirClient }));
    expect(theirs.status).toBe(404);
    const theirId = (await post({ ...isa({ clientId: theirClient }), firmId: OTHER }, them.token)).body.data
      .id as string;
    expect((await get(theirId)).status).toBe(404);
    expect((await get(theirId, me.token, OTHER)).status).toBe(404);
    expect((await list(`id=${theirId}`)).status).toBe(400);
    expect((await generate(p, me.token, 'illustration', { illustrationId: theirId })).status).toBe(404);
  });
});

describe('a trade illustration', () => {
  const trade = (body: object) =>
    p.request('POST', '/illustration/trade', { token: me.token, body: { firmId: FIRM, ...body } });

  it('when a fund buy of £1,000 is illustrated with a 0.4 % spread, then the spread is an implicit cost', async () => {
    const res = await trade({
      accountId: sipp,
      assetId: fund.id,
      side: 'Buy',
      amount: 1000,
      spreadPercent: 0.4,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Half the spread: £1,000 × 0.4 % ÷ 2 = £2, 0.2 % of the consideration, already in the price.
    expect(res.body.data).toMatchObject({
      side: 'Buy',
      wrapperType: 'SIPP',
      price: 2,
      quantity: 500,
      consideration: 1000,
      lines: [{ type: 'Ex Ante Transaction', amount: 2, percent: 0.2, implicit: true }],
      totalCost: 2,
      cashMovement: 1000,
    });
  });

  it('when UK shares are bought by quantity, then stamp duty is shown whatever the tariff', async () => {
    const res = await trade({ wrapperType: 'GIA', assetId: share.id, side: 'Buy', quantity: 1000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 1,000 at £2 is £2,000; stamp duty 0.5 % is £10.
    expect(res.body.data.lines).toEqual([{ type: 'Stamp', amount: 10, percent: 0.5, implicit: false }]);
    expect(res.body.data.cashMovement).toBe(2010);
  });

  it('when the body is wrong or names another firm’s instrument, then 400 names the field', async () => {
    const both = await trade({ wrapperType: 'GIA', assetId: fund.id, side: 'Buy', amount: 1, quantity: 1 });
    expect(fieldNames(both)).toEqual(['amount']);
    const neither = await trade({ assetId: fund.id, side: 'Hold', amount: 1 });
    expect(fieldNames(neither).sort()).toEqual(['side']);
    const noWrapper = await trade({ assetId: fund.id, side: 'Buy', amount: 1 });
    expect(fieldNames(noWrapper)).toEqual(['accountId']);
    const theirs = await trade({ wrapperType: 'GIA', assetId: theirFund.id, side: 'Buy', amount: 1 });
    expect(fieldNames(theirs)).toEqual(['assetId']);
  });
});

describe('POST /files/illustration', () => {
  it('when a stored drawdown is printed, then the PDF shows its stored figures, charges and sustainability', async () => {
    const id = await create(drawdown({ name: 'Printed drawdown' }));
    const { result } = (await get(id)).body.data;
    const { text, file } = await generated(p, me.token, 'illustration', { illustrationId: id });
    expect(file).toMatchObject({ fileType: 'illustration', clientId, accountId: sipp });
    expect(text).toContain('Pension illustration');
    expect(text).toContain(`Printed drawdown (${id})`);
    expect(text).toContain('a lower rate of 2%, an intermediate rate of 5% and a higher rate of 8% a year');
    expect(text).toContain('£1,250.00 a month by FAD');
    expect(text).toContain('rounded down to three significant figures');
    const gbp0 = (n: number) => `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
    expect(text).toContain(gbp0(result.rates[1].atEnd.value));
    expect(text).toContain('Costs and charges');
    expect(text).toContain('How long your pot might last');
    expect(text).toContain(result.sustainability.summary);
  });

  it('when an accumulation is printed, then the reduction in yield is stated', async () => {
    const id = await create(isa({ name: 'Printed ISA' }));
    const { text } = await generated(p, me.token, 'illustration', { illustrationId: id, deliver: false });
    expect(text).toContain('a reduction in yield of 0.94%');
    expect(text).toContain('IMifidCharge');
    expect(text).not.toContain('How long your pot might last');
  });

  it('when no illustration is named, or another field is sent, then 400', async () => {
    expect(fieldNames(await generate(p, me.token, 'illustration', {}))).toEqual(['illustrationId']);
    const extra = await generate(p, me.token, 'illustration', { clientId });
    expect(extra.status).toBe(400);
  });
});
