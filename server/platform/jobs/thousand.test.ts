import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMessages, generatedFiles } from '../db/schema';
import { firmWithUser } from '../accounts/testing/fixtures';
import { createNode } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { claimItems } from './queue';
import { insertClients, lapseClaims, statementsPerClient } from './testing/bulk-clients';
import { quarter } from './testing/world';
import { runJobsOnce } from './worker';

/**
 * A statements job at scale: 1,000 clients (one in ten with a funded GIA), interrupted part-way by a
 * simulated restart, then finished by two workers at once. Under `npm run test:pg` the two really run
 * side by side on their own connections, so SKIP LOCKED and the claim fencing are what keep them apart.
 * PostgreSQL only (TEST_DATABASE_URL, `npm run test:pg`): a statement's PDF costs 0.4–0.6 s of CPU today
 * (the engine parses its two WOFF fonts for every document), so 1,000 take several minutes on any database.
 */

const FIRM = 'JOBK';
/** 1,000 as the issue asks; KEEL_BULK_JOB_CLIENTS runs it smaller (a quick check of a change). */
const CLIENTS = Number(process.env.KEEL_BULK_JOB_CLIENTS ?? 1_000);
const part = (share: number) => Math.round(CLIENTS * share);
let p: TestPlatform;
let token: string;
let nodeId: string;

describe.skipIf(!process.env.TEST_DATABASE_URL)('a statements job over 1,000 clients', () => {
  beforeAll(async () => {
    p = await startTestPlatform();
    ({ token } = await firmWithUser(p, FIRM));
    nodeId = (await createNode(p.db, FIRM, '0', 'Bulk Desk')).id;
    await insertClients(p.db, { firmId: FIRM, nodeId, count: CLIENTS, prefix: 'Bulk', fundEvery: 10 });
  });
  afterAll(() => p?.close());

  it('when interrupted by a restart part-way, then it resumes and every client has exactly one statement', async () => {
    const deps = { db: p.db, log: p.deps.log };
    const started = await p.request('POST', '/job', {
      token,
      body: { kind: 'valuationStatements', nodeId, ...quarter() },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const jobId = started.body.data.id as string;
    expect(started.body.data).toMatchObject({ total: CLIENTS, pending: CLIENTS, percent: 0 });
    // Once more on a dropped connection: a long pass in this process can delay the keep-alive timers of
    // both ends, so the client may reuse a socket the server is just closing.
    const get = () => p.request('GET', `/job/${FIRM}/${jobId}`, { token });
    const job = async () => (await get().catch(get)).body.data;

    // The first process: 30% done, then it crashes holding a claim of 5%.
    expect(await runJobsOnce(deps, { maxItems: part(0.3) })).toMatchObject({ succeeded: part(0.3) });
    expect(await claimItems(p.db, { jobId, limit: part(0.05) })).toHaveLength(part(0.05));
    expect(await job()).toMatchObject({ status: 'Running', percent: 30 });
    // The restarted process works while the dead one's lease still holds, stopped after 20% more.
    expect(await runJobsOnce(deps, { maxItems: part(0.2) })).toMatchObject({ succeeded: part(0.2) });
    expect(await job()).toMatchObject({ status: 'Running', percent: 50 });

    // The lease lapses; two workers finish the job together.
    await lapseClaims(p.db, jobId);
    const passes = await Promise.all([runJobsOnce(deps), runJobsOnce(deps)]);
    expect(passes.reduce((n, r) => n + r.succeeded, 0)).toBe(CLIENTS - part(0.5));
    expect(passes.every((r) => r.failed === 0)).toBe(true);

    expect(await job()).toMatchObject({ status: 'Completed', succeeded: CLIENTS, percent: 100 });
    const perClient = await statementsPerClient(p.db, FIRM, jobId);
    expect(perClient.size).toBe(CLIENTS);
    expect([...perClient.values()].every((n) => n === 1)).toBe(true);
    const [messages] = await p.db
      .select({ n: count() })
      .from(clientMessages)
      .where(and(eq(clientMessages.firmId, FIRM), like(clientMessages.sourceKey, `job:${jobId}:%`)));
    const [files] = await p.db
      .select({ n: count() })
      .from(generatedFiles)
      .where(eq(generatedFiles.firmId, FIRM));
    // No document without its message: nothing half-done was kept.
    expect([messages.n, files.n]).toEqual([CLIENTS, CLIENTS]);
  }, 1_800_000);
});
