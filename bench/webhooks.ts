import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createLogger } from '../server/log';
import { openDatabase, type DatabaseHandle } from '../server/platform/db/connection';
import { webhookConfigs } from '../server/platform/db/schema';
import { deliverWebhooksOnce } from '../server/platform/webhooks/deliver';

/**
 * Webhook throughput (`npm run bench -- --only webhooks`; issue 20, decision 1001): `deliveries` queued
 * events (default 2,000) over 200 accounts, drained by the outbox's delivery pass to a receiver on
 * 127.0.0.1 that answers 200 at once: claims under a lease, signing, the POST, and each outcome written,
 * in order per account. On a fresh PGlite and, with DATABASE_URL, a scratch database on that server.
 * The figure is deliveries per second from the first claim to the last outcome.
 */

export interface WebhookBenchOptions {
  deliveries: number;
  progress: (msg: string) => void;
}

const FIRM = 'WHBEN';
const ACCOUNTS = 200;

async function startReceiver() {
  let received = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.writeHead(200).end();
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function queue(database: DatabaseHandle, url: string, deliveries: number) {
  const { db } = database;
  await db.execute(sql`DELETE FROM webhook_deliveries WHERE firm_id = ${FIRM}`);
  await db.execute(sql`DELETE FROM webhook_configs WHERE firm_id = ${FIRM}`);
  await db.insert(webhookConfigs).values({
    firmId: FIRM,
    kind: 'position',
    url,
    secret: 'whsec_bench-secret-0123456789abcdef',
    events: ['position.changed'],
    createdBy: 'bench',
    updatedBy: 'bench',
  });
  // Events as the outbox writes them, with a small resource each, numbered per account.
  await db.execute(sql`
    INSERT INTO webhook_deliveries (firm_id, kind, event_type, account_id, sequence, payload, next_attempt_at)
    SELECT ${FIRM}, 'position', 'position.changed', 'BA' || (g % ${ACCOUNTS}), 1 + g / ${ACCOUNTS},
           jsonb_build_object('data', jsonb_build_object('id', 'BA' || (g % ${ACCOUNTS}) || '|C|GBP',
                                                         'quantity', g, 'currentValue', g * 1.5)),
           now() - interval '1 second'
    FROM generate_series(0, ${deliveries - 1}::int) g
    ORDER BY g`);
}

async function measure(database: DatabaseHandle, opts: WebhookBenchOptions) {
  const receiver = await startReceiver();
  try {
    await queue(database, receiver.url, opts.deliveries);
    const log = createLogger('bench', 'error');
    const started = performance.now();
    const result = await deliverWebhooksOnce({ db: database.db, log });
    const seconds = (performance.now() - started) / 1000;
    return {
      deliveries: opts.deliveries,
      accounts: ACCOUNTS,
      delivered: result.delivered,
      received: receiver.received(),
      seconds: Number(seconds.toFixed(2)),
      deliveriesPerSecond: Math.round(result.delivered / seconds),
    };
  } finally {
    await receiver.close();
  }
}

async function onPglite(opts: WebhookBenchOptions) {
  const dir = mkdtempSync(join(tmpdir(), 'keel-bench-webhooks-'));
  try {
    const database = await openDatabase({ dataDir: dir });
    try {
      opts.progress(`pglite: webhook deliveries (${opts.deliveries})`);
      return await measure(database, opts);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string, opts: WebhookBenchOptions) {
  const name = `keel_bench_webhooks_${process.pid}`;
  const admin = await openDatabase({ url, dataDir: '' });
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  try {
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    const database = await openDatabase({ url: scratch.toString(), dataDir: '' });
    try {
      opts.progress(`postgres: webhook deliveries (${opts.deliveries})`);
      return await measure(database, opts);
    } finally {
      await database.close();
    }
  } finally {
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name}`)).catch(() => undefined);
    await admin.close();
  }
}

export async function webhookBenchmarks(postgresUrl: string | undefined, opts: WebhookBenchOptions) {
  return {
    pglite: await onPglite(opts),
    ...(postgresUrl ? { postgres: await onPostgres(postgresUrl, opts) } : {}),
  };
}

/** `npx tsx bench/webhooks.ts [deliveries]`: this part alone. */
if (process.argv[1]?.endsWith('webhooks.ts')) {
  const deliveries = Number(process.argv[2] ?? 2000);
  webhookBenchmarks(process.env.DATABASE_URL, {
    deliveries,
    progress: (m) => process.stderr.write(`[bench] ${m}\n`),
  })
    .then((r) => process.stdout.write(`${JSON.stringify(r, null, 2)}\n`))
    .catch((err: unknown) => {
      process.stderr.write(`${String(err)}\n`);
      process.exitCode = 1;
    });
}
