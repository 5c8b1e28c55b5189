import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adult, firmWithUser, openAccount } from '../../accounts/testing/fixtures';
import { createInstrument } from '../../assets/testing/instruments';
import { firmAssets, manualTransferInFiles, transferAssets } from '../../db/schema';
import { businessDaysAgo } from '../../ledger/testing/dates';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';

let p: TestPlatform;
let admin: { token: string; userId: string };
let outsider: { token: string; userId: string };
let gia: string;
let otherGia: string;
let provider: string;
const fund = { id: '', isin: '' };
const share = { id: '', isin: '' };
const elsewhere = { id: '', isin: '' };

const FIRM = 'TRFF';
const OTHER = 'TRFG';

beforeAll(async () => {
  p = await startTestPlatform();
  admin = await firmWithUser(p, FIRM);
  outsider = await firmWithUser(p, OTHER);
  gia = await openAccount(p, admin.token, FIRM, await adult(p, admin.token, FIRM, 'Specie'), 'GIA');
  otherGia = await openAccount(
    p,
    outsider.token,
    OTHER,
    await adult(p, outsider.token, OTHER, 'Other'),
    'GIA',
  );
  const price = [[businessDaysAgo(1), '2.000000']] as [string, string][];
  Object.assign(
    fund,
    await createInstrument(p.db, { name: 'Alpha Fund', prices: price, adoptedBy: [FIRM, OTHER] }),
  );
  Object.assign(share, await createInstrument(p.db, { name: 'Beta plc', prices: price, adoptedBy: [FIRM] }));
  Object.assign(
    elsewhere,
    await createInstrument(p.db, { name: 'Gamma Fund', prices: price, adoptedBy: [OTHER] }),
  );
  const res = await p.request('GET', `/masterparty/platform/${FIRM}?name=AJ%20Bell`, { token: admin.token });
  provider = res.body.data[0].id;
});
afterAll(() => p.close());

