import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../../log';
import { recordingLogger } from '../../testing/recording-logger';
import { logSlowCalls } from './slow-calls';

describe('logSlowCalls', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  /** A server whose clock the test moves: each call to now() returns the next reading. */
  async function serve(log: Logger, readings: number[], handler: express.RequestHandler) {
    const app = express();
    app.use(logSlowCalls(log, 5_000, () => readings.shift() ?? 0));
    app.use(handler);
    server = app.listen(0);
    await new Promise((ok) => server!.once('listening', ok));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  it('names a call that took past the limit by method and path, not its query', async () => {
    const { log, warnings: lines } = recordingLogger();
    const url = await serve(log, [0, 6_200], (_req, res) => void res.status(201).json({}));
    await fetch(`${url}/client/DEMO1?idOrName=Smith`);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toEqual({
      msg: 'Slow call',
      fields: { call: 'GET /client/DEMO1', ms: 6_200, outcome: 'answered', status: 201 },
    });
  });

  it('is silent about a quick call', async () => {
    const { log, warnings: lines } = recordingLogger();
    const url = await serve(log, [0, 4_900], (_req, res) => void res.json({}));
    await fetch(`${url}/client/DEMO1`);
    await new Promise((ok) => setTimeout(ok, 50));
    expect(lines).toEqual([]);
  });

  it('says when the caller gave up before the answer', async () => {
    const { log, warnings: lines } = recordingLogger();
    const url = await serve(log, [0, 31_000], () => undefined);
    await fetch(`${url}/notification/DEMO1`, { signal: AbortSignal.timeout(200) }).catch(() => undefined);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0].fields).toMatchObject({ call: 'GET /notification/DEMO1', outcome: 'caller gave up' });
  });
});
