import { describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../../contract/calls/index';
import { callRoutes } from './callRoutes';

describe('the console’s call routes (virtual:keel/call-routes)', () => {
  it('has every call of the contract, with its method and path', () => {
    expect(Object.keys(callRoutes).sort()).toEqual(Object.keys(calls).sort());
    for (const name of Object.keys(calls) as CallName[])
      expect(callRoutes[name], name).toMatchObject({ method: calls[name].method, path: calls[name].path });
  });

  it('names the fields a body and a query accept, and nothing for a call without one', () => {
    expect(callRoutes.createClient.bodyFields).toEqual(
      expect.arrayContaining(['firmId', 'clientType', 'firstName']),
    );
    expect(callRoutes.createClient.queryNames).toEqual([]);
    expect(callRoutes.listClients.queryNames).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'idOrName']),
    );
    expect(callRoutes.listClients.bodyFields).toEqual([]);
  });

  it('is plain data: no schema reaches the console through it', () => {
    expect(JSON.parse(JSON.stringify(callRoutes))).toEqual(callRoutes);
  });
});
