import { expect } from 'vitest';
import { openAccount } from '../../accounts/testing/fixtures';
import { ledgerWorld } from '../../ledger/testing/world';
import type { TestPlatform } from '../../testing/harness';

/** A firm for pension tests: the ledger world, plus clients of a given birth date with funded pension accounts. */
export async function pensionWorld(p: TestPlatform, firmId: string) {
  const w = await ledgerWorld(p, firmId);
  async function retiree(dateOfBirth = '1960-03-10', surname = 'Retiree') {
    const res = await p.request('POST', '/client', {
      token: w.token,
      body: {
        firmId,
        nodeId: '0',
        status: 'Active',
        clientType: 'Individual',
        title: 'Mr',
        firstName: 'Rex',
        surname,
        dateOfBirth,
        email: `${surname.toLowerCase()}${Math.random().toString(36).slice(2, 7)}@example.com`,
        addressDetail: { address1: '1 High Street', postCode: 'SW1A 1AA', country: 'GB' },
        nationality: 'GB',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as string;
  }
  async function fundedPension(clientId: string, amount: number, wrapperType = 'SIPP') {
    const accountId = await openAccount(p, w.token, firmId, clientId, wrapperType);
    if (amount > 0) await w.api.fund(accountId, amount);
    return accountId;
  }
  const get = (path: string, token = w.token) => p.request('GET', path, { token });
  const send = (method: string, path: string, body: object, token = w.token) =>
    p.request(method, path, { token, body: { firmId, ...body } });
  return {
    ...w,
    retiree,
    fundedPension,
    options: (accountId: string, token = w.token) =>
      get(`/clientproduct/action/crystallisation/${firmId}?accountId=${accountId}`, token),
    crystallise: (body: object, token = w.token) =>
      send('POST', '/clientproduct/action/crystallisation', body, token),
    history: (query: string, token = w.token) => get(`/clientproduct/action/${firmId}?${query}`, token),
    createPlan: (body: object, token = w.token) =>
      send('POST', '/clientproduct/action/regularcrystallisation', body, token),
    patchPlan: (bciId: string, body: object, token = w.token) =>
      p.request('PATCH', `/clientproduct/action/regularcrystallisation/${firmId}/${bciId}`, { token, body }),
  };
}
