import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';
import { download, pdfText } from './testing/pdf';

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'DOCS');
});
afterAll(() => p.close());

describe('POST /files/valuationstatement', () => {
  it('when a client holds a funded account, then the statement names them and its total equals the summary', async () => {
    const account = await w.open();
    await w.api.fund(account, 1000);
    await w.api.buy(account, w.fund.id, 400);
    await w.api.deal();
    const res = await p.request('POST', '/files/valuationstatement', {
      token: w.token,
      body: { clientId: w.clientId },
    });
    expect(res.status).toBe(200);
    const file = res.body.data;
    expect(file).toMatchObject({
      fileType: 'valuationstatement',
      clientId: w.clientId,
      contentType: 'application/pdf',
    });
    expect(file.messageId).toEqual(expect.any(String));
    const got = await download(p, file.downloadPath, w.token);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    const { text, title } = await pdfText(got.bytes);
    const summary = (await w.api.summary(account)).body.data;
    const total = `£${summary.currentValue.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
    expect(text).toContain('Valuation statement');
    expect(text).toContain(`Total value ${total}`);
    expect(text).toContain(file.reference);
    expect(text).toMatch(/Page 1 of \d/);
    expect(title).toContain('Valuation statement');
  });
});
