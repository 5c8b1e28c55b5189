import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/errors';
import { newClient } from '../testing/demoRecords';
import { DEMO, useRealKeel } from '../testing/realKeel';
import { createApiClient, readCookie, toQueryString } from './apiClient';
import { NETWORK_MESSAGE, toHttpError } from './httpErrors';

const keel = useRealKeel('adviser');
const callApi = createApiClient();
const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (e) => e,
  );

const newIndividual = (extra: object = {}) => ({
  firmId: DEMO.firmId,
  nodeId: '0',
  clientType: 'Individual',
  title: 'Ms',
  firstName: 'Ada',
  surname: 'Lovelace',
  dateOfBirth: '1980-12-10',
  email: 'ada@example.com',
  addressDetail: { address1: '1 High Street', postCode: 'SW1A 1AA', country: 'GB' },
  nationality: 'GB',
  ...extra,
});

describe('api client: paths and headers', () => {
  it('when a path parameter is missing, then it throws the spec error before any request', async () => {
    const error = await caught(
      callApi('getClient', { params: { firmId: DEMO.firmId, clientId: undefined } }),
    );
    expect(error.message).toBe('Required parameter clientId was null or undefined when calling getClient.');
    expect(error.message).toBe(MESSAGES.requiredParameter('clientId', 'getClient'));
    const alsoNull = await caught(callApi('listClients', { params: { firmId: null } }));
    expect(alsoNull.message).toBe(
      'Required parameter firmId was null or undefined when calling listClients.',
    );
    expect(keel.sent).toHaveLength(0);
  });

  it('when reading, then it calls the proxy path with the query and no XSRF header', async () => {
    // A client of the test's own (the demo's names follow the day it is seeded), made outside the console.
    const surname = `Quillfeather${Date.now()}`;
    await newClient(keel, 'Ada', surname);
    const result = await callApi<{ name: string }[]>('listClients', {
      params: { firmId: DEMO.firmId },
      query: {
        idOrName: `Ada ${surname}`,
        'clientGroups[clientFeeGroupId]': undefined,
        status: undefined,
        name: '',
      },
    });
    expect(result.data.map((c) => c.name)).toContain(`Ada ${surname}`);
    expect(result.meta?.count).toBe(result.data.length);
    expect(keel.sent[0].method).toBe('GET');
    expect(keel.sent[0].url).toBe(`/api/proxy/client/DEMO1?idOrName=Ada+${surname}`);
    expect(keel.sent[0].headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(keel.sent[0].headers.get('Accept')).toBe('application/json');
    const missing = await caught(
      callApi('getClient', { params: { firmId: DEMO.firmId, clientId: 'NO SUCH' } }),
    );
    expect(keel.sent[1].url).toBe('/api/proxy/client/DEMO1/NO%20SUCH');
    expect(missing.status).toBe(404);
  });

  it('when writing, then it sends the XSRF cookie as a header, JSON, and the idempotency key', async () => {
    const key = crypto.randomUUID();
    const created = await callApi<{ id: string }>('createClient', {
      body: newIndividual(),
      idempotencyKey: key,
    });
    expect(created.data.id).toMatch(/^[0-9A-Z]+$/);
    const [post] = keel.sent;
    expect(post.method).toBe('POST');
    expect(post.url).toBe('/api/proxy/client');
    expect(post.headers.get('X-XSRF-TOKEN')).toBe(readCookie('XSRF-TOKEN'));
    expect(post.headers.get('Content-Type')).toBe('application/json');
    expect(post.headers.get('idempotency-key')).toBe(key);
    expect(post.body).toEqual(newIndividual());
    const retried = await callApi<{ id: string }>('createClient', {
      body: newIndividual(),
      idempotencyKey: key,
    });
    expect(retried.data.id).toBe(created.data.id);
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
    const body = newIndividual({
      dateOfBirth: '2999-01-01',
      addressDetail: { address1: '1 High Street', postCode: 'NOT A CODE', country: 'GB' },
    });
    const error = await caught(callApi('createClient', { body }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    const fieldErrors: { fieldName: string; errorMessage: string }[] = error.body.error.fieldErrors;
    const messageOf = (name: string) => fieldErrors.find((f) => f.fieldName === name)?.errorMessage;
    expect(messageOf('addressDetail.postCode')).toBeTruthy();
    expect(messageOf('dateOfBirth')).toBeTruthy();
    expect(error.message).toBe(error.body.error.errorMessage);
    expect(error.body.errors).toMatchObject({
      addressDetail: { postCode: messageOf('addressDetail.postCode') },
      dateOfBirth: messageOf('dateOfBirth'),
      root: { serverError: error.body.error.errorMessage },
    });
  });

  it('when a structured error has another status, then it keeps status and message', async () => {
    const clientId = await newClient(keel, 'Ada', 'Lovelace');
    const params = { firmId: DEMO.firmId, clientId };
    await callApi('patchClient', { params, body: { middleNames: 'Augusta', version: 1 } });
    const stale = await caught(callApi('patchClient', { params, body: { middleNames: 'King', version: 1 } }));
    expect(stale.status).toBe(412);
    expect(stale.message).toBe(stale.body.error.errorMessage);
    expect(stale.message).toBeTruthy();
  });

  it('when a failure has no structured body, then it keeps its HTTP status and status text, with the generic message', async () => {
    // A server in front of the platform (a proxy, a balancer) that answers with no error body of ours.
    const bare = createServer((req, res) => {
      const [, status, kind] = req.url!.split('/');
      res.statusCode = Number(status);
      res.statusMessage = `Status ${status}`;
      if (kind === 'html') res.setHeader('content-type', 'text/html').end('<h1>Not here</h1>');
      else res.end();
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const { port } = bare.address() as AddressInfo;
    try {
      for (const [status, kind] of [
        [403, 'empty'],
        [404, 'html'],
        [502, 'empty'],
        [500, 'empty'],
      ] as const) {
        const direct = createApiClient({ baseUrl: `http://127.0.0.1:${port}/${status}/${kind}` });
        const error = await caught(direct('listNationalities'));
        expect(error).toBeInstanceOf(HttpError);
        expect([error.status, error.statusText, error.message]).toEqual([
          status,
          `Status ${status}`,
          MESSAGES.unexpected,
        ]);
        expect(error.body.errors.root.serverError).toBe(MESSAGES.unexpected);
      }
    } finally {
      await new Promise<void>((resolve) => bare.close(() => resolve()));
    }
    expect(toHttpError(500, { message: 'not our shape' }).status).toBe(500);
  });

  it('when the session is gone, then the 401 status survives for the auth provider', async () => {
    const signedOut = createApiClient({ fetch: keel.signedOutFetch });
    const error = await caught(signedOut('listNationalities'));
    expect([error.status, error.message]).toEqual([401, MESSAGES.sessionExpired]);
    expect(toHttpError(401, undefined).status).toBe(401);
  });

  it('when nothing listens, then the error has status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api/proxy` });
    const error = await caught(unreachable('listNationalities'));
    expect(error).toBeInstanceOf(HttpError);
    expect([error.status, error.message]).toEqual([0, NETWORK_MESSAGE]);
  });
});
