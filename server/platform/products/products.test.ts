import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { adult, firmWithUser, minor, openAccount, signIn } from '../accounts/testing/fixtures';
import { fieldsOf } from '../ledger/testing/world';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let p: TestPlatform;
let token: string;
let clientId: string;
let childId: string;
let isaAccounts: string[];

const FIRM = 'CPRA';
const products = (query: string, t = token) =>
  p.request('GET', `/clientproduct/${FIRM}?${query}`, { token: t });

beforeAll(async () => {
  p = await startTestPlatform();
  ({ token } = await firmWithUser(p, FIRM));
  clientId = await adult(p, token, FIRM, 'Product');
  childId = await minor(p, token, FIRM, clientId);
  isaAccounts = [
    await openAccount(p, token, FIRM, clientId, 'ISA'),
    await openAccount(p, token, FIRM, clientId, 'ISA'),
  ];
  await openAccount(p, token, FIRM, clientId, 'SIPP');
  await openAccount(p, token, FIRM, childId, 'JISA');
});
afterAll(() => p.close());

describe('client products', () => {
  it('when a client opens accounts, then one product per wrapper holds all accounts of that wrapper', async () => {
    const res = await products(`clientId=${clientId}`);
    expect(res.status).toBe(200);
    expect(res.body.meta.count).toBe(2);
    const isa = res.body.data.find((cp: { wrapperType: string }) => cp.wrapperType === 'ISA');
    expect(isa).toMatchObject({
      clientId,
      clientIds: [clientId],
      schemeProductId: 'SPISA',
      schemeProductName: 'Stocks and Shares ISA',
      status: 'Active',
      termsAccepted: false,
      declarationAcceptedDate: null,
      acceptedProviderTerms: null,
    });
    expect(isa.id).toMatch(/^CP\d{7}$/);
    expect(isa.accountIds).toEqual([...isaAccounts].sort());
    const sipp = res.body.data.find((cp: { wrapperType: string }) => cp.wrapperType === 'SIPP');
    expect(sipp.acceptedProviderTerms).toBe(false);
  });

  it('when filtered by wrapper type, then only that wrapper answers, for every client', async () => {
    const res = await products('wrapperType=JISA');
    expect(res.body.data.map((cp: { clientId: string }) => cp.clientId)).toEqual([childId]);
  });

  it('when the ISA declaration is recorded, then it is kept, versioned and audited', async () => {
    const [isa] = (await products(`clientId=${clientId}&wrapperType=ISA`)).body.data;
    const res = await p.request('PATCH', `/clientproduct/${FIRM}/${isa.id}`, {
      token,
      body: { termsAccepted: true, declarationAcceptedDate: '2026-04-06', version: isa.auditDetails.version },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ termsAccepted: true, declarationAcceptedDate: '2026-04-06' });
    expect(res.body.data.auditDetails.version).toBe(isa.auditDetails.version + 1);
    const audits = await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'clientProduct'), eq(auditLog.entityId, isa.id)));
    expect(audits).toHaveLength(1);
    const stale = await p.request('PATCH', `/clientproduct/${FIRM}/${isa.id}`, {
      token,
      body: { termsAccepted: false, version: isa.auditDetails.version },
    });
    expect(stale.status).toBe(412);
  });

  it('when a field does not fit the wrapper, then it is refused under that field and nothing changes', async () => {
    const [sipp] = (await products(`clientId=${clientId}&wrapperType=SIPP`)).body.data;
    const res = await p.request('PATCH', `/clientproduct/${FIRM}/${sipp.id}`, {
      token,
      body: { declarationAcceptedDate: '2026-04-06', acceptedProviderTerms: true },
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({
      declarationAcceptedDate: 'Only ISA and JISA products take a declaration',
    });
    const [after] = (await products(`clientId=${clientId}&wrapperType=SIPP`)).body.data;
    expect(after.acceptedProviderTerms).toBe(false);
    const empty = await p.request('PATCH', `/clientproduct/${FIRM}/${sipp.id}`, { token, body: {} });
    expect(empty.status).toBe(400);
    const [isa] = (await products(`clientId=${clientId}&wrapperType=ISA`)).body.data;
    const future = await p.request('PATCH', `/clientproduct/${FIRM}/${isa.id}`, {
      token,
      body: { declarationAcceptedDate: '2999-01-01' },
    });
    expect(fieldsOf(future)).toEqual({ declarationAcceptedDate: 'Must not be in the future' });
  });

  it('when a product still has an open account, then it cannot be closed', async () => {
    const [isa] = (await products(`clientId=${clientId}&wrapperType=ISA`)).body.data;
    const res = await p.request('PATCH', `/clientproduct/${FIRM}/${isa.id}`, {
      token,
      body: { status: 'Closed' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.errorMessage).toMatch(/still open/);
  });

  it('when another firm asks for a product, then it does not exist for them', async () => {
    const [isa] = (await products(`clientId=${clientId}&wrapperType=ISA`)).body.data;
    const other = await firmWithUser(p, 'CPRB');
    const res = await p.request('GET', `/clientproduct/CPRB/${isa.id}`, { token: other.token });
    expect(res.status).toBe(404);
    const mine = await p.request('GET', `/clientproduct/${FIRM}/${isa.id}`, { token });
    expect(mine.body.data.id).toBe(isa.id);
  });

  it('when a read-only user patches a product, then the API refuses it', async () => {
    const reader = await signIn(p, FIRM, [{ scope: 'Client', ranges: ['read'] }]);
    const [isa] = (await products(`clientId=${clientId}&wrapperType=ISA`, reader.token)).body.data;
    const res = await p.request('PATCH', `/clientproduct/${FIRM}/${isa.id}`, {
      token: reader.token,
      body: { termsAccepted: true },
    });
    expect(res.status).toBe(403);
  });
});

describe('scheme products', () => {
  it('when listed by wrapper type, then the platform product for that wrapper answers with its rules', async () => {
    const all = await p.request('GET', `/schemeProduct/${FIRM}`, { token });
    expect(all.body.meta.count).toBe(9);
    const jisa = await p.request('GET', `/schemeProduct/${FIRM}?wrapperType=JISA`, { token });
    expect(jisa.body.data).toEqual([
      {
        id: 'SPJISA',
        name: 'Junior ISA',
        wrapperType: 'JISA',
        taxAdvantaged: true,
        needsDeclaration: true,
        needsProviderTerms: false,
        minimumAge: null,
        maximumAge: 17,
      },
    ]);
    const bad = await p.request('GET', `/schemeProduct/${FIRM}?wrapperType=Premium`, { token });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toEqual(['wrapperType']);
  });
});
