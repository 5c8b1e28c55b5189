import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adult, firmWithUser, openAccount } from '../accounts/testing/fixtures';
import { createInstrument } from '../assets/testing/instruments';
import { cashPostings, portfolioGroups, stockPostings } from '../db/schema';
import { businessDaysAgo } from '../ledger/testing/dates';
import { fieldsOf, ledgerApi } from '../ledger/testing/world';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let p: TestPlatform;
let admin: { token: string; userId: string };
let outsider: { token: string; userId: string };
let clientId: string;
let isa: string;
let gia: string;
let sipp: string;
let fund: string;
let share: string;
let notAdopted: string;
const parties: Record<string, string> = {};

const FIRM = 'TRFA';
const OTHER = 'TRFB';

beforeAll(async () => {
  p = await startTestPlatform();
  admin = await firmWithUser(p, FIRM);
  outsider = await firmWithUser(p, OTHER);
  clientId = await adult(p, admin.token, FIRM, 'Transferee');
  isa = await openAccount(p, admin.token, FIRM, clientId, 'ISA');
  gia = await openAccount(p, admin.token, FIRM, clientId, 'GIA');
  sipp = await openAccount(p, admin.token, FIRM, clientId, 'SIPP');
  const price = [[businessDaysAgo(1), '2.000000']] as [string, string][];
  fund = (await createInstrument(p.db, { name: 'Alpha Fund', prices: price, adoptedBy: [FIRM] })).id;
  share = (await createInstrument(p.db, { name: 'Beta plc', prices: price, adoptedBy: [FIRM] })).id;
  notAdopted = (await createInstrument(p.db, { name: 'Gamma Fund', prices: price, adoptedBy: [OTHER] })).id;
  const res = await p.request('GET', `/masterparty/platform/${FIRM}?pageSize=100`, { token: admin.token });
  for (const party of res.body.data) parties[party.name] = party.id;
});
afterAll(() => p.close());

const request = (overrides: object = {}) => ({
  direction: 'In',
  processingType: 'Cash',
  scope: 'Whole',
  providerId: parties['Aegon'],
  providerReference: 'AEG-123456',
  estimatedValue: 12000,
  ...overrides,
});
const create = (transfer: object, accountId = isa, token = admin.token) =>
  p.request('POST', '/portfolioTransactionGroup', { token, body: { firmId: FIRM, accountId, transfer } });
