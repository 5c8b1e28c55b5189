import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxyFloor, type ProxyFloor } from './proxy-floor';

/** A platform stand-in that answers with the api-token it was sent, in JSON long enough to compress. */
let platform: Server;
let floor: ProxyFloor;
const TOKEN = 'the-access-token';

beforeAll(async () => {
  platform = createServer((req, res) => {
    const body = JSON.stringify({ token: req.headers['api-token'], rows: 'row '.repeat(2000) });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  const { port } = platform.address() as AddressInfo;
  floor = await startProxyFloor(`http://127.0.0.1:${port}`, TOKEN, 6_000);
});

afterAll(async () => {
  await floor.close();
  await new Promise((resolve) => platform.close(resolve));
});

describe('the proxy floor', () => {
  it('when called with its cookie, then it sends the token the session holds and answers compressed', async () => {
    expect(floor.cookie.length).toBeGreaterThan(5_900);
    expect(floor.cookie.length).toBeLessThan(6_100);
    const res = await fetch(`${floor.url}/client/X`, {
      headers: { cookie: floor.cookie, 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(Number(res.headers.get('content-length'))).toBeLessThan(1_000);
    expect(((await res.json()) as { token: string }).token).toBe(TOKEN);
  });

  it('when the session cookie is missing, then it refuses rather than calling the platform', async () => {
    const res = await fetch(`${floor.url}/client/X`);
    expect(res.status).toBe(500);
  });
});
