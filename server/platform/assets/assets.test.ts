import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { firmWithUser, signIn } from '../accounts/testing/fixtures';
import { createInstrument } from './testing/instruments';

let p: TestPlatform;
let token: string;
let other: string;
let fund: { id: string; isin: string };
let etf: { id: string; isin: string };
let equity: { id: string; isin: string };

beforeAll(async () => {
  p = await startTestPlatform();
  ({ token } = await firmWithUser(p, 'ASTA'));
  ({ token: other } = await firmWithUser(p, 'ASTB'));
  fund = await createInstrument(p.db, {
    name: 'Meridian Global Equity',
    ticker: 'MGEQ',
    prices: [
      ['2026-01-05', '1.234567'],
      ['2026-01-06', '1.25'],
      ['2026-01-07', '1.3'],
    ],
    adoptedBy: ['ASTA'],
  });
  etf = await createInstrument(p.db, {
    name: 'Strand FTSE 100',
    instrumentType: 'ETF',
    ticker: 'SUKX',
    prices: [['2026-01-07', '7.5']],
    adoptedBy: ['ASTA', 'ASTB'],
  });
  equity = await createInstrument(p.db, { name: 'Severn Energy', instrumentType: 'Equity', ticker: 'SVRN' });
});
afterAll(() => p.close());

const fields = (res: { body: any }) =>
  Object.fromEntries(res.body.error.fieldErrors.map((f: any) => [f.fieldName, f.errorMessage]));

