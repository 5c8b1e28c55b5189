import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { adult, openAccount } from '../accounts/testing/fixtures';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';
import { londonToday } from '../ledger';
import { fieldNames, gbp, generate, generated, longDay } from './testing/documents';

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'PRPT');
});
afterAll(() => p.close());

const today = londonToday();
const quarterStart = () => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

describe('POST /files/portfolioreport', () => {
  it('when a client paid in, bought and was charged, then the report shows the flows, the charge, the holding and the report call’s closing value', async () => {
    const clientId = await adult(p, w.token, w.firmId, 'Reported');
    const account = await openAccount(p, w.token, w.firmId, clientId, 'GIA');
    await w.api.fund(account, 1000);
    await w.api.buy(account, w.fund.id, 400);
    expect((await w.api.deal()).status).toBe(200);
    const fee = await w.api.fee(account, 25);
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
    const period = { fromDate: quarterStart(), toDate: today };
    const report = await p.request(
      'GET',
      `/portfolio/report/${w.firmId}/${clientId}?fromDate=${period.fromDate}&toDate=${period.toDate}`,
      { token: w.token },
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const closing = report.body.data.closingValue as number;

    const { text, file, title } = await generated(p, w.token, 'portfolioreport', {
      clientId,
      ...period,
      deliver: false,
    });
    expect(file).toMatchObject({ fileType: 'portfolioreport', clientId, messageId: null });
    expect(file.reference).toMatch(/^PR-/);
    expect(title).toMatch(/^Portfolio report/);
    expect(text).toContain('Ada Reported');
    expect(text).toContain(`${longDay(period.fromDate)} to ${longDay(period.toDate)}`);
    expect(text).toContain(`Opening value ${gbp(0)}`);
    expect(text).toContain(`Paid in ${gbp(1000)}`);
    expect(text).toContain(`Closing value ${gbp(closing)}`);
    expect(text).toContain(`Charges ${gbp(report.body.data.charges.total)}`);
    expect(text).toContain('Alpha Fund');
    expect(text).toContain(`Holdings at ${longDay(today)}`);
    expect(text).toContain('Time-weighted return');
  });

  it('when it is asked for without a client, for an account, or for a period that ends tomorrow, then each is refused by name', async () => {
    const none = await generate(p, w.token, 'portfolioreport', {});
    expect(none.status).toBe(400);
    expect(fieldNames(none)).toEqual(['clientId']);
    const account = await w.open();
    const byAccount = await generate(p, w.token, 'portfolioreport', {
      clientId: w.clientId,
      accountId: account,
    });
    expect(fieldNames(byAccount)).toEqual(['accountId']);
    const late = await generate(p, w.token, 'portfolioreport', {
      clientId: w.clientId,
      fromDate: today,
      toDate: '2999-01-01',
    });
    expect(fieldNames(late)).toEqual(['toDate']);
  });
});
