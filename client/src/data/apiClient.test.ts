import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract';
import { createApiClient, readCookie, toQueryString } from './apiClient';
import { NETWORK_MESSAGE } from './httpErrors';
import { fakeFetch, json } from './testing';

const caught = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected a rejection'), (e) => e);

describe('api client: paths and headers', () => {
  it('when a path parameter is missing, then it throws the spec error before any request', async () => {
    const { fetch, seen } = fakeFetch(json(200, { data: {} }));
    const callApi = createApiClient({ fetch });
    const error = await caught(callApi('getClient', { params: { firmId: 'F1', clientId: undefined } }));
    expect(error.message).toBe('Required parameter clientId was null or undefined when calling getClient.');
    expect(error.message).toBe(MESSAGES.requiredParameter('clientId', 'getClient'));
    const alsoNull = await caught(callApi('listClients', { params: { firmId: null } }));
    expect(alsoNull.message).toBe('Required parameter firmId was null or undefined when calling listClients.');
    expect(seen).toHaveLength(0);
  });

  it('when reading, then it calls the proxy path with the query and no XSRF header', async () => {
    document.cookie = 'XSRF-TOKEN=tok%2Fen';
    const { fetch, seen } = fakeFetch(json(200, { data: [], meta: { count: 0, page: 1, pageSize: 50 } }));
    const callApi = createApiClient({ fetch });
    const result = await callApi('listClients', {
      params: { firmId: 'F 1' },
      query: { idOrName: 'Smith', 'clientGroups[clientFeeGroupId]': 'G1', status: undefined, name: '' },
    });
    expect(result.meta?.count).toBe(0);
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toBe('/api/proxy/client/F%201?idOrName=Smith&clientGroups%5BclientFeeGroupId%5D=G1');
    expect(seen[0].headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(seen[0].headers.get('Accept')).toBe('application/json');
  });

  it('when writing, then it sends the XSRF cookie as a header, JSON, and the idempotency key', async () => {
    document.cookie = 'XSRF-TOKEN=tok%2Fen';
    const { fetch, seen } = fakeFetch(json(201, { data: { id: 'C1' } }));
    const callApi = createApiClient({ fetch });
    const created = await callApi('createClient', { body: { firmId: 'F1' }, idempotencyKey: 'k-1' });
    expect(created.data).toEqual({ id: 'C1' });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url).toBe('/api/proxy/client');
    expect(seen[0].headers.get('X-XSRF-TOKEN')).toBe('tok/en');
    expect(seen[0].headers.get('Content-Type')).toBe('application/json');
    expect(seen[0].headers.get('idempotency-key')).toBe('k-1');
    expect(seen[0].body).toEqual({ firmId: 'F1' });
  });

  it('reads one cookie among several and builds query strings with repeated keys', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=x=y; b=2')).toBe('x=y');
    expect(readCookie('missing', 'a=1')).toBeUndefined();
    expect(toQueryString({ id: ['A', 'B'], page: 1 })).toBe('?id=A&id=B&page=1');
    expect(toQueryString({})).toBe('');
  });
});

describe('api client: errors', () => {
  it('when the platform answers a structured 400, then field errors nest under form fields', async () => {
    const body = {
      error: {
        statusCode: 400,
        errorMessage: 'Some fields need attention',
        fieldErrors: [
          { fieldName: 'nationalInsuranceNo', errorMessage: 'Must be a valid National Insurance number' },
          { fieldName: 'addressDetail.postCode', errorMessage: 'Must be a UK postcode' },
          { fieldName: 'dateOfBirth', errorMessage: 'Must not be in the future' },
        ],
      },
    };
    const callApi = createApiClient({ fetch: fakeFetch(json(400, body)).fetch });
    const error = await caught(callApi('createClient', { body: {} }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Some fields need attention');
    expect(error.body.error).toEqual(body.error);
    expect(error.body.errors).toEqual({
      nationalInsuranceNo: 'Must be a valid National Insurance number',
      addressDetail: { postCode: 'Must be a UK postcode' },
      dateOfBirth: 'Must not be in the future',
      root: { serverError: 'Some fields need attention' },
    });
  });

  it('when a structured error has another status, then it keeps status and message', async () => {
    const answer = json(412, { error: { statusCode: 412, errorMessage: 'Changed by someone else', fieldErrors: [] } });
    const callApi = createApiClient({ fetch: fakeFetch(answer).fetch });
    const error = await caught(callApi('patchClient', { params: { firmId: 'F1', clientId: 'C1' }, body: {} }));
    expect([error.status, error.message]).toEqual([412, 'Changed by someone else']);
  });

  it('when a failure has no structured body, then it is a 500 "An unexpected error occurred"', async () => {
    for (const answer of [
      new Response('<html>Bad gateway</html>', { status: 502 }),
      new Response(null, { status: 503 }),
      json(500, { message: 'not our shape' }),
    ]) {
      const callApi = createApiClient({ fetch: fakeFetch(answer).fetch });
      const error = await caught(callApi('listNationalities'));
      expect(error).toBeInstanceOf(HttpError);
      expect([error.status, error.message]).toEqual([500, 'An unexpected error occurred']);
      expect(error.body.errors.root.serverError).toBe(MESSAGES.unexpected);
    }
  });

  it('when the session is gone without a body, then the 401 status survives for the auth provider', async () => {
    const callApi = createApiClient({ fetch: fakeFetch(new Response(null, { status: 401 })).fetch });
    const error = await caught(callApi('listNationalities'));
    expect(error.status).toBe(401);
  });

  it('when the network fails, then the error has status 0', async () => {
    const callApi = createApiClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = await caught(callApi('listNationalities'));
    expect(error).toBeInstanceOf(HttpError);
    expect([error.status, error.message]).toEqual([0, NETWORK_MESSAGE]);
  });
});

describe('api client over real HTTP', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        res.setHeader('Content-Type', 'application/json');
        if (req.url?.startsWith('/api/proxy/static/nationality')) {
          res.end(JSON.stringify({ data: [{ code: 'GB', name: 'United Kingdom' }], meta: { count: 1 } }));
          return;
        }
        const echo = { method: req.method, url: req.url, xsrf: req.headers['x-xsrf-token'], body: chunks.join('') };
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { statusCode: 400, errorMessage: JSON.stringify(echo), fieldErrors: [] } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/proxy`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('when the server answers, then data and structured errors come through fetch unchanged', async () => {
    const callApi = createApiClient({ fetch: (u, i) => globalThis.fetch(u, i), baseUrl: base, readXsrfToken: () => 'x1' });
    const list = await callApi('listNationalities');
    expect(list.data).toEqual([{ code: 'GB', name: 'United Kingdom' }]);
    const error = await caught(callApi('updateClientStatus', { params: { firmId: 'F1', clientId: 'C1' }, body: { status: 'Active' } }));
    expect(JSON.parse(error.message)).toEqual({
      method: 'PUT',
      url: '/api/proxy/client/F1/C1',
      xsrf: 'x1',
      body: '{"status":"Active"}',
    });
  });

  it('when nothing listens, then the error has status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const callApi = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api/proxy` });
    const error = await caught(callApi('listNationalities'));
    expect(error.status).toBe(0);
  });
});
