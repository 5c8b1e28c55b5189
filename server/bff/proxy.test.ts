import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { proxyRoutes } from './proxy';
import type { TokenKeeper } from './token-keeper';

const listening = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

describe('the proxy, when the browser leaves', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('while its access token is still being read, then no call goes to the platform at all', async () => {
    // The platform: counts the connections the proxy opens and the requests that reach it.
    let connections = 0;
    let requests = 0;
    const platform = createServer(() => void requests++);
    platform.on('connection', () => void connections++);
    servers.push(platform);
    const target = await listening(platform);

    // A token that takes a while (a refresh with the IdP): the browser gives up meanwhile.
    let tokenAsked!: () => void;
    const asked = new Promise<void>((resolve) => (tokenAsked = resolve));
    const slowTokens: TokenKeeper = {
      accessToken: async () => {
        tokenAsked();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return 'token';
      },
    };
    const bff = express().use(
      proxyRoutes({ target, timeoutMs: 30_000 }, slowTokens, createLogger('bff', 'silent')),
    );
    const bffServer = createServer(bff);
    servers.push(bffServer);
    const url = `${await listening(bffServer)}/client/DEMO1`;

    const call = request(url);
    call.on('error', () => undefined);
    call.end();
    await asked;
    call.destroy();

    await new Promise((resolve) => setTimeout(resolve, 800));
    expect({ connections, requests }).toEqual({ connections: 0, requests: 0 });
  });
});
