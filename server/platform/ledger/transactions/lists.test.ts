import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { adult, firmWithUser, openAccount } from '../../accounts/testing/fixtures';
import { createNode, createUser, TEST_PASSWORD } from '../../testing/factories';
import { loadCaller } from '../../auth/caller';
import { londonToday } from '../clock';
import { exportTransactions } from './export';
import { fieldsOf, ledgerApi, ledgerWorld, type LedgerWorld } from '../testing/world';

let p: TestPlatform;
let w: LedgerWorld;
let gia: string;
let cash: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'LIST');
  gia = await w.open('GIA');
  cash = await w.open('Cash');
  ids.payIn = await w.api.fund(gia, 1000);
  ids.buy = (await w.api.buy(gia, w.fund.id, 200)).body.data.id;
  await w.api.deal();
  ids.fee = (await w.api.fee(gia, 20)).body.data.id;
  ids.move = (await w.api.move(gia, cash, 30)).body.data.id;
  ids.withdraw = (await w.api.withdraw(gia, 40)).body.data.id;
  ids.deleted = (await w.api.withdraw(gia, 5)).body.data.id;
  await p.request('PUT', `/portfoliotransaction/action/requestdeletion/LIST/${ids.deleted}`, {
    token: w.token,
    body: {},
  });
});
afterAll(() => p.close());

