import { expect } from 'vitest';
import type { TestPlatform } from '../../testing/harness';
import { adult, firmWithUser, openAccount, signIn } from '../../accounts/testing/fixtures';
import { createInstrument } from '../../assets/testing/instruments';
import { businessDaysAgo } from './dates';

/** A firm ready for ledger tests: two users, a client with accounts, two priced instruments. */
export async function ledgerWorld(p: TestPlatform, firmId: string) {
  const { token, userId } = await firmWithUser(p, firmId);
  const second = await signIn(p, firmId);
  const clientId = await adult(p, token, firmId, 'Ledger');
  // Priced on the last business days, so dealing finds the prices fresh (docs/decisions/0409).
  const fund = await createInstrument(p.db, {
    name: 'Alpha Fund',
    prices: [
      [businessDaysAgo(2), '1.000000'],
      [businessDaysAgo(1), '2.000000'],
    ],
    adoptedBy: [firmId],
  });
  const share = await createInstrument(p.db, {
    name: 'Beta plc',
    instrumentType: 'Equity',
    prices: [[businessDaysAgo(1), '3.330000']],
    adoptedBy: [firmId],
  });
  const api = ledgerApi(p, firmId, token);
  return {
    firmId,
    token,
    userId,
    second,
    clientId,
    fund,
    share,
    api,
    open: (w = 'GIA') => openAccount(p, token, firmId, clientId, w),
  };
}
export type LedgerWorld = Awaited<ReturnType<typeof ledgerWorld>>;

/** The type, sub type, movement and method of each kind of transaction the tests place. */
export const KINDS = {
  payIn: {
    transactionType: 'Payment',
    transactionSubType: 'Deposit',
    movementType: 'In',
    method: 'Bank Transfer',
  },
  withdraw: {
    transactionType: 'Payment',
    transactionSubType: 'Withdrawal',
    movementType: 'Out',
    method: 'BACS Credit',
  },
  buy: { transactionType: 'Order', transactionSubType: 'At Best', movementType: 'Invest' },
  sell: { transactionType: 'Order', transactionSubType: 'At Best', movementType: 'Sell' },
  fee: { transactionType: 'Cash', transactionSubType: 'Adviser Adhoc Fee', movementType: 'Out' },
  move: { transactionType: 'Cash Transfer', transactionSubType: 'Internal', movementType: 'Out' },
} as const;

/** The ledger calls as small helpers; each returns the raw response. */
export function ledgerApi(p: TestPlatform, firmId: string, token: string) {
  const post = (body: object, t = token, headers?: Record<string, string>) =>
    p.request('POST', '/portfoliotransaction', {
      token: t,
      body: { firmId, currency: 'GBP', ...body },
      headers,
    });
  const action = (id: string, body: object, t = token) =>
    p.request('PUT', `/portfoliotransactionaction/${firmId}/${id}`, { token: t, body });
  const complete = (id: string, t = token) =>
    action(id, { type: 'Action', transactionAction: 'Complete', actionReason: 'Payment received' }, t);
  const payIn = (accountId: string, amount: number, t = token) =>
    post({ ...KINDS.payIn, accountId, amount }, t);
  return {
    post,
    action,
    payIn,
    complete,
    withdraw: (accountId: string, amount: number, t = token, headers?: Record<string, string>) =>
      post({ ...KINDS.withdraw, accountId, amount }, t, headers),
    buy: (accountId: string, assetId: string, amount: number) =>
      post({ ...KINDS.buy, accountId, assetId, amount }),
    sell: (
      accountId: string,
      assetId: string,
      how: { quantity?: number; amount?: number; sellAll?: boolean },
    ) => post({ ...KINDS.sell, accountId, assetId, ...how }),
    fee: (accountId: string, amount: number, t = token) => post({ ...KINDS.fee, accountId, amount }, t),
    move: (accountId: string, toAccountId: string, amount: number, t = token) =>
      post({ ...KINDS.move, accountId, toAccountId, amount }, t),
    deal: (t = token) => p.request('POST', `/dealing/run/${firmId}`, { token: t, body: {} }),
    get: (id: string) => p.request('GET', `/portfoliotransaction/${firmId}/${id}`, { token }),
    summary: (accountId: string) => p.request('GET', `/account/summary/${firmId}/${accountId}`, { token }),
    /** Pays in and completes: settled cash on the account. */
    async fund(accountId: string, amount: number) {
      const res = await payIn(accountId, amount);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const done = await complete(res.body.data.id);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      return res.body.data.id as string;
    },
  };
}

export const fieldsOf = (res: { body: any }) =>
  Object.fromEntries((res.body.error?.fieldErrors ?? []).map((f: any) => [f.fieldName, f.errorMessage]));