describe("the firm's instruments", () => {
  it('when listed, then only adopted instruments come back with their latest price', async () => {
    const res = await p.request('GET', '/asset/ASTA', { token });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ count: 2, page: 1, pageSize: 50 });
    expect(res.body.data[0]).toMatchObject({
      id: fund.id,
      name: 'Meridian Global Equity',
      isin: fund.isin,
      ticker: 'MGEQ',
      instrumentType: 'Fund',
      currency: 'GBP',
      currentPrice: 1.3,
      currentPriceDate: '2026-01-07',
      priceCurrency: 'GBP',
      status: 'Active',
      adopted: true,
    });
  });

  it('when filtered by each listed filter, then each narrows the list', async () => {
    const ids = async (query: string) =>
      (await p.request('GET', `/asset/ASTA?${query}`, { token })).body.data.map((a: any) => a.id);
    expect(await ids('instrumentType=ETF')).toEqual([etf.id]);
    expect(await ids(`isin=${fund.isin.toLowerCase()}`)).toEqual([fund.id]);
    expect(await ids('ticker=sukx')).toEqual([etf.id]);
    expect(await ids('idOrName=meridian')).toEqual([fund.id]);
    expect(await ids(`idOrName=${etf.id}`)).toEqual([etf.id]);
    expect(await ids('longName=ftse%20100%20acc')).toEqual([etf.id]);
    expect(await ids('currency=gbp&convertTo=GBP')).toEqual([fund.id, etf.id]);
    expect(await ids('sort=-name&pageSize=1&page=2')).toEqual([fund.id]);
  });

  it('when sorted by a field that is not offered, then 400 on sort naming the ones that are', async () => {
    for (const sort of ['colour', 'toString', '-constructor']) {
      const res = await p.request('GET', `/asset/ASTA?sort=${sort}`, { token });
      expect(fields(res)).toEqual({ sort: 'Must be one of: name, isin, ticker, instrumentType' });
    }
  });

  it('when convertTo is not GBP or not a currency, then 400 on convertTo', async () => {
    const usd = await p.request('GET', `/asset/ASTA/${fund.id}?convertTo=USD`, { token });
    expect(usd.status).toBe(400);
    expect(fields(usd).convertTo).toMatch(/only to GBP/);
    const junk = await p.request('GET', '/asset/ASTA?convertTo=pounds&instrumentType=Crypto', { token });
    expect(Object.keys(fields(junk)).sort()).toEqual(['convertTo', 'instrumentType']);
  });

  it('when the master list is read, then every instrument shows whether the firm adopted it', async () => {
    const res = await p.request('GET', '/masterinstrument/ASTA?instrumentType=Equity', { token });
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: equity.id, adopted: false, currentPrice: null, currentPriceDate: null }),
    ]);
    const one = await p.request('GET', `/masterinstrument/ASTA/${etf.id}?convertTo=GBP`, { token });
    expect(one.body.data).toMatchObject({ id: etf.id, adopted: true, currentPrice: 7.5 });
    expect((await p.request('GET', '/masterinstrument/ASTA/NOSUCH', { token })).status).toBe(404);
  });

  it('when the master list is filtered by adopted, then it lists and counts only those', async () => {
    const list = async (firm: string, query: string, as = token) => {
      const res = await p.request('GET', `/masterinstrument/${firm}?${query}`, { token: as });
      return { ids: res.body.data?.map((a: any) => a.id), count: res.body.meta?.count, res };
    };
    expect(await list('ASTA', 'adopted=false')).toMatchObject({ ids: [equity.id], count: 1 });
    expect(await list('ASTA', 'adopted=true')).toMatchObject({ ids: [fund.id, etf.id], count: 2 });
    expect(await list('ASTB', 'adopted=false', other)).toMatchObject({ ids: [fund.id, equity.id], count: 2 });
    expect(await list('ASTA', 'adopted=false&instrumentType=Fund')).toMatchObject({ ids: [], count: 0 });
    const { res } = await list('ASTA', 'adopted=no');
    expect(res.status).toBe(400);
    expect(Object.keys(fields(res))).toEqual(['adopted']);
  });

  it('when a master instrument is adopted, then it joins the list; twice is 409, unknown is 400', async () => {
    const res = await p.request('POST', '/asset', { token, body: { firmId: 'ASTA', assetId: equity.id } });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ id: equity.id });
    expect((await p.request('GET', `/asset/ASTA/${equity.id}`, { token })).body.data.adopted).toBe(true);
    const again = await p.request('POST', '/asset', { token, body: { firmId: 'ASTA', assetId: equity.id } });
    expect(again.status).toBe(409);
    const unknown = await p.request('POST', '/asset', { token, body: { firmId: 'ASTA', assetId: 'NOSUCH' } });
    expect(unknown.status).toBe(400);
    expect(fields(unknown)).toEqual({ assetId: 'Must be an instrument on the master list' });
    expect((await p.request('GET', `/asset/ASTB/${equity.id}`, { token: other })).status).toBe(404);
  });

  it('when dealing is suspended with the current version, then the status changes; stale is 412', async () => {
    const res = await p.request('PUT', `/asset/ASTA/${etf.id}`, {
      token,
      body: { status: 'Suspended', reason: 'Fund gated', version: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Suspended', version: 2 });
    expect(
      (await p.request('PUT', `/asset/ASTA/${etf.id}`, { token, body: { status: 'Active', version: 1 } }))
        .status,
    ).toBe(412);
    expect((await p.request('GET', `/asset/ASTB/${etf.id}`, { token: other })).body.data.status).toBe(
      'Active',
    );
    const { token: reader } = await signIn(p, 'ASTA', [{ scope: 'Instrument', ranges: ['read'] }]);
    expect(
      (await p.request('PUT', `/asset/ASTA/${etf.id}`, { token: reader, body: { status: 'Active' } })).status,
    ).toBe(403);
  });
});

describe('GET /price/{firmId}/{assetId}', () => {
  it('when asked, then the latest price and date; with dates, the history oldest first', async () => {
    const latest = await p.request('GET', `/price/ASTA/${fund.id}`, { token });
    expect(latest.body.data).toEqual({
      assetId: fund.id,
      isin: fund.isin,
      currency: 'GBP',
      price: 1.3,
      priceDate: '2026-01-07',
    });
    const history = await p.request('GET', `/price/ASTA/${fund.id}?fromDate=2026-01-05&toDate=2026-01-06`, {
      token,
    });
    expect(history.body.data.history).toEqual([
      { priceDate: '2026-01-05', price: 1.234567 },
      { priceDate: '2026-01-06', price: 1.25 },
    ]);
    const backwards = await p.request('GET', `/price/ASTA/${fund.id}?fromDate=2026-02-01&toDate=2026-01-01`, {
      token,
    });
    expect(fields(backwards)).toEqual({ fromDate: 'Must be on or before toDate' });
    expect((await p.request('GET', '/price/ASTA/NOSUCH', { token })).status).toBe(404);
  });
});
