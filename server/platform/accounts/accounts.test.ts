import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { adult, company, firmWithUser, minor, openAccount, signIn } from './testing/fixtures';

let p: TestPlatform;
let token: string;
let other: string;
let adultId: string;
let childId: string;

beforeAll(async () => {
  p = await startTestPlatform();
  ({ token } = await firmWithUser(p, 'ACCA'));
  ({ token: other } = await firmWithUser(p, 'ACCB'));
  adultId = await adult(p, token, 'ACCA', 'Ellis');
  childId = await minor(p, token, 'ACCA', adultId);
});
afterAll(() => p.close());

const fields = (res: { body: any }) =>
  Object.fromEntries(res.body.error.fieldErrors.map((f: any) => [f.fieldName, f.errorMessage]));

describe('opening accounts', () => {
  it('when an adult opens an ISA, then it reads back in the upstream shape with its next statuses', async () => {
    const id = await openAccount(p, token, 'ACCA', adultId, 'ISA', 'Active');
    const res = await p.request('GET', `/account/ACCA/${id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      firmId: 'ACCA',
      nodeId: '0',
      clientId: adultId,
      clientName: 'Ada Ellis',
      clients: [{ id: adultId, isLeadClient: true }],
      accountType: 'Wrapper',
      wrapperType: 'ISA',
      currency: 'GBP',
      status: 'Active',
      nextStatuses: ['Suspended', 'Closing', 'Transfer Out'],
      wrapperDetail: { wrapperType: 'ISA', discretionary: false, advised: true, trust: false },
      auditDetails: { version: 1 },
    });
    const [audit] = await p.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ entityType: 'account', action: 'create' });
  });

  it('when a child is offered an ISA or an adult a JISA, then 400 names the wrapper type', async () => {
    const isa = await p.request('POST', '/account', {
      token,
      body: {
        firmId: 'ACCA',
        accountType: 'Wrapper',
        name: 'x',
        clientId: childId,
        wrapperDetail: { wrapperType: 'ISA' },
      },
    });
    expect(isa.status).toBe(400);
    expect(fields(isa)['wrapperDetail.wrapperType']).toMatch(/18 or over/);
    const jisa = await p.request('POST', '/account', {
      token,
      body: {
        firmId: 'ACCA',
        accountType: 'Wrapper',
        name: 'x',
        clientId: adultId,
        wrapperDetail: { wrapperType: 'JISA' },
      },
    });
    expect(fields(jisa)['wrapperDetail.wrapperType']).toMatch(/for a child/);
  });

  it('when a child opens a JISA, then a second one is refused', async () => {
    const id = await openAccount(p, token, 'ACCA', childId, 'JISA', 'Pending');
    expect((await p.request('GET', `/account/ACCA/${id}`, { token })).body.data.status).toBe('Pending');
    const again = await p.request('POST', '/account', {
      token,
      body: {
        firmId: 'ACCA',
        accountType: 'Wrapper',
        name: 'y',
        clientId: childId,
        wrapperDetail: { wrapperType: 'JISA' },
      },
    });
    expect(fields(again)['wrapperDetail.wrapperType']).toBe(
      `This child already has a Junior ISA (${id}); a child may hold one`,
    );
  });

  it('when a company asks for a SIPP, then 400; a GIA is fine', async () => {
    const companyId = await company(p, token, 'ACCA');
    const sipp = await p.request('POST', '/account', {
      token,
      body: {
        firmId: 'ACCA',
        accountType: 'Wrapper',
        name: 'x',
        clientId: companyId,
        wrapperDetail: { wrapperType: 'SIPP' },
      },
    });
    expect(fields(sipp)['wrapperDetail.wrapperType']).toMatch(/person/);
    await openAccount(p, token, 'ACCA', companyId, 'GIA');
  });

  it('when the body is wrong in several ways, then every field is listed', async () => {
    const res = await p.request('POST', '/account', {
      token,
      body: {
        firmId: 'ACCA',
        accountType: 'Cash',
        name: '',
        status: 'Closed',
        currency: 'USD',
        clientId: 'nope',
        wrapperDetail: { wrapperType: 'LISA' },
        extra: 1,
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(fields(res)).sort()).toEqual(
      ['clientId', 'currency', 'extra', 'name', 'status', 'wrapperDetail.wrapperType'].sort(),
    );
    expect(fields(res)['wrapperDetail.wrapperType']).toMatch(
      /^Must be one of: GIA, ISA, JISA, Cash, Pension/,
    );
    const mismatch = await p.request('POST', '/account', {
      token,
      body: {
        firmId: 'ACCA',
        accountType: 'Cash',
        name: 'x',
        clientId: adultId,
        wrapperDetail: { wrapperType: 'GIA' },
      },
    });
    expect(fields(mismatch).accountType).toMatch(/Cash account has wrapper type Cash/);
  });

  it("when the client is unknown or another firm's, then 400 on clientId; another firm id is 404", async () => {
    const theirClient = await adult(p, other, 'ACCB', 'Other');
    const res = await p.request('POST', '/account', {
      token,
      body: {
        firmId: 'ACCA',
        accountType: 'Wrapper',
        name: 'x',
        clientId: theirClient,
        wrapperDetail: { wrapperType: 'GIA' },
      },
    });
    expect(fields(res)).toEqual({ clientId: 'Must be one of your clients' });
    const firm = await p.request('POST', '/account', {
      token,
      body: {
        firmId: 'ACCB',
        accountType: 'Wrapper',
        name: 'x',
        clientId: theirClient,
        wrapperDetail: { wrapperType: 'GIA' },
      },
    });
    expect(firm.status).toBe(404);
  });
});

describe('reading and changing accounts', () => {
  it('when listed with filters, then only matches come back with meta', async () => {
    const giaId = await openAccount(p, token, 'ACCA', adultId, 'GIA');
    const res = await p.request('GET', `/account/list/ACCA?clientId=${adultId}&wrapperType=GIA&pageSize=1`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ count: 1, page: 1, pageSize: 1 });
    expect(res.body.data[0].id).toBe(giaId);
    const byName = await p.request('GET', '/account/list/ACCA?name=isa', { token });
    expect(byName.body.data.every((a: any) => /isa/i.test(a.name))).toBe(true);
    const bad = await p.request('GET', '/account/list/ACCA?status=Open&sort=colour', { token });
    expect(Object.keys(fields(bad))).toEqual(['status']);
    expect((await p.request('GET', '/account/list/ACCA?sort=colour', { token })).status).toBe(400);
  });

  it('when patched with the current version, then it changes; a stale version is 412', async () => {
    const id = await openAccount(p, token, 'ACCA', adultId, 'GIA');
    const res = await p.request('PATCH', `/account/ACCA/${id}`, {
      token,
      body: { name: 'Retirement pot', wrapperDetail: { discretionary: true }, version: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Retirement pot',
      wrapperDetail: { wrapperType: 'GIA', discretionary: true },
      auditDetails: { version: 2 },
    });
    expect(
      (await p.request('PATCH', `/account/ACCA/${id}`, { token, body: { name: 'x', version: 1 } })).status,
    ).toBe(412);
    const wrapper = await p.request('PATCH', `/account/ACCA/${id}`, {
      token,
      body: { wrapperDetail: { wrapperType: 'ISA' } },
    });
    expect(fields(wrapper)['wrapperDetail.wrapperType']).toMatch(/cannot change/);
  });

  it('when the status moves along allowed transitions, then it changes; otherwise 409 says what is allowed', async () => {
    const id = await openAccount(p, token, 'ACCA', adultId, 'GIA', 'Pending');
    const put = (status: string) =>
      p.request('PUT', `/account/ACCA/${id}`, { token, body: { status, reason: 'test' } });
    expect((await put('Active')).body.data.status).toBe('Active');
    expect((await put('Suspended')).body.data.nextStatuses).toEqual(['Active', 'Closing']);
    const refused = await put('Pending');
    expect(refused.status).toBe(409);
    expect(refused.body.error.errorMessage).toBe(
      'An account cannot move from Suspended to Pending; from Suspended it may move to Active or Closing',
    );
    expect((await put('Suspended')).body.error.errorMessage).toBe('The account is already Suspended');
    await put('Closing');
    expect((await put('Closed')).status).toBe(200);
    expect((await put('Active')).body.error.errorMessage).toBe(
      'A Closed account is final; its status cannot change',
    );
  });

  it('when another firm or a user without Account permission asks, then 404 and 403', async () => {
    const id = await openAccount(p, token, 'ACCA', adultId, 'GIA');
    expect((await p.request('GET', `/account/ACCA/${id}`, { token: other })).status).toBe(404);
    expect((await p.request('GET', `/account/ACCB/${id}`, { token: other })).status).toBe(404);
    const { token: clerk } = await signIn(p, 'ACCA', [{ scope: 'Client', ranges: ['read'] }]);
    expect((await p.request('GET', `/account/ACCA/${id}`, { token: clerk })).status).toBe(403);
  });
});

describe('POST /account/validatePaymentMethod', () => {
  const check = (body: object) => p.request('POST', '/account/validatePaymentMethod', { token, body });

  it('when the sort code and account number pass the modulus check, then it is valid and says its uses', async () => {
    const res = await check({
      paymentMethod: 'BACS Credit',
      sortCode: '08-99-99',
      accountNumber: '66374958',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      valid: true,
      paymentMethod: 'BACS Credit',
      sortCode: '089999',
      accountNumber: '66374958',
      usableFor: ['PayIn', 'Withdrawal'],
    });
    expect(
      (await check({ paymentMethod: 'Direct Debit', sortCode: '089999', accountNumber: '66374958' })).body
        .data.usableFor,
    ).toEqual(['PayIn']);
  });

  it('when the pair fails the modulus check or the method is Transfer, then 400 names the fields', async () => {
    const res = await check({
      paymentMethod: 'Bank Transfer',
      sortCode: '089999',
      accountNumber: '66374959',
    });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual({
      accountNumber: 'This account number does not match the sort code; check both',
    });
    const transfer = await check({
      paymentMethod: 'Transfer',
      sortCode: '089999',
      accountNumber: '66374958',
    });
    expect(Object.keys(fields(transfer))).toEqual(['paymentMethod']);
    const shape = await check({ paymentMethod: 'Cheque', sortCode: '12', accountNumber: 'abc' });
    expect(Object.keys(fields(shape)).sort()).toEqual(['accountNumber', 'paymentMethod', 'sortCode']);
  });
});
