import { describe, expect, it } from 'vitest';
import { newChild, newClient } from '../testing/demoRecords';
import { DEMO, useRealKeel, type SentRequest } from '../testing/realKeel';
import { createApiClient } from './apiClient';
import { createDataProvider } from './dataProvider';
import { resourceDefs } from '../registry';

const keel = useRealKeel('admin');

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const providerFor = (firmId: string | null) =>
  createDataProvider({
    callApi: createApiClient(),
    getFirmId: () => firmId ?? undefined,
    resources: resourceDefs,
  });
const dataProvider = providerFor(DEMO.firmId);
const ADA = {
  clientType: 'Individual',
  nodeId: '0',
  title: 'Ms',
  firstName: 'Ada',
  surname: 'Lovelace',
  dateOfBirth: '1980-12-10',
  email: 'ada@example.com',
  nationality: 'GB',
  addressDetail: { address1: '1 High St', postCode: 'SW1A 1AA', country: 'GB' },
};
const queryOf = (request: SentRequest) => Object.fromEntries(new URL(request.url, keel.origin).searchParams);

describe('data provider: lists', () => {
  it('when listing, then paging, sort and filters use the platform names and meta.count is the total', async () => {
    const result = await dataProvider.getList('clients', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdDate', order: 'DESC' },
      filter: { q: 'a', status: 'Active', clientType: 'Individual', nodeId: '0', bogus: 1 },
    });
    expect(new URL(keel.sent[0].url, keel.origin).pathname).toBe('/api/proxy/client/DEMO1');
    const query = queryOf(keel.sent[0]);
    expect(query).toEqual({
      page: '2',
      pageSize: '25',
      sort: '-createdAt',
      idOrName: 'a',
      status: 'Active',
      clientType: 'Individual',
      nodeId: '0',
    });
    const { meta } = await keel.api(
      'GET',
      `/client/DEMO1?${new URLSearchParams({ ...query, pageSize: '1' })}`,
    );
    expect(result.total).toBe(meta.count);
    expect(result.data).toHaveLength(25);
    expect(result.data.every((c) => c.clientType === 'Individual' && c.status === 'Active')).toBe(true);
  });

  it('when filtering by client fee group, then only its members come back', async () => {
    const member = await newClient(keel, 'Grace', 'Hopper');
    const group = await keel.api('POST', '/portfolioGroup', {
      firmId: DEMO.firmId,
      name: 'Hopper household',
      clientIds: [member],
    });
    const result = await dataProvider.getList('clients', { filter: { clientFeeGroupId: group.data.id } });
    expect(queryOf(keel.sent[0])['clientGroups[clientFeeGroupId]']).toBe(group.data.id);
    expect(result.data.map((c) => c.id)).toEqual([member]);
  });

  it('when sorting ascending or asking too many rows, then sort has no minus and pageSize stops at 500', async () => {
    const result = await dataProvider.getList('clients', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(queryOf(keel.sent[0])).toEqual({ page: '1', pageSize: '500', sort: 'name' });
    const names = result.data.map((c) => String(c.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('when the firm is unknown, then the list fails with the missing-parameter error and no request', async () => {
    await expect(providerFor(null).getList('clients', { filter: {} })).rejects.toThrow(
      'Required parameter firmId was null or undefined when calling listClients.',
    );
    expect(keel.sent).toHaveLength(0);
  });

  it('when a list has no paging of its own, then nothing is added and records take the id from code', async () => {
    const result = await dataProvider.getList('nationalities', {
      pagination: { page: 1, perPage: 500 },
      filter: {},
    });
    expect(keel.sent[0].url).toBe('/api/proxy/static/nationality');
    expect(result.data.find((n) => n.code === 'GB')).toEqual({
      id: 'GB',
      code: 'GB',
      name: 'United Kingdom',
    });
    expect(result.total).toBe(result.data.length);
  });

  it('when children are referenced, then the target becomes a filter', async () => {
    const parentId = await newClient(keel, 'Grace', 'Hopper');
    const childId = await newChild(keel, parentId, 'Ada', 'Hopper');
    const result = await dataProvider.getManyReference('clients', {
      target: 'parentId',
      id: parentId,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(queryOf(keel.sent[0]).parentId).toBe(parentId);
    expect(result.data.map((c) => c.id)).toEqual([childId]);
  });
});

describe('data provider: records', () => {
  it('when reading one or many, then it calls getClient per id', async () => {
    const ids = [await newClient(keel, 'Ada', 'Lovelace'), await newClient(keel, 'Grace', 'Hopper')];
    expect((await dataProvider.getOne('clients', { id: ids[0] })).data.name).toBe('Ada Lovelace');
    const many = await dataProvider.getMany('clients', { ids });
    expect(many.data.map((r) => r.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(keel.sent.map((r) => r.url)).toEqual(
      [ids[0], ...ids].map((id) => `/api/proxy/client/DEMO1/${id}`),
    );
  });

  it('when creating, then the body carries the firm, only known non-empty fields, and a UUID key', async () => {
    const data = {
      ...ADA,
      middleNames: '',
      mobile: { number: null },
      addressDetail: { ...ADA.addressDetail, address2: null },
      notAField: 'x',
    };
    const created = await dataProvider.create('clients', { data });
    expect(created.data.id).toMatch(/^[0-9A-Z]+$/);
    expect(keel.sent[0].method).toBe('POST');
    expect(keel.sent[0].body).toEqual({ firmId: DEMO.firmId, ...ADA });
    expect(keel.sent[0].headers.get('idempotency-key')).toMatch(UUID_V4);
  });

  it('when the same create is sent twice before an answer, then both carry one key and the platform makes one client', async () => {
    const data = { ...ADA, surname: 'Twice' };
    const both = await Promise.all([
      dataProvider.create('clients', { data }),
      dataProvider.create('clients', { data }),
    ]);
    await dataProvider.create('clients', { data: { ...data, firstName: 'Grace' } });
    const keys = keel.sent.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(both[0].data.id).toBe(both[1].data.id);
  });

  it('when updating, then it patches only changed fields with the version it read', async () => {
    const id = await newClient(keel, 'Ada', 'Lovelace');
    const { data: previousData } = await dataProvider.getOne('clients', { id });
    const data = {
      ...previousData,
      surname: 'King',
      middleNames: '',
      addressDetail: { ...previousData.addressDetail, postCode: 'EC1A 1BB' },
    };
    const saved = await dataProvider.update('clients', { id, data, previousData });
    const patch = keel.sent.find((r) => r.method === 'PATCH')!;
    expect(patch.url).toBe(`/api/proxy/client/DEMO1/${id}`);
    expect(patch.body).toEqual({
      surname: 'King',
      addressDetail: { ...previousData.addressDetail, postCode: 'EC1A 1BB' },
      version: 1,
    });
    expect(saved.data.auditDetails.version).toBe(2);
    expect(saved.data.surname).toBe('King');
  });

  it('when a method has no call, then it rejects rather than throws', async () => {
    await expect(dataProvider.delete('clients', { id: 'C1' })).rejects.toThrow(
      'delete is not available for clients',
    );
  });
});

describe('data provider: record actions', () => {
  it('when a status changes, then it PUTs status, reason and the version read', async () => {
    const id = await newClient(keel, 'Ada', 'Lovelace', { status: 'Pending' });
    const { data: previousData } = await dataProvider.getOne('clients', { id });
    const { data } = await dataProvider.updateStatus('clients', {
      id,
      status: 'Active',
      reason: 'KYC complete',
      previousData,
    });
    const put = keel.sent.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe(`/api/proxy/client/DEMO1/${id}`);
    expect(put.body).toEqual({ status: 'Active', reason: 'KYC complete', version: 1 });
    expect(data.status).toBe('Active');
  });
});
