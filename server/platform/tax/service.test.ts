import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '../../../contract/money';
import { taxYearOf } from '../../../contract/dates';
import { adult, firmWithUser, openAccount } from '../accounts/testing/fixtures';
import { createInstrument } from '../assets/testing/instruments';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { londonToday } from '../ledger';
import { writePastTrades, type Instrument, type PastTrade } from './ledger-history';

/**
 * The capital gains report from a client's real ledger: trades written on past days through the ledger's
 * own planning (its tariff: £10 dealing, 0.5 % stamp duty on UK share purchases), matched by the engine.
 */

let p: TestPlatform;
let token: string;
let otherToken: string;
let clientId: string;
let otherClientId: string;
let accountA: string;
let accountB: string;
let isa: string;
const FIRM = 'CGTS';

const TARIFF = {
  dealingChargeFunds: new Decimal(0),
  dealingChargeExchange: new Decimal(10),
  collectStampDuty: true,
  collectPtmLevy: true,
};

beforeAll(async () => {
  p = await startTestPlatform();
  ({ token } = await firmWithUser(p, FIRM));
  ({ token: otherToken } = await firmWithUser(p, 'CGTO'));
  clientId = await adult(p, token, FIRM, 'Gains');
  otherClientId = await adult(p, otherToken, 'CGTO', 'Elsewhere');
  accountA = await openAccount(p, token, FIRM, clientId, 'GIA');
  accountB = await openAccount(p, token, FIRM, clientId, 'GIA');
  isa = await openAccount(p, token, FIRM, clientId, 'ISA');
  const row = await createInstrument(p.db, { name: 'Beta plc', instrumentType: 'Equity', adoptedBy: [FIRM] });
  const beta: Instrument = row;
  const trade = (accountId: string, date: string, side: 'Buy' | 'Sell', units: number, price: string) =>
    ({ accountId, instrument: beta, date, side, units, price }) satisfies PastTrade;
  await p.db.transaction((tx) =>
    writePastTrades(tx, { firmId: FIRM, actorId: 'SYSTEM', tariff: TARIFF }, [
      // 100 at £4 in A: £400 + £10 + £2.00 stamp; 100 at £5 in B: £500 + £10 + £2.50. One pool: 200, £924.50.
      trade(accountA, '2023-05-10', 'Buy', 100, '4'),
      trade(accountB, '2023-06-01', 'Buy', 100, '5'),
      // In the ISA: free of CGT, never in the pool.
      trade(isa, '2023-07-03', 'Buy', 10, '3'),
      trade(isa, '2024-03-04', 'Sell', 10, '9'),
      // 50 of the person's pool: £924.50 × 50 / 200 = £231.125, plus £10 to sell; proceeds £300.
      trade(accountA, '2024-03-01', 'Sell', 50, '6'),
      // Sold on 31 March 2025 (2024/25), bought back on 15 April (2025/26): matched across the year end.
      trade(accountB, '2025-03-31', 'Sell', 40, '3'),
      trade(accountA, '2025-04-15', 'Buy', 40, '3.5'),
    ]),
  );
});
afterAll(() => p?.close());

const report = (query = '', as = token, client = clientId, firm = FIRM) =>
  p.request('GET', `/portfolio/cgtReport/${firm}/${client}${query}`, { token: as });

