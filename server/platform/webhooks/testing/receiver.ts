import { createServer, type Server } from 'node:http';
import { freePort } from '../../../testing/harness';
import { verifySignature } from '../signing';

/** One request as the receiver saw it. */
export interface Received {
  deliveryId: string;
  timestamp: number;
  signature: string;
  body: string;
  event: { id: string; type: string; accountId: string | null; sequence: number; data: any };
}

/**
 * A real HTTP receiver on 127.0.0.1 for the tests: it records every request, can be "down" (answers 503)
 * and, like a well-behaved integrator, honours Keel-Delivery-Id: `accepted` holds each delivery once.
 */
export async function startReceiver(secret?: string) {
  const port = await freePort();
  const all: Received[] = [];
  const accepted = new Map<string, Received>();
  const state = { down: false, secret, badSignatures: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const got: Received = {
        deliveryId: String(req.headers['keel-delivery-id']),
        timestamp: Number(req.headers['keel-timestamp']),
        signature: String(req.headers['keel-signature']),
        body,
        event: JSON.parse(body),
      };
      all.push(got);
      if (state.down) return void res.writeHead(503).end('down for maintenance');
      if (state.secret && !verifySignature(got.signature, state.secret, got.timestamp, body)) {
        state.badSignatures++;
        return void res.writeHead(401).end('bad signature');
      }
      if (!accepted.has(got.deliveryId)) accepted.set(got.deliveryId, got);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    all,
    accepted,
    state,
    /** Accepted events in arrival order, by account. */
    sequencesOf(accountId: string) {
      return [...accepted.values()]
        .filter((r) => r.event.accountId === accountId)
        .map((r) => r.event.sequence);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