async function created(transfer: object, accountId = isa) {
  const res = await create(transfer, accountId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}
const get = (id: string, token = admin.token, firm = FIRM) =>
  p.request('GET', `/portfoliotransaction/producttransfer/${firm}/${id}`, { token });
const event = (id: string, body: object, token = admin.token, firm = FIRM) =>
  p.request('PUT', `/portfoliotransaction/action/firmTransferHistoryUpdate/${firm}/${id}`, {
    token,
    body: { type: 'INFO', text: 'Update', ...body },
  });
async function moveTo(id: string, ...statuses: string[]) {
  for (const newStatus of statuses) {
    const res = await event(id, { newStatus, text: `Now ${newStatus}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}
const list = (query: string) =>
  p.request('GET', `/portfoliotransaction/producttransfer/${FIRM}?pageSize=500&${query}`, {
    token: admin.token,
  });
const ids = (res: { body: any }) => res.body.data.map((t: any) => t.id);
const summary = (accountId: string) =>
  p.request('GET', `/account/summary/${FIRM}/${accountId}`, { token: admin.token });

describe('master parties', () => {
  it('when listed, then about 25 UK providers come with what they accept, one Inactive', async () => {
    const res = await p.request('GET', `/masterparty/platform/${FIRM}?pageSize=100`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.meta.count).toBeGreaterThanOrEqual(25);
    expect(res.body.data.filter((m: any) => m.status === 'Inactive')).toHaveLength(1);
    const ajBell = res.body.data.find((m: any) => m.name === 'AJ Bell');
    expect(ajBell).toMatchObject({ electronic: true, productTransferTypes: ['Cash', 'In Specie'] });
  });

  it('when filtered by wrapper and transfer type, then only providers taking both answer', async () => {
    const res = await p.request(
      'GET',
      `/masterparty/platform/${FIRM}?transferWrapperType=TPOFFBOND&productTransferType=In%20Specie`,
      { token: admin.token },
    );
    for (const m of res.body.data) {
      expect(m.transferWrapperTypes).toContain('TPOFFBOND');
      expect(m.productTransferTypes).toContain('In Specie');
    }
    expect(res.body.data.map((m: any) => m.name)).toContain('Utmost');
  });
});

describe('creating a transfer', () => {
  it('when a cash ISA transfer in is requested, then a Pending Product Transfer is made under a linkId', async () => {
    const res = await create(request({ currentYearSubscriptions: 3000 }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id, linkId } = res.body.data;
    const tx = await p.request('GET', `/portfoliotransaction/${FIRM}/${id}`, { token: admin.token });
    expect(tx.body.data).toMatchObject({
      transactionType: 'Product Transfer',
      transactionSubType: 'Transfer',
      movementType: 'In',
      method: 'Transfer',
      status: 'Pending',
      linkId,
    });
    const detail = await get(id);
    expect(detail.body.data).toMatchObject({
      transferStatus: 'Pending',
      actionRequired: false,
      providerName: 'Aegon',
      wrapperType: 'ISA',
      clientId,
      currentYearSubscriptions: 3000,
      linkId,
    });
    expect(detail.body.data.history).toEqual([
      expect.objectContaining({ toStatus: 'Pending', actor: 'Firm', createdBy: admin.userId }),
    ]);
  });

  it('when a provider does not take the wrapper, then 400 names providerId', async () => {
    const res = await create(request({ providerId: parties['Utmost'] }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)['transfer.providerId']).toBe('Utmost does not transfer ISA plans');
  });

  it('when the provider is unknown or inactive, then 400 names providerId', async () => {
    expect(fieldsOf(await create(request({ providerId: 'NOSUCH1' })))['transfer.providerId']).toBeTruthy();
    const res = await create(request({ providerId: parties['Zurich'] }));
    expect(fieldsOf(res)['transfer.providerId']).toBe('Zurich no longer takes transfers');
  });

  it('when the account is another firm’s or missing, then 400 names accountId', async () => {
    const theirs = await adult(p, outsider.token, OTHER, 'Elsewhere');
    const theirIsa = await openAccount(p, outsider.token, OTHER, theirs, 'ISA');
    expect(fieldsOf(await create(request(), theirIsa))).toEqual({
      accountId: 'Must be one of your accounts',
    });
    const noAccount = await p.request('POST', '/portfolioTransactionGroup', {
      token: admin.token,
      body: { firmId: FIRM, transfer: request() },
    });
    expect(fieldsOf(noAccount)).toEqual({ accountId: 'Required for a transfer' });
  });

  it('when the account is closed, then 400 names accountId', async () => {
    const closed = await openAccount(p, admin.token, FIRM, clientId, 'GIA');
    await p.db.execute(sql`UPDATE accounts SET status = 'Closed' WHERE id = ${closed}`);
    const res = await create(request(), closed);
    expect(fieldsOf(res).accountId).toMatch(/is Closed/);
  });

  it('when the body is a transfer with transactions, or has a bad transfer field, then each is a field error', async () => {
    const both = await p.request('POST', '/portfolioTransactionGroup', {
      token: admin.token,
      body: { firmId: FIRM, accountId: isa, transfer: request(), transactions: [] },
    });
    expect(fieldsOf(both).transactions).toBe(
      'A transfer is requested on its own, without other transactions',
    );
    const bad = await create(request({ estimatedValue: -5, direction: 'Sideways' }));
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['transfer.direction', 'transfer.estimatedValue']);
  });

  it('when an ordinary group is sent, then it is still placed as a group', async () => {
    const res = await p.request('POST', '/portfolioTransactionGroup', {
      token: admin.token,
      body: {
        firmId: FIRM,
        accountId: gia,
        transactions: [
          {
            transactionType: 'Payment',
            transactionSubType: 'Deposit',
            movementType: 'In',
            method: 'Bank Transfer',
            amount: 10,
            currency: 'GBP',
          },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const empty = await p.request('POST', '/portfolioTransactionGroup', {
      token: admin.token,
      body: { firmId: FIRM, accountId: gia },
    });
    expect(fieldsOf(empty)).toEqual({ transactions: 'Required' });
  });

  it('when in-specie assets are not adopted by the firm, then 400 names each asset', async () => {
    const res = await create(
      request({
        processingType: 'In Specie',
        assets: [
          { assetId: fund, quantity: 10 },
          { assetId: notAdopted, quantity: 5 },
        ],
      }),
      gia,
    );
    expect(fieldsOf(res)).toEqual({
      'transfer.assets.1.assetId': 'Must be an instrument your firm has adopted',
    });
  });

  it('when a transfer out asks for more than the account holds, then 400 names the value', async () => {
    const res = await create(request({ direction: 'Out', estimatedValue: 999999 }), gia);
    expect(fieldsOf(res)['transfer.estimatedValue']).toMatch(/^Only £.* is available in this account$/);
  });
});

describe('moving a transfer', () => {
  it('when an event has no new status, then it is written to the history and the status stays', async () => {
    const id = await created(request());
    const res = await event(id, { type: 'CLIENT_ACTION', text: 'Called the client about the form' });
    expect(res.status).toBe(200);
    expect(res.body.data.transferStatus).toBe('Pending');
    expect(res.body.data.history[0]).toMatchObject({
      type: 'CLIENT_ACTION',
      text: 'Called the client about the form',
    });
    expect(res.body.data.history).toHaveLength(2);
  });

  it('when an allowed move is made, then the status, action required and history follow it', async () => {
    const id = await created(request());
    const res = await event(id, { newStatus: 'Awaiting Documentation', text: 'Need the signed form' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ transferStatus: 'Awaiting Documentation', actionRequired: true });
    expect(res.body.data.nextAction).toMatch(/^The firm: /);
    expect(res.body.data.history[0]).toMatchObject({
      fromStatus: 'Pending',
      toStatus: 'Awaiting Documentation',
      actor: 'Platform',
    });
    expect(res.body.data.allowedMoves).toContain('Verifying Documentation');
  });

  it('when the state machine forbids the move, then 409 names the current status', async () => {
    const id = await created(request());
    const res = await event(id, { newStatus: 'Completed' });
    expect(res.status).toBe(409);
    expect(res.body.error.errorMessage).toBe('A transfer in Pending cannot move to Completed');
    expect((await get(id)).body.data.history).toHaveLength(1);
  });

  it('when the version is stale, then 412 and nothing is written', async () => {
    const id = await created(request());
    const res = await event(id, { version: 7, newStatus: 'Awaiting Documentation' });
    expect(res.status).toBe(412);
    expect((await get(id)).body.data.transferStatus).toBe('Pending');
  });

  it('when rejected without a reason, then 400; with one, Rejected keeps it and the transaction fails', async () => {
    const id = await created(request());
    await moveTo(id, 'Verifying Documentation');
    const bare = await event(id, { newStatus: 'Rejected' });
    expect(fieldsOf(bare)).toEqual({ reason: 'Required: say why the transfer was rejected' });
    const res = await event(id, { newStatus: 'Rejected', reason: 'Name does not match' });
    expect(res.body.data).toMatchObject({
      transferStatus: 'Rejected',
      rejectionReason: 'Name does not match',
    });
    const tx = await p.request('GET', `/portfoliotransaction/${FIRM}/${id}`, { token: admin.token });
    expect(tx.body.data.status).toBe('Error');
  });

  it('when cancelled, then only through Pending Cancellation', async () => {
    const id = await created(request());
    expect((await event(id, { newStatus: 'Cancelled' })).status).toBe(409);
    await moveTo(id, 'Pending Cancellation', 'Cancelled');
    expect((await get(id)).body.data.allowedMoves).toEqual([]);
  });

  it('when another firm names the transfer, then 404 and never its contents', async () => {
    const id = await created(request());
    const read = await get(id, outsider.token, OTHER);
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain('Aegon');
    expect((await event(id, {}, outsider.token, OTHER)).status).toBe(404);
    expect((await get(id, outsider.token, FIRM)).status).toBe(404);
  });
});

async function postingsOf(id: string) {
  const cash = await p.db.select().from(cashPostings).where(eq(cashPostings.transactionId, id));
  const stock = await p.db.select().from(stockPostings).where(eq(stockPostings.transactionId, id));
  return { cash, stock };
}

describe('completing a transfer', () => {
  it('when an ISA cash transfer in completes, then the cash arrives, postings balance and the allowance counts only its carried subscriptions once', async () => {
    const before = (await summary(isa)).body.data.subscriptionAllowance;
    const id = await created(request({ estimatedValue: 15000, currentYearSubscriptions: 2000 }));
    const pending = (await summary(isa)).body.data.subscriptionAllowance;
    expect(pending.pending - before.pending).toBe(2000);
    await moveTo(id, 'Verifying Documentation', 'Reviewing Documentation', 'With Previous Provider');
    const res = await event(id, { newStatus: 'Completed', actualValue: 15012.34, text: 'Cash received' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ transferStatus: 'Completed', actualValue: 15012.34 });
    expect(res.body.data.completedDate).toBeTruthy();
    const { cash } = await postingsOf(id);
    expect(cash.map((c) => [c.book, c.transactionCode, c.amount]).sort()).toEqual([
      ['Client', 'PTIN', '15012.34'],
      ['Transfers', 'PTIN', '-15012.34'],
    ]);
    const after = (await summary(isa)).body.data.subscriptionAllowance;
    expect(after.used - before.used).toBe(2000);
    expect(after.pending).toBe(before.pending);
    const tx = await p.request('GET', `/portfoliotransaction/${FIRM}/${id}`, { token: admin.token });
    expect(tx.body.data).toMatchObject({ status: 'Completed', amount: 15012.34 });
    const history = res.body.data.history.map((h: any) => h.toStatus);
    expect(history).toEqual([
      'Completed',
      'With Previous Provider',
      'Reviewing Documentation',
      'Verifying Documentation',
      'Pending',
    ]);
  });

  it('when an in-specie transfer in lacks a book value, then completing is 409 naming the asset; with them, positions come at book cost', async () => {
    const id = await created(
      request({
        processingType: 'In Specie',
        providerId: parties['AJ Bell'],
        assets: [
          { assetId: fund, quantity: 100, bookValue: 150.5 },
          { assetId: share, quantity: 40 },
        ],
      }),
      gia,
    );
    await moveTo(
      id,
      'Verifying Documentation',
      'Reviewing Documentation',
      'With Previous Provider',
      'Onboarding Assets',
    );
    const refused = await event(id, { newStatus: 'Completed' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.errorMessage).toMatch(/Book values are missing for Beta plc \(/);
    await p.db.execute(
      sql`UPDATE transfer_assets SET book_value = 99.99 WHERE transfer_id = ${id} AND asset_id = ${share}`,
    );
    const res = await event(id, { newStatus: 'Completed' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { stock, cash } = await postingsOf(id);
    expect(cash).toEqual([]);
    const client = stock.filter((s) => s.book === 'Client');
    expect(client.map((s) => [s.assetId, s.quantity, s.bookValue]).sort()).toEqual(
      [
        [fund, '100.000000', '150.50'],
        [share, '40.000000', '99.99'],
      ].sort(),
    );
    for (const asset of [fund, share])
      expect(stock.filter((s) => s.assetId === asset).reduce((t, s) => t + Number(s.quantity), 0)).toBe(0);
    expect(res.body.data.actualValue).toBe(250.49);
    // Each asset's transactions on the account include the transfer that brought it.
    for (const asset of [fund, share]) {
      const listed = await p.request(
        'GET',
        `/portfoliotransaction/${FIRM}?accountId=${gia}&assetId=${asset}`,
        {
          token: admin.token,
        },
      );
      expect(listed.body.data.map((t: { id: string }) => t.id)).toContain(id);
    }
  });

  it('when a cash transfer out completes, then the cash leaves and it never overdraws', async () => {
    const api = ledgerApi(p, FIRM, admin.token);
    await api.fund(gia, 500);
    const id = await created(request({ direction: 'Out', estimatedValue: 400 }), gia);
    const spend = await api.withdraw(gia, 200);
    expect(fieldsOf(spend).amount ?? spend.body.error.errorMessage).toBeTruthy();
    await moveTo(id, 'Verifying Documentation', 'Reviewing Documentation', 'Awaiting sell down');
    const over = await event(id, { newStatus: 'Completed', actualValue: 600 });
    expect(over.status).toBe(409);
    expect(over.body.error.errorMessage).toMatch(/would overdraw/);
    const res = await event(id, { newStatus: 'Completed', actualValue: 400 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { cash } = await postingsOf(id);
    expect(cash.reduce((t, c) => t + Number(c.amount), 0)).toBe(0);
    expect(cash.find((c) => c.book === 'Client')?.amount).toBe('-400.00');
  });
});

describe('crystallised pensions', () => {
  it('when a crystallised pension comes in without details, then it awaits them, and on completion joins a CrystallisedTransfer group', async () => {
    const id = await created(request({ crystallised: true, estimatedValue: 80000 }), sipp);
    const first = (await get(id)).body.data;
    expect(first).toMatchObject({
      transferStatus: 'Awaiting Crystallisation Information',
      actionRequired: true,
    });
    const bare = await event(id, { newStatus: 'Pending' });
    expect(fieldsOf(bare).crystallisation).toMatch(/^Required/);
    const crystallisation = { crystallisedAmount: 80000, pclsTaken: 25000, crystallisedOn: '2024-03-01' };
    const res = await event(id, { newStatus: 'Pending', crystallisation });
    expect(res.body.data).toMatchObject({
      transferStatus: 'Pending',
      actionRequired: false,
      crystallisation,
    });
    await moveTo(
      id,
      'Verifying Documentation',
      'Reviewing Documentation',
      'With Previous Provider',
      'Completed',
    );
    const groups = await p.db.select().from(portfolioGroups).where(eq(portfolioGroups.firmId, FIRM));
    const group = groups.find((g) => (g.details as any).intentDetails?.status === 'CrystallisedTransfer');
    expect(group).toMatchObject({ groupIntent: 'Pension Account Group', status: 'Active' });
    expect((group!.details as any).accountIds).toEqual([sipp]);
  });

  it('when an ISA says it is crystallised, then 400', async () => {
    expect(fieldsOf(await create(request({ crystallised: true })))['transfer.crystallised']).toBeTruthy();
  });
});

describe('the workbench list', () => {
  let open: string;
  let other: string;
  beforeAll(async () => {
    open = await created(request({ providerReference: 'LIST-1' }));
    await moveTo(open, 'Awaiting Documentation');
    other = await created(
      request({
        processingType: 'In Specie',
        providerId: parties['Fidelity'],
        assets: [{ assetId: fund, quantity: 1 }],
      }),
      gia,
    );
  });

  it('when GET /portfoliotransaction/producttransfer/{firmId} is asked, then the transfer list answers, not one transaction', async () => {
    const res = await p.request('GET', `/portfoliotransaction/producttransfer/${FIRM}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body.meta.count).toBeGreaterThan(0);
    expect(res.body.data[0]).toHaveProperty('transferStatus');
  });

  it('when sorted by default, then action required comes first', async () => {
    const res = await list('');
    const flags = res.body.data.map((t: any) => t.actionRequired);
    expect(flags.indexOf(false)).toBeGreaterThan(flags.lastIndexOf(true));
    expect(res.body.data[0].daysInStatus).toBe(0);
    expect(res.body.data[0].age).toBe('green');
  });

  it('when filtered by each filter of spec §3, then only matching transfers come back', async () => {
    const all = (await list('')).body.data as any[];
    const linkOfOpen = all.find((t) => t.id === open).linkId;
    const cases: [string, (t: any) => boolean][] = [
      ['clientName=transferee', () => true],
      [`clientId=${clientId}`, () => true],
      [`accountId=${gia}`, (t) => t.accountId === gia],
      ['wrapperType=GIA', (t) => t.wrapperType === 'GIA'],
      ['movementType=Out', (t) => t.movementType === 'Out'],
      ['transferStatus=Awaiting%20Documentation', (t) => t.transferStatus === 'Awaiting Documentation'],
      ['actionRequired=true', (t) => t.actionRequired],
      ['nodeId=0', () => true],
      [`linkId=${linkOfOpen}`, (t) => t.id === open],
      ['processingType=In%20Specie', (t) => t.processingType === 'In Specie'],
      ['lastUpdatedFrom=2000-01-01', () => true],
      ['lastUpdatedTo=2000-01-01', () => false],
      ['age=green', (t) => t.age === 'green'],
      ['age=red', (t) => t.age === 'red'],
      ['open=true', (t) => !['Completed', 'Rejected', 'Cancelled', 'Deleted'].includes(t.transferStatus)],
    ];
    for (const [query, keep] of cases) {
      const res = await list(query);
      expect(res.status, query).toBe(200);
      expect(ids(res).sort(), query).toEqual(
        all
          .filter(keep)
          .map((t) => t.id)
          .sort(),
      );
      expect(res.body.meta.count, query).toBe(all.filter(keep).length);
    }
    expect(ids(await list('processingType=In%20Specie'))).toContain(other);
    const elsewhere = await list('clientName=nobody');
    expect(elsewhere.body.data).toEqual([]);
  });

  it('when a transfer has waited past its targets, then its age is amber or red and the age filter finds it', async () => {
    await p.db.execute(
      sql`UPDATE product_transfers SET status_since = now() - interval '30 days' WHERE id = ${open}`,
    );
    const red = await list('age=red');
    expect(ids(red)).toContain(open);
    const row = red.body.data.find((t: any) => t.id === open);
    expect(row.daysInStatus).toBeGreaterThanOrEqual(20);
    const config = await p.request('PATCH', `/node/config/${FIRM}`, {
      token: admin.token,
      body: { nodeId: '0', transferAgeTargets: { 'Awaiting Documentation': { amberDays: 15, redDays: 40 } } },
    });
    expect(config.status, JSON.stringify(config.body)).toBe(200);
    expect(ids(await list('age=amber'))).toContain(open);
  });

  it('when sorted by a field, then the order follows it; an unknown field is 400', async () => {
    const res = await list('sort=-estimatedValue');
    const values = res.body.data.map((t: any) => t.estimatedValue);
    expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
    expect((await list('sort=colour')).status).toBe(400);
    const oldest = (await list('sort=-daysInStatus')).body.data.map((t: any) => t.daysInStatus);
    expect(oldest).toEqual([...oldest].sort((a: number, b: number) => b - a));
    expect(oldest[0]).toBeGreaterThanOrEqual(20);
  });

  it('when a filter names another firm’s client, then 400 as for one that does not exist', async () => {
    const theirs = await adult(p, outsider.token, OTHER, 'Hidden');
    const res = await list(`clientId=${theirs}`);
    expect(res.status).toBe(400);
  });
});