describe('GET /portfolio/cgtReport/{firmId}/{clientId}', () => {
  it('when shares were bought in two GIAs and sold from one, then the pool is the person’s across both', async () => {
    const res = await report('?fromDate=2023-04-06&toDate=2024-04-05');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.data;
    expect(r.accounts.map((a: { id: string }) => a.id).sort()).toEqual([accountA, accountB].sort());
    expect(r.exemptAccounts).toEqual([
      expect.objectContaining({ id: isa, wrapperType: 'ISA', reason: expect.stringContaining('ISA') }),
    ]);
    expect(r.disposals).toHaveLength(1);
    const [d] = r.disposals;
    expect(d).toMatchObject({ date: '2024-03-01', assetName: 'Beta plc', accountIds: [accountA] });
    expect(d).toMatchObject({ quantity: 50, proceeds: 300, disposalCosts: 10, allowableCost: 241.13 });
    expect(d.exact).toMatchObject({ allowableCost: '241.125', gain: '58.875' });
    // The ledger's own book cost of account A alone would have been £412 × 50 / 100 = £206.
    expect(d.matches).toEqual([
      expect.objectContaining({ rule: 'S104', quantity: 50, acquisitionDate: null, cost: 231.13 }),
    ]);
    expect(d.explanation).toContain('50 shares from the pool at £4.6225 average: £231.13');
    const [year] = r.byTaxYear;
    expect(year).toMatchObject({ taxYear: '2023/24', disposals: 1, gains: 58.88, annualExemptAmount: 6000 });
    expect(year).toMatchObject({ exemptAmountUsed: 58.88, exemptAmountLeft: 5941.13, taxableGain: 0 });
    expect(year.forReturn).toMatchObject({ gains: 58, losses: 0, proceeds: 300, allowableCosts: 242 });
    expect(year.exact.exemptAmountLeft).toBe('5941.125');
  });

  it('when a sale is bought back after the period’s end, then it is matched with that purchase', async () => {
    const res = await report('?fromDate=2024-04-06&toDate=2025-04-05');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [d] = res.body.data.disposals;
    // Bought back: 40 × £3.50 = £140 + £10 + £0.70 stamp = £150.70. Proceeds £120 less £10 to sell.
    expect(d.matches).toEqual([
      expect.objectContaining({ rule: 'BED_AND_BREAKFAST', acquisitionDate: '2025-04-15', cost: 150.7 }),
    ]);
    expect(d).toMatchObject({ gain: -40.7, allowableCost: 160.7 });
    expect(d.explanation[1]).toBe(
      '40 shares matched with the purchase of 15 April 2025 (bought back within 30 days) at £3.7675: £150.70',
    );
    expect(res.body.data.byTaxYear[0]).toMatchObject({
      taxYear: '2024/25',
      losses: 40.7,
      lossCarriedForward: 40.7,
    });
  });

  it('when no period is given, then it is the current tax year, carrying the losses of the years before', async () => {
    const res = await report();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const year = taxYearOf(londonToday());
    expect(res.body.data).toMatchObject({ fromDate: year.start, toDate: year.end, disposals: [] });
    expect(res.body.data.byTaxYear).toEqual([
      expect.objectContaining({
        taxYear: year.label,
        disposals: 0,
        lossBroughtForward: 40.7,
        lossCarriedForward: 40.7,
      }),
    ]);
    expect(res.body.data.taxYears).toEqual(['2023/24', '2024/25', year.label]);
  });

  it('when the dates are wrong, then 400 naming the field', async () => {
    const backwards = await report('?fromDate=2025-05-01&toDate=2025-04-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fieldErrors).toEqual([
      { fieldName: 'toDate', errorMessage: 'Must be on or after fromDate' },
    ]);
    const early = await report('?toDate=2017-05-01');
    expect(early.status).toBe(400);
    expect(early.body.error.fieldErrors.map((f: { fieldName: string }) => f.fieldName)).toEqual(['toDate']);
    const unreal = await report('?fromDate=2025-02-30');
    expect(unreal.status).toBe(400);
    expect(unreal.body.error.fieldErrors.map((f: { fieldName: string }) => f.fieldName)).toEqual([
      'fromDate',
    ]);
  });

  it('when the client is another firm’s or missing, then 404', async () => {
    expect((await report('', token, otherClientId)).status).toBe(404);
    expect((await report('', token, 'NOSUCH1')).status).toBe(404);
    expect((await report('', otherToken, clientId, 'CGTO')).status).toBe(404);
  });
});

describe('GET /portfolio/cgtReport/spreadsheet/{firmId}/{clientId}', () => {
  it('when downloaded, then it is a workbook of disposals, matches and tax years with real amounts', async () => {
    const res = await fetch(
      `${p.base}/portfolio/cgtReport/spreadsheet/${FIRM}/${clientId}?fromDate=2023-04-06&toDate=2025-04-05`,
      { headers: { 'api-token': token } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Disposals', 'Matches', 'Tax years', 'About']);
    const disposals = book.getWorksheet('Disposals')!;
    expect(disposals.rowCount).toBe(3);
    expect(disposals.getRow(2).getCell(1).value).toEqual(new Date(Date.UTC(2024, 2, 1)));
    expect(disposals.getRow(2).getCell(9).value).toBe(241.13);
    expect(disposals.getRow(2).getCell(9).numFmt).toBe('"£"#,##0.00');
    const matches = book.getWorksheet('Matches')!;
    expect(matches.getRow(3).getCell(3).value).toBe('Bed and breakfast (30 days)');
    const years = book.getWorksheet('Tax years')!;
    expect(years.getRow(3).getCell(1).value).toBe('2024/25');
  });

  it('when the client is another firm’s, then 404', async () => {
    const res = await p.request('GET', `/portfolio/cgtReport/spreadsheet/${FIRM}/${otherClientId}`, {
      token,
    });
    expect(res.status).toBe(404);
  });
});
