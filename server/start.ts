import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import express, { type Express } from 'express';
import { errorBody } from '../contract/errors';
import { createBffApp } from './bff';
import { endedSessionsIn, endedSessionsInMemory, pruneRegularly } from './bff/ended-sessions';
import type { Config } from './config';
import { createIdp, type Idp } from './idp';
import { watchEventLoop } from './event-loop';
import { createLogger, type Logger } from './log';
import { createPlatformApp } from './platform/app';
import { openDatabase, type DatabaseHandle } from './platform/db/connection';
import { generateDemoPassword, seedDemo } from './platform/seed/demo';
import { DEMO_USERS } from './platform/seed/demo-firms';
import { buildPlatformDeps } from './platform/deps';
import { startBankFeed } from './platform/bank-feed/scheduler';
import { startTransferSimulator } from './platform/transfers/simulator';
import { startJobWorker } from './platform/jobs/worker';

export interface Keel {
  /** The console (IdP and BFF) listener's URL, when either part runs here. */
  url: string;
  /** The platform API listener's URL, when it runs here. */
  platformUrl: string;
  close(): Promise<void>;
}

export interface StartOptions {
  log?: Logger;
  /** Where the built SPA is (default dist/client). */
  clientDir?: string;
  /** How long a proxied platform call may take before a 504 (default 30 s). */
  proxyTimeoutMs?: number;
  /** An already open database to use instead of opening config.database; the caller closes it. */
  database?: DatabaseHandle;
}

/**
 * Starts the parts of Keel that `config.parts` names. The platform listens on its own port so machine
 * clients reach it directly; the IdP (under the issuer's path) and the BFF share the console's port.
 * The database opens only when a part here needs it. The BFF alone uses it only when it is a shared
 * server (DATABASE_URL): the embedded PGlite belongs to the process that runs the platform.
 */
export async function startKeel(config: Config, opts: StartOptions = {}): Promise<Keel> {
  const log = opts.log ?? createLogger('keel', config.logLevel);
  const ownsData = config.parts.has('platform') || config.parts.has('idp');
  const bffShares = config.parts.has('bff') && Boolean(config.database.url || opts.database);
  const database =
    ownsData || bffShares ? (opts.database ?? (await openDatabase(config.database))) : undefined;
  const stopWatching = watchEventLoop(log);
  const stops: Stop[] = [async () => stopWatching()];
  if (database && database !== opts.database) stops.push(() => database.close());
  try {
    if (database && ownsData) await seedOnFirstStart(config, database, log);
    const platformUrl =
      database && config.parts.has('platform') ? await startPlatform(config, database, stops) : '';
    const url =
      config.parts.has('idp') || config.parts.has('bff')
        ? await startConsole(config, database, opts, stops)
        : '';
    return { url, platformUrl, close: () => stopAll(stops) };
  } catch (err) {
    await stopAll(stops);
    throw err;
  }
}

async function startPlatform(config: Config, database: DatabaseHandle, stops: Stop[]): Promise<string> {
  const deps = buildPlatformDeps(config, database.db, createLogger('platform', config.logLevel));
  const server = await listen(createPlatformApp(deps), config.platformPort, config.host);
  stops.unshift(() => closeServer(server));
  const stopBankFeed = startBankFeed(deps, config.bankFeedSimulator);
  stops.unshift(async () => stopBankFeed());
  const stopTransferSimulator = startTransferSimulator(deps, config.transferSimulator);
  stops.unshift(async () => stopTransferSimulator());
  // The job queue's worker, which also queues the scheduled runs (regular payments, pension income,
  // dealing); stopped first, and awaited, so its item in flight ends before the database closes. A restart
  // needs nothing more: claims the old process held lapse and are taken again.
  stops.unshift(startJobWorker(deps, { scheduleSeconds: config.dealingIntervalSeconds }));
  return urlOf(server);
}

async function startConsole(
  config: Config,
  database: DatabaseHandle | undefined,
  opts: StartOptions,
  stops: Stop[],
) {
  const { app, close } = await consoleApp(config, database, opts);
  const server = await listen(app, config.port, config.host);
  stops.unshift(async () => {
    close();
    await closeServer(server);
  });
  return config.port === 0 ? urlOf(server) : config.publicUrl;
}

/** The console's listener: the IdP under the issuer's path, then the BFF for everything else. */
async function consoleApp(config: Config, database: DatabaseHandle | undefined, opts: StartOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  let idp: Idp | undefined;
  if (database && config.parts.has('idp')) {
    idp = await createIdp(config, database.db, createLogger('idp', config.logLevel));
    app.use(idp.path, idp.router);
  }
  let stopPruning: (() => void) | undefined;
  if (config.parts.has('bff')) {
    const log = createLogger('bff', config.logLevel);
    if (!database)
      log.warn('No database: sign-outs are remembered by this BFF process only (set DATABASE_URL)');
    const endedSessions = database ? endedSessionsIn(database.db) : endedSessionsInMemory();
    stopPruning = pruneRegularly(endedSessions, log);
    const { clientDir, proxyTimeoutMs } = opts;
    app.use(createBffApp(config, { log, clientDir, proxyTimeoutMs, endedSessions }));
  }
  const close = () => {
    idp?.close();
    stopPruning?.();
  };
  return { app: app as Express, close };
}

/** Seeds the demo firms once; prints the generated password when DEMO_PASSWORD was not given. */
async function seedOnFirstStart(config: Config, database: DatabaseHandle, log: Logger) {
  if (!config.seedDemo) return;
  const password = config.demoPassword ?? generateDemoPassword();
  const seeded = await seedDemo(database.db, { password });
  if (!seeded) return;
  log.info('Seeded the demo firms');
  if (config.demoPassword) return;
  const users = Object.values(DEMO_USERS).join(', ');
  process.stdout.write(
    `\n  Keel demo seeded. Sign in as ${users}\n  with the generated password:  ${password}\n` +
      `  (shown once; set DEMO_PASSWORD to choose your own)\n\n`,
  );
}

function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(app);
    // Idle keep-alive connections stay open longer than any client or load balancer keeps them (60 s is
    // the usual balancer idle timeout). With Node's 5 s default the server could close a socket just as a
    // client reused it, and that request failed as a network error (a 502 behind a balancer).
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    server.on('clientError', answerClientError);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

const KEEP_ALIVE_MS = 65_000;

/** What Node's HTTP parser refused, by its error code, in the words of the spec's error body. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'The request body is too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};
const UNREADABLE: [number, string] = [400, 'The request could not be read.'];

/**
 * A request Node refuses before any app sees it (headers too large, malformed, too slow) gets the same
 * error body as every other refusal instead of Node's bare status line, on each listener Keel starts.
 * As Node does by default: nothing is written once an answer on this connection has begun.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) return void socket.destroy();
  const [statusCode, message] = CLIENT_ERRORS[err.code ?? ''] ?? UNREADABLE;
  const body = JSON.stringify(errorBody(statusCode, message));
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
      body,
  );
}

function urlOf(server: Server): string {
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Stops accepting, lets requests in flight finish for a few seconds, then cuts what is left. */
function closeServer(server: Server, graceMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

type Stop = () => Promise<void>;

/** Stops in order: listeners first (newest first), the database last. */
async function stopAll(stops: Stop[]) {
  for (const stop of stops.splice(0)) await stop().catch(() => undefined);
}