const list = async (query: string) => {
  const res = await p.request('GET', `/portfoliotransaction/LIST?${query}`, { token: w.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.map((t: any) => t.id).sort();
};
const sorted = (...names: string[]) => names.map((n) => ids[n]).sort();

describe('GET /portfoliotransaction/{firmId}', () => {
  it('when filtered by each filter of the spec, then each narrows the list', async () => {
    expect(await list('transactionType=Payment')).toEqual(sorted('payIn', 'withdraw', 'deleted'));
    expect(await list('transactionSubType=Adviser%20Adhoc%20Fee')).toEqual(sorted('fee'));
    expect(await list('method=BACS%20Credit&excludeDeleted=true')).toEqual(sorted('withdraw'));
    expect(await list('movementType=Invest')).toEqual(sorted('buy'));
    expect(await list(`accountId=${cash}`)).toEqual(sorted('move'));
    expect(await list(`assetId=${w.fund.id}`)).toEqual(sorted('buy'));
    expect(await list('status=Deleted')).toEqual(sorted('deleted'));
    expect(await list('incomplete=true')).toEqual(sorted('withdraw'));
    expect(await list(`orderId=${ids.buy}`)).toEqual(sorted('buy'));
    expect(await list(`paymentId=${ids.payIn}`)).toEqual(sorted('payIn'));
    const noLink = await p.request('GET', '/portfoliotransaction/LIST?nodeId=0&linkId=NOSUCH', {
      token: w.token,
    });
    expect([noLink.status, fieldsOf(noLink)]).toEqual([400, { linkId: 'Transaction group not found' }]);
    expect(
      (
        await list(
          `clientId=${w.clientId}&transactionDateFrom=${londonToday()}&transactionDateTo=${londonToday()}`,
        )
      ).length,
    ).toBe(6);
    expect(await list('transactionDateTo=2000-01-01')).toEqual([]);
  });

  it('when paged and sorted, then meta counts every match', async () => {
    const res = await p.request('GET', '/portfoliotransaction/LIST?pageSize=2&page=2&sort=-amount', {
      token: w.token,
    });
    expect(res.body.meta).toEqual({ count: 6, page: 2, pageSize: 2 });
    expect(res.body.data.map((t: any) => t.amount)).toEqual([40, 30]);
  });

  it('when a filter value is not in the spec, then 400 lists them all', async () => {
    const res = await p.request('GET', '/portfoliotransaction/LIST?status=Open&incomplete=yes&sort=colour', {
      token: w.token,
    });
    expect(Object.keys(fieldsOf(res)).sort()).toEqual(['incomplete', 'status']);
  });
});

describe('postings and positions', () => {
  it('when cash postings are listed, then each client-side posting shows with its code and running sum to the balance', async () => {
    const res = await p.request('GET', `/posting/cash/LIST?accountId=${gia}&pageSize=100`, {
      token: w.token,
    });
    expect(res.body.data.map((x: any) => x.transactionCode).sort()).toEqual(['BUYS', 'DEPO', 'FEEA', 'TRFO']);
    expect(res.body.data.reduce((s: number, x: any) => s + x.amount * 100, 0) / 100).toBe(750);
    const fees = await p.request('GET', '/posting/cash/LIST?transactionCode=FEEA', { token: w.token });
    expect(fees.body.data).toEqual([
      expect.objectContaining({ transactionId: ids.fee, amount: -20, narrative: 'Adviser ad hoc fee' }),
    ]);
    const none = await p.request('GET', '/posting/cash/LIST?postDateTo=2000-01-01', { token: w.token });
    expect(none.body.meta.count).toBe(0);
  });

  it('when stock postings are listed, then the buy shows its units, value and book cost', async () => {
    const res = await p.request('GET', `/posting/stock/LIST?assetId=${w.fund.id}`, { token: w.token });
    expect(res.body.data).toEqual([
      expect.objectContaining({
        transactionId: ids.buy,
        quantity: 100,
        value: 200,
        bookValue: 200,
        transactionCode: 'BUYS',
        isin: w.fund.isin,
      }),
    ]);
  });

  it('when the cash position is read, then it is the sum of its postings; bad or unknown ids are 400 and 404', async () => {
    const res = await p.request('GET', `/position/LIST/${encodeURIComponent(`${gia}|C|GBP`)}`, {
      token: w.token,
    });
    expect(res.body.data).toMatchObject({ positionType: 'Cash', quantity: 750, currentValue: 750 });
    expect(res.body.data.transactions).toHaveLength(4);
    expect((await p.request('GET', '/position/LIST/nonsense', { token: w.token })).status).toBe(400);
    expect(
      (
        await p.request('GET', `/position/LIST/${encodeURIComponent(`${gia}|S|GB0000000000`)}`, {
          token: w.token,
        })
      ).status,
    ).toBe(404);
  });

  it('when another firm lists postings, then it sees none of these', async () => {
    const { token } = await firmWithUser(p, 'LISX');
    expect((await p.request('GET', '/posting/cash/LISX', { token })).body.meta.count).toBe(0);
    expect(
      (await p.request('GET', `/position/LISX/${encodeURIComponent(`${gia}|C|GBP`)}`, { token })).status,
    ).toBe(404);
  });

  it('when the transaction types are read, then the spec enumerations and Keel combinations come back', async () => {
    const res = await p.request('GET', '/static/transactiontype', { token: w.token });
    expect(res.body.data.transactionTypes).toContain('Product Transfer');
    expect(res.body.data.types).toContainEqual({
      kind: 'withdraw',
      transactionType: 'Payment',
      transactionSubType: 'Withdrawal',
      movementType: 'Out',
      fourEyes: true,
    });
    expect(res.body.data.transactionCodes.map((c: any) => c.code)).toContain('SELL');
  });
});

describe('GET /portfoliotransaction/export/{firmId}', () => {
  it('when exported with a filter, then the CSV has a header and one line per match', async () => {
    const res = await fetch(`${p.base}/portfoliotransaction/export/LIST?transactionType=Payment`, {
      headers: { 'api-token': w.token },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Transaction ID,Date,Account ID,Account,Client ID,Type,Sub type/);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(sorted('payIn', 'withdraw', 'deleted'));
  });

  it('when read in batches smaller than the result, then every transaction comes once, newest first', async () => {
    const caller = (await loadCaller(p.db, 'LIST', w.userId))!;
    const csv = await exportTransactions(p.db, caller, {}, 2);
    const ids: string[] = [];
    for await (const row of csv.rows) ids.push(String(row[0]));
    const listed = await p.request('GET', '/portfoliotransaction/LIST?pageSize=100', { token: w.token });
    expect(ids).toEqual(listed.body.data.map((t: any) => t.id));
  });
});

describe('meta.count of the transactions list', () => {
  it('when counted firm-wide, by node, by client and by a user at a node, then each is what they may see', async () => {
    const { token } = await firmWithUser(p, 'LISC');
    const branch = await createNode(p.db, 'LISC', '0', 'Branch');
    const [head, local] = [await adult(p, token, 'LISC', 'Head'), await adult(p, token, 'LISC', 'Local')];
    const api = ledgerApi(p, 'LISC', token);
    const headAccount = await openAccount(p, token, 'LISC', head);
    await api.payIn(headAccount, 10);
    await api.payIn(headAccount, 20);
    const localAccount = await openAccount(p, token, 'LISC', local);
    await p.request('PATCH', `/account/LISC/${localAccount}`, { token, body: { nodeId: branch.id } });
    await api.payIn(localAccount, 30);
    await createUser(p.db, 'LISC', { email: 'branch@lisc.test', nodeId: branch.id });
    const branchToken = await p.tokenFor('LISC', 'branch@lisc.test', TEST_PASSWORD);
    const count = async (query: string, as = token) =>
      (await p.request('GET', `/portfoliotransaction/LISC?${query}`, { token: as })).body.meta.count;
    expect(await count('')).toBe(3);
    expect(await count(`nodeId=${branch.id}`)).toBe(1);
    expect(await count(`clientId=${head}`)).toBe(2);
    expect(await count('', branchToken)).toBe(1);
    // A client outside the branch is, to its user, a client that does not exist.
    const outside = await p.request('GET', `/portfoliotransaction/LISC?clientId=${head}`, {
      token: branchToken,
    });
    expect([outside.status, fieldsOf(outside)]).toEqual([400, { clientId: 'Client not found' }]);
  });
});