describe('the route chain', () => {
  it('when {firmid} (lower case) names another firm, then the firm check answers 404', async () => {
    const res = await p.request('GET', `/filestore/manualtransferin/${OTHER}/ABCDEFG`, {
      token: admin.token,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.errorMessage).toBe('Firm not found');
  });
});

describe('working days', () => {
  it('when counted by the database, then weekends are left out, the first day counted and the last not', async () => {
    const days = async (from: string, to: string) => {
      const res = await p.db.execute(sql`SELECT keel_working_days(${from}::date, ${to}::date) AS n`);
      return (res as unknown as { rows: { n: number }[] }).rows[0].n;
    };
    expect(await days('2026-11-20', '2026-11-23')).toBe(1); // Friday to Monday
    expect(await days('2026-11-21', '2026-11-23')).toBe(0); // Saturday to Monday
    expect(await days('2026-11-22', '2026-11-24')).toBe(1); // Sunday to Tuesday
    expect(await days('2026-11-16', '2026-11-30')).toBe(10); // two whole weeks
    expect(await days('2026-11-18', '2026-12-01')).toBe(9); // Wednesday to a Tuesday, a week and more
    expect(await days('2026-11-23', '2026-11-23')).toBe(0);
    expect(await days('2026-11-24', '2026-11-23')).toBe(0);
  });
});

describe('the ledger’s own actions', () => {
  it('when the payments desk, authorisation or a cancellation request names a transfer’s transaction, then 409 and it stays', async () => {
    const id = await created(request());
    const desk = await p.request('PUT', `/portfoliotransactionaction/${FIRM}/${id}`, {
      token: admin.token,
      body: { type: 'Action', transactionAction: 'Complete', actionReason: 'No' },
    });
    expect(desk.status).toBe(409);
    expect(desk.body.error.errorMessage).toMatch(/product transfer/);
    expect((await get(id)).body.data.transferStatus).toBe('Pending');
  });
});