async function transfer(
  opts: { processingType?: string; accountId?: string; token?: string; firm?: string } = {},
) {
  const res = await p.request('POST', '/portfolioTransactionGroup', {
    token: opts.token ?? admin.token,
    body: {
      firmId: opts.firm ?? FIRM,
      accountId: opts.accountId ?? gia,
      transfer: {
        direction: 'In',
        processingType: opts.processingType ?? 'In Specie',
        scope: 'Whole',
        providerId: provider,
        providerReference: 'AJB-778899',
        estimatedValue: 25000,
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');
const upload = (
  transferId: string,
  content: string,
  fileName = 'assets.csv',
  token = admin.token,
  firmId = FIRM,
) =>
  p.request('POST', '/filestore/manualtransferin', {
    token,
    body: { firmId, transferId, fileName, content },
  });
const detail = (id: string) =>
  p.request('GET', `/portfoliotransaction/producttransfer/${FIRM}/${id}`, { token: admin.token });
const assetsOn = (id: string) =>
  p.db.select().from(transferAssets).where(eq(transferAssets.transferId, id)).orderBy(transferAssets.assetId);
const filesOf = (id: string) =>
  p.db.select().from(manualTransferInFiles).where(eq(manualTransferInFiles.transferId, id));

async function xlsx(rows: (string | number)[][]) {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  const sheet = book.addWorksheet('Assets');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describe('the manual transfer-in file', () => {
  it('when a good CSV is uploaded, then its assets are on the transfer with a history event, and the file reads back', async () => {
    const id = await transfer();
    const csv = `isin,quantity,bookValue\n${fund.isin},1200.5,2400.10\n"${share.isin}",300,\n`;
    const res = await upload(id, b64(csv));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const fileId = res.body.data.id;
    const d = (await detail(id)).body.data;
    expect(d.fileUploadId).toBe(fileId);
    expect(d.assets).toEqual([
      expect.objectContaining({ assetId: fund.id, quantity: 1200.5, bookValue: 2400.1 }),
      expect.objectContaining({ assetId: share.id, quantity: 300, bookValue: null }),
    ]);
    expect(d.history[0]).toMatchObject({ type: 'INFO', text: 'Asset list uploaded: 2 assets' });
    const read = await p.request('GET', `/filestore/manualtransferin/${FIRM}/${fileId}`, {
      token: admin.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      id: fileId,
      transferId: id,
      status: 'Accepted',
      rows: 2,
      fileName: 'assets.csv',
    });
    const [stored] = await filesOf(id);
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('when a good XLSX follows a CSV, then it replaces the assets and the earlier file is Superseded', async () => {
    const id = await transfer();
    const first = await upload(id, b64(`isin,quantity\n${fund.isin},10\n`));
    expect(first.status).toBe(201);
    const book = await xlsx([
      ['ISIN', 'Quantity', 'Book value'],
      [share.isin, 42.123456, 1999.99],
    ]);
    const res = await upload(id, book, 'from-ceding-scheme.xlsx');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await assetsOn(id)).toEqual([
      expect.objectContaining({ assetId: share.id, quantity: '42.123456', bookValue: '1999.99' }),
    ]);
    const files = await filesOf(id);
    expect(files.find((f) => f.id === first.body.data.id)?.status).toBe('Superseded');
    expect(files.find((f) => f.id === res.body.data.id)?.status).toBe('Accepted');
  });

  it('when several rows are bad, then one 400 names every one of them and nothing is written', async () => {
    const id = await transfer();
    await upload(id, b64(`isin,quantity\n${fund.isin},10\n`));
    const csv = [
      'isin,quantity,bookValue',
      `${fund.isin},5,100`,
      `${elsewhere.isin},5,100`,
      `${share.isin},0,100`,
      `${fund.isin},1.1234567,100.123`,
      ',3,',
    ].join('\n');
    const res = await upload(id, b64(csv));
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.map((e: { fieldName: string }) => e.fieldName)).toEqual([
      'row 3.isin',
      'row 4.quantity',
      'row 5.isin',
      'row 5.quantity',
      'row 5.bookValue',
      'row 6.isin',
    ]);
    expect(res.body.error.fieldErrors[0].errorMessage).toMatch(/adopted/);
    expect(res.body.error.fieldErrors[2].errorMessage).toBe('This instrument is already on row 2');
    expect(await assetsOn(id)).toEqual([
      expect.objectContaining({ assetId: fund.id, quantity: '10.000000' }),
    ]);
    expect(await filesOf(id)).toHaveLength(1);
  });

  it('when the header lacks a column, then row 1 names it', async () => {
    const res = await upload(await transfer(), b64(`isin,units\n${fund.isin},10\n`));
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([expect.objectContaining({ fieldName: 'row 1.quantity' })]);
  });

  it('when the transfer is a cash transfer, then the file is refused on transferId', async () => {
    const res = await upload(
      await transfer({ processingType: 'Cash' }),
      b64(`isin,quantity\n${fund.isin},10\n`),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([expect.objectContaining({ fieldName: 'transferId' })]);
  });

  it("when another firm's transfer is named, then it is 404 and its transfer is untouched", async () => {
    const theirs = await transfer({ accountId: otherGia, token: outsider.token, firm: OTHER });
    const res = await upload(theirs, b64(`isin,quantity\n${fund.isin},10\n`));
    expect(res.status).toBe(404);
    expect(await assetsOn(theirs)).toEqual([]);
  });

  it('when the lower-case {firmid} names another firm, then the file is 404 to both', async () => {
    const id = await transfer();
    const fileId = (await upload(id, b64(`isin,quantity\n${fund.isin},10\n`))).body.data.id;
    const asOther = await p.request('GET', `/filestore/manualtransferin/${OTHER}/${fileId}`, {
      token: admin.token,
    });
    expect(asOther.status).toBe(404);
    const byOutsider = await p.request('GET', `/filestore/manualtransferin/${OTHER}/${fileId}`, {
      token: outsider.token,
    });
    expect(byOutsider.status).toBe(404);
  });

  it("when the file is refreshed, then it is checked against today's adoptions: a dropped instrument is named, else the assets are written again", async () => {
    const id = await transfer();
    const csv = `assetId,quantity\n${fund.id},10\n${share.id},20\n`;
    const fileId = (await upload(id, b64(csv))).body.data.id;
    await p.db.delete(transferAssets).where(eq(transferAssets.transferId, id));
    const again = await p.request('POST', '/filestore/manualtransferin/refresh', {
      token: admin.token,
      body: { firmId: FIRM, fileUploadId: fileId },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.assets).toHaveLength(2);
    expect(await assetsOn(id)).toHaveLength(2);
    expect((await detail(id)).body.data.history[0].text).toBe('Asset list checked again: 2 assets');

    await p.db.delete(firmAssets).where(and(eq(firmAssets.firmId, FIRM), eq(firmAssets.assetId, share.id)));
    const refused = await p.request('POST', '/filestore/manualtransferin/refresh', {
      token: admin.token,
      body: { firmId: FIRM, fileUploadId: fileId },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors).toEqual([expect.objectContaining({ fieldName: 'row 3.assetId' })]);
    expect(await assetsOn(id)).toHaveLength(2);
    await p.db.insert(firmAssets).values({ firmId: FIRM, assetId: share.id });
  });
});

describe('book values', () => {
  const bookValues = (transferId: string, content: string, fileName = 'book-values.csv') =>
    p.request('POST', '/upload/bookvalue', {
      token: admin.token,
      body: { firmId: FIRM, transferId, fileName, content },
    });

  it('when every row names an asset on the transfer, then their book values are set', async () => {
    const id = await transfer();
    await upload(id, b64(`isin,quantity\n${fund.isin},10\n${share.isin},20\n`));
    const res = await bookValues(id, b64(`isin,bookValue\n${fund.isin},1500.25\n${share.isin},800\n`));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ transferId: id, updated: 2 });
    expect((await assetsOn(id)).map((a) => a.bookValue).sort()).toEqual(['1500.25', '800.00']);
    expect((await detail(id)).body.data.history[0].text).toBe('Book values uploaded: 2 assets');
  });

  it('when rows are bad, then each is named and no book value changes', async () => {
    const id = await transfer();
    await upload(id, b64(`isin,quantity,bookValue\n${fund.isin},10,100\n`));
    const book = await xlsx([
      ['isin', 'bookValue'],
      [fund.isin, 'lots'],
      [share.isin, 50],
    ]);
    const res = await bookValues(id, book, 'values.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([
      expect.objectContaining({ fieldName: 'row 2.bookValue' }),
      { fieldName: 'row 3.isin', errorMessage: 'This instrument is not on the transfer' },
    ]);
    expect((await assetsOn(id))[0].bookValue).toBe('100.00');
  });
});
