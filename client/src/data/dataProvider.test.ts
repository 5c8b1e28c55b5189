import { describe, expect, it } from 'vitest';
import { createApiClient } from './apiClient';
import { createDataProvider } from './dataProvider';
import { fakeFetch, json, type SeenRequest } from './testing';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const client = <T extends object>(id: string, extra: T = {} as T) => ({
  id,
  firmId: 'F1',
  name: `Client ${id}`,
  nodeId: ['0'],
  auditDetails: { version: 3 },
  ...extra,
});

function providerWith(answer: Parameters<typeof fakeFetch>[0], firmId: string | null = 'F1') {
  const { fetch, seen } = fakeFetch(answer);
  const dataProvider = createDataProvider({ callApi: createApiClient({ fetch }), getFirmId: () => firmId ?? undefined });
  return { dataProvider, seen };
}

const queryOf = (request: SeenRequest) => Object.fromEntries(new URL(request.url, 'http://x').searchParams);

describe('data provider: lists', () => {
  it('when listing, then paging, sort and filters use the platform names and meta.count is the total', async () => {
    const page = { data: [client('C1'), client('C2')], meta: { count: 137, page: 3, pageSize: 25 } };
    const { dataProvider, seen } = providerWith(json(200, page));
    const result = await dataProvider.getList('clients', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'createdDate', order: 'DESC' },
      filter: { q: 'smi', status: 'Active', clientType: 'Individual', nodeId: '0', clientFeeGroupId: 'G1', bogus: 1 },
    });
    expect(new URL(seen[0].url, 'http://x').pathname).toBe('/api/proxy/client/F1');
    expect(queryOf(seen[0])).toEqual({
      page: '3',
      pageSize: '25',
      sort: '-createdAt',
      idOrName: 'smi',
      status: 'Active',
      clientType: 'Individual',
      nodeId: '0',
      'clientGroups[clientFeeGroupId]': 'G1',
    });
    expect(result.total).toBe(137);
    expect(result.data.map((r) => r.id)).toEqual(['C1', 'C2']);
  });

  it('when sorting ascending or asking too many rows, then sort has no minus and pageSize stops at 500', async () => {
    const { dataProvider, seen } = providerWith(json(200, { data: [], meta: { count: 0, page: 1, pageSize: 500 } }));
    await dataProvider.getList('clients', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(queryOf(seen[0])).toEqual({ page: '1', pageSize: '500', sort: 'name' });
  });

  it('when the firm is unknown, then the list fails with the missing-parameter error and no request', async () => {
    const { dataProvider, seen } = providerWith(json(200, { data: [] }), null);
    await expect(dataProvider.getList('clients', { filter: {} })).rejects.toThrow(
      'Required parameter firmId was null or undefined when calling listClients.',
    );
    expect(seen).toHaveLength(0);
  });

  it('when a list has no paging of its own, then nothing is added and records take the id from code', async () => {
    const { dataProvider, seen } = providerWith(json(200, { data: [{ code: 'GB', name: 'United Kingdom' }] }));
    const result = await dataProvider.getList('nationalities', { pagination: { page: 1, perPage: 500 }, filter: {} });
    expect(seen[0].url).toBe('/api/proxy/static/nationality');
    expect(result).toEqual({ data: [{ id: 'GB', code: 'GB', name: 'United Kingdom' }], total: 1 });
  });

  it('when children are referenced, then the target becomes a filter', async () => {
    const { dataProvider, seen } = providerWith(json(200, { data: [], meta: { count: 0, page: 1, pageSize: 10 } }));
    await dataProvider.getManyReference('clients', {
      target: 'parentId',
      id: 'P1',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(queryOf(seen[0]).parentId).toBe('P1');
  });
});

describe('data provider: records', () => {
  it('when reading one or many, then it calls getClient per id', async () => {
    const { dataProvider, seen } = providerWith((req) => json(200, { data: client(req.url.split('/').pop()!) }));
    expect((await dataProvider.getOne('clients', { id: 'C9' })).data.name).toBe('Client C9');
    const many = await dataProvider.getMany('clients', { ids: ['C1', 'C2'] });
    expect(many.data.map((r) => r.id)).toEqual(['C1', 'C2']);
    expect(seen.map((r) => r.url)).toEqual([
      '/api/proxy/client/F1/C9',
      '/api/proxy/client/F1/C1',
      '/api/proxy/client/F1/C2',
    ]);
  });

  it('when creating, then the body carries the firm, only known non-empty fields, and a UUID key', async () => {
    const { dataProvider, seen } = providerWith(json(201, { data: { id: 'NEW1' } }));
    const data = {
      clientType: 'Individual',
      nodeId: '0',
      firstName: 'Ada',
      middleNames: '',
      mobile: { number: null },
      addressDetail: { address1: '1 High St', address2: null, postCode: 'SW1A 1AA', country: 'GB' },
      notAField: 'x',
    };
    const created = await dataProvider.create('clients', { data });
    expect(created.data.id).toBe('NEW1');
    expect(seen[0].method).toBe('POST');
    expect(seen[0].body).toEqual({
      firmId: 'F1',
      clientType: 'Individual',
      nodeId: '0',
      firstName: 'Ada',
      addressDetail: { address1: '1 High St', postCode: 'SW1A 1AA', country: 'GB' },
    });
    expect(seen[0].headers.get('idempotency-key')).toMatch(UUID_V4);
  });

  it('when the same create is sent twice before an answer, then both carry one idempotency key', async () => {
    const { fetch, seen } = fakeFetch(json(400, { error: { statusCode: 400, errorMessage: 'x', fieldErrors: [] } }));
    const dataProvider = createDataProvider({ callApi: createApiClient({ fetch }), getFirmId: () => 'F1' });
    const data = { clientType: 'Individual', firstName: 'Ada' };
    await Promise.allSettled([dataProvider.create('clients', { data }), dataProvider.create('clients', { data })]);
    await dataProvider.create('clients', { data: { ...data, firstName: 'Grace' } }).catch(() => undefined);
    const keys = seen.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('when updating, then it patches only changed fields with the version it read', async () => {
    const previousData = client('C1', {
      firstName: 'Ada',
      surname: 'Lovelace',
      nodeId: ['0'],
      addressDetail: { address1: '1 High St', postCode: 'SW1A 1AA', country: 'GB' },
      status: 'Active',
    });
    const data = {
      ...previousData,
      surname: 'King',
      middleNames: '',
      addressDetail: { ...previousData.addressDetail, postCode: 'EC1A 1BB' },
      status: 'Pending',
    };
    const { dataProvider, seen } = providerWith(json(200, { data: { ...data, auditDetails: { version: 4 } } }));
    const saved = await dataProvider.update('clients', { id: 'C1', data, previousData });
    expect(seen[0].method).toBe('PATCH');
    expect(seen[0].url).toBe('/api/proxy/client/F1/C1');
    expect(seen[0].body).toEqual({
      surname: 'King',
      addressDetail: { address1: '1 High St', postCode: 'EC1A 1BB', country: 'GB' },
      version: 3,
    });
    expect(saved.data.auditDetails.version).toBe(4);
  });

  it('when a method has no call, then it rejects rather than throws', async () => {
    const { dataProvider } = providerWith(json(200, {}));
    await expect(dataProvider.delete('clients', { id: 'C1' })).rejects.toThrow('delete is not available for clients');
  });
});

describe('data provider: record actions', () => {
  it('when a status changes, then it PUTs status, reason and the version read', async () => {
    const previousData = client('C1', { status: 'Pending' });
    const { dataProvider, seen } = providerWith(json(200, { data: { ...previousData, status: 'Active' } }));
    const { data } = await dataProvider.updateStatus('clients', {
      id: 'C1',
      status: 'Active',
      reason: 'KYC complete',
      previousData,
    });
    expect([seen[0].method, seen[0].url]).toEqual(['PUT', '/api/proxy/client/F1/C1']);
    expect(seen[0].body).toEqual({ status: 'Active', reason: 'KYC complete', version: 3 });
    expect(data.status).toBe('Active');
  });
});
