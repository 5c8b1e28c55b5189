import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addMilliseconds } from 'date-fns';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { webhookConfigs, webhookDeliveries } from '../db/schema';
import { freePort } from '../../testing/harness';
import { WEBHOOK_LEASE_MS } from './deliver';
import { recordEvents } from './outbox';

/**
 * Issue 20's must-show: Keel killed with SIGKILL mid-delivery and restarted on the same database directory
 * loses nothing and delivers nothing twice to a receiver that honours Keel-Delivery-Id. The worker runs as
 * a child process on an embedded database directory; the receiver holds the first request unanswered
 * until the child is killed.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const CHILD = 'server/platform/webhooks/testing/deliver-child.ts';
const FIRM = 'SIGK';
const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-sigkill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function child(now: Date): { process: ChildProcess; exit: Promise<number | null> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, String(now.getTime())], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { process: proc, exit: new Promise((resolve) => proc.on('exit', (code) => resolve(code))) };
}

async function receiver() {
  const port = await freePort();
  const all: { id: string; accountId: string; sequence: number }[] = [];
  const accepted = new Map<string, { accountId: string; sequence: number }>();
  let hold = true;
  let held: (() => void) | undefined;
  const heldOne = new Promise<void>((resolve) => (held = resolve));
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const event = JSON.parse(body) as { accountId: string; sequence: number };
      const id = String(req.headers['keel-delivery-id']);
      all.push({ id, ...event });
      // The first request is never answered: the worker is killed while it waits.
      if (hold) {
        hold = false;
        return held!();
      }
      if (!accepted.has(id)) accepted.set(id, event);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/hooks`, all, accepted, heldOne, server };
}

describe('a worker killed mid-delivery', () => {
  it('when Keel is SIGKILLed while a POST is in flight and restarted, then every event arrives once per delivery id, in order', async () => {
    const r = await receiver();
    const seeded = await openDatabase({ dataDir });
    await seeded.db.insert(webhookConfigs).values({
      firmId: FIRM,
      kind: 'position',
      url: r.url,
      secret: 'whsec_sigkill-test-secret-0123456789',
      events: ['position.changed'],
      createdBy: 'test',
      updatedBy: 'test',
    });
    await seeded.db.transaction((tx) =>
      recordEvents(
        tx,
        FIRM,
        'position',
        ['A1', 'A2', 'A1', 'A2', 'A1', 'A2'].map((accountId, n) => ({
          accountId,
          eventType: 'position.changed',
          payload: { data: { n } },
        })),
      ),
    );
    await seeded.close();

    const first = child(new Date());
    await r.heldOne;
    first.process.kill('SIGKILL');
    expect(await first.exit).toBeNull();
    const killedOn = r.all[0].id;

    // Restarted on the same directory once the dead worker's lease has lapsed.
    const second = child(addMilliseconds(new Date(), WEBHOOK_LEASE_MS + 1_000));
    expect(await second.exit).toBe(0);
    r.server.close();

    expect(r.all.filter((x) => x.id === killedOn)).toHaveLength(2);
    expect(r.accepted.size).toBe(6);
    for (const account of ['A1', 'A2'])
      expect([...r.accepted.values()].filter((e) => e.accountId === account).map((e) => e.sequence)).toEqual([
        1, 2, 3,
      ]);
    const reopened = await openDatabase({ dataDir });
    const rows = await reopened.db.select().from(webhookDeliveries);
    await reopened.close();
    expect(rows.map((row) => row.status)).toEqual(Array(6).fill('Delivered'));
  }, 120_000);
});
