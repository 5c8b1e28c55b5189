import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../auth/caller';
import { createFirm, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { addressService } from './providers';

let p: TestPlatform;
let admin: string;

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'ADDR');
  await createUser(p.db, 'ADDR', { email: 'admin@addr.test' });
  admin = await p.tokenFor('ADDR', 'admin@addr.test', TEST_PASSWORD);
  for (const [firstName, address1, flatNumber] of [
    ['Ann', '10 Downing Street', undefined],
    ['Bob', '10 Downing Street', undefined],
    ['Cy', '11 Downing Street', '2'],
  ] as const) {
    await p.request('POST', '/client', {
      token: admin,
      body: {
        firmId: 'ADDR',
        nodeId: '0',
        clientType: 'Individual',
        title: 'Mx',
        firstName,
        surname: 'Whitehall',
        dateOfBirth: '1970-01-01',
        email: `${firstName}@example.co.uk`,
        nationality: 'GB',
        addressDetail: { address1, flatNumber, postCode: 'sw1a2aa', country: 'GB' },
      },
    });
  }
});
afterAll(() => p.close());

describe('POST /addresslookup with the embedded provider', () => {
  it('when addresses are on file at the postcode, then each appears once, in street order', async () => {
    const res = await p.request('POST', '/addresslookup', { token: admin, body: { postCode: 'SW1A 2AA' } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: { summary: string }) => a.summary)).toEqual([
      '10 Downing Street, SW1A 2AA',
      'Flat 2, 11 Downing Street, SW1A 2AA',
    ]);
    expect(res.body.data[0].addressDetail).toEqual({
      address1: '10 Downing Street',
      postCode: 'SW1A 2AA',
      country: 'GB',
    });
  });

  it('when a house number is given, then only that house is offered; a bad postcode is a 400', async () => {
    const one = await p.request('POST', '/addresslookup', {
      token: admin,
      body: { postCode: 'sw1a2aa', houseNumberOrName: '11' },
    });
    expect(one.body.data).toHaveLength(1);
    const bad = await p.request('POST', '/addresslookup', { token: admin, body: { postCode: 'nowhere' } });
    expect(bad.body.error.fieldErrors).toEqual([
      { fieldName: 'postCode', errorMessage: 'Must be a UK postcode, like SW1A 1AA' },
    ]);
  });
});

describe('the HTTP address provider', () => {
  let server: Server;
  let base: string;
  const seen: { url?: string; auth?: string }[] = [];
  const caller = { firmId: 'ADDR' } as Caller;

  beforeAll(async () => {
    // A postcode service speaking the documented contract, on loopback.
    server = createServer((req, res) => {
      seen.push({ url: req.url, auth: req.headers.authorization });
      if (req.url?.includes('M1%201AE')) {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            addresses: [{ buildingNumber: '3', address1: 'Piccadilly', postCode: 'M1 1AE' }, { junk: true }],
          }),
        );
      } else res.writeHead(500).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('when the service answers, then its valid addresses come back in our shape, with the key sent', async () => {
    const provider = addressService({ url: `${base}/lookup/{postCode}`, apiKey: 'k1' });
    const result = await provider.lookup(caller, { postCode: 'M1 1AE' });
    expect(result).toEqual([
      {
        addressDetail: { buildingNumber: '3', address1: 'Piccadilly', postCode: 'M1 1AE', country: 'GB' },
        summary: '3 Piccadilly, M1 1AE',
      },
    ]);
    expect(seen.at(-1)).toEqual({ url: '/lookup/M1%201AE', auth: 'Bearer k1' });
  });

  it('when the service fails or is unreachable, then a 502 the form can show', async () => {
    await expect(
      addressService({ url: `${base}/lookup/{postCode}` }).lookup(caller, { postCode: 'B33 8TH' }),
    ).rejects.toMatchObject({
      statusCode: 502,
      message: 'The address service is unavailable; enter the address by hand',
    });
    await expect(
      addressService({ url: 'http://127.0.0.1:9/{postCode}' }).lookup(caller, { postCode: 'B33 8TH' }),
    ).rejects.toMatchObject({ statusCode: 502 });
  });
});
