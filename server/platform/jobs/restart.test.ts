import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMessages, generatedFiles, jobs } from '../db/schema';
import { TEMPLATES } from '../documents/templates';
import { recordingLogger } from '../../testing/recording-logger';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { JOB_HANDLERS, type JobHandler } from './handlers';
import { claimItems, enqueueJob, lockClaimed } from './queue';
import { lapseClaims, statementsPerClient } from './testing/bulk-clients';
import { jobsWorld, type JobsWorld } from './testing/world';
import { runJobsOnce, startJobWorker } from './worker';

/** The queue's promises under failure: a crash, a restart, a fault mid-item, the background worker. */

let p: TestPlatform;
let w: JobsWorld;
const FIRM = 'JOBR';

beforeAll(async () => {
  p = await startTestPlatform();
  w = await jobsWorld(p, FIRM);
});
afterAll(() => p.close());

const oneEach = async (jobId: string, clients: string[]) => {
  const counts = await statementsPerClient(p.db, FIRM, jobId);
  expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(clients.map((c) => [c, 1])));
};

describe('restart', () => {
  it('when a worker stopped part-way and another crashed holding claims, then the next pass after the lease lapses finishes the job with one statement per client', async () => {
    const desk = await w.desk('Restart Desk', 5);
    const jobId = await w.started(desk.id);
    // A worker stopped after one item (its shutdown gives the rest of its batch back).
    expect(await runJobsOnce(w.deps, { maxItems: 1 })).toMatchObject({ succeeded: 1 });
    expect((await w.job(jobId)).body.data).toMatchObject({ status: 'Running', percent: 20 });
    // A worker that crashed: it claimed two items and never finished them.
    const abandoned = await claimItems(p.db, { jobId, limit: 2 });
    expect(abandoned).toHaveLength(2);
    // A new worker takes what is free; the crashed claims hold until their lease lapses.
    expect(await runJobsOnce(w.deps)).toMatchObject({ succeeded: 2 });
    expect((await w.job(jobId)).body.data).toMatchObject({ status: 'Running', pending: 2, percent: 60 });

    await lapseClaims(p.db, jobId);
    expect(await runJobsOnce(w.deps)).toMatchObject({ succeeded: 2, failed: 0 });
    expect((await w.job(jobId)).body.data).toMatchObject({ status: 'Completed', percent: 100 });
    await oneEach(jobId, desk.clients);
    const items = (await w.items(jobId)).body.data as { id: string; attempts: number }[];
    const retaken = items.filter((i) => abandoned.some((a) => a.id === i.id));
    expect(retaken.map((i) => i.attempts)).toEqual([2, 2]);
  });

  it('when the old worker wakes after its claim was taken again, then it cannot finish the item twice', async () => {
    const desk = await w.desk('Zombie Desk', 1);
    const jobId = await w.started(desk.id);
    const [stale] = await claimItems(p.db, { jobId, limit: 1 });
    await lapseClaims(p.db, jobId);
    expect(await runJobsOnce(w.deps)).toMatchObject({ succeeded: 1 });
    // The first worker's claim (attempt 1) no longer holds: its work rolls back untouched.
    expect(await p.db.transaction((tx) => lockClaimed(tx, stale))).toBe(false);
    await oneEach(jobId, desk.clients);
  });

  it('when a worker fails mid-item after making the statement, then nothing of it is kept and the retry makes exactly one', async () => {
    const desk = await w.desk('Crash Desk', 2);
    const jobId = await w.started(desk.id);
    let crashed = false;
    const crashOnce: JobHandler = async (tx, job, item) => {
      const made = await JOB_HANDLERS.valuationStatements(tx, job, item);
      if (!crashed) {
        crashed = true;
        throw new Error('simulated crash after the statement was made');
      }
      return made;
    };
    const result = await runJobsOnce(w.deps, {
      handlers: { ...JOB_HANDLERS, valuationStatements: crashOnce },
    });
    expect(result).toMatchObject({ succeeded: 2, failed: 0, retried: 1 });
    await oneEach(jobId, desk.clients);
    for (const clientId of desk.clients) {
      const [files] = await p.db
        .select({ n: count() })
        .from(generatedFiles)
        .where(and(eq(generatedFiles.firmId, FIRM), eq(generatedFiles.clientId, clientId)));
      expect(files.n).toBe(1);
    }
    const attempts = ((await w.items(jobId)).body.data as { attempts: number }[]).map((i) => i.attempts);
    expect(attempts.sort()).toEqual([1, 2]);
  });

  it('when an item keeps hitting an unexpected error, then it fails after three attempts with a plain message', async () => {
    const desk = await w.desk('Broken Desk', 1);
    const jobId = await w.started(desk.id);
    const broken: JobHandler = async () => {
      throw new Error('connection reset');
    };
    // Its own log, so the error this test causes is checked here rather than printed in the run's output.
    const { log, warnings, errors } = recordingLogger();
    const result = await runJobsOnce(
      { ...w.deps, log },
      { handlers: { ...JOB_HANDLERS, valuationStatements: broken } },
    );
    expect(result).toMatchObject({ failed: 1, retried: 2 });
    expect(warnings.map((line) => line.msg)).toEqual(
      Array(2).fill('job item hit an error; it will be tried again'),
    );
    expect(errors).toEqual([
      {
        msg: 'job item failed after repeated errors',
        fields: expect.objectContaining({ jobId, attempt: 3, err: expect.any(Error) }),
      },
    ]);
    const [item] = (await w.items(jobId)).body.data;
    expect(item).toMatchObject({ status: 'Failed', attempts: 3 });
    expect(item.outcome).toMatch(/^An unexpected error occurred while making this item/);
    expect((await w.job(jobId)).body.data.status).toBe('Completed with failures');
  });
});

describe('the background worker', () => {
  it('when started, then it runs a queued job to the end, and its stop waits for the pass in flight', async () => {
    const desk = await w.desk('Worker Desk', 2);
    const jobId = await w.started(desk.id);
    const stop = startJobWorker(w.deps, { pollMs: 20 });
    try {
      await expect
        .poll(async () => (await w.job(jobId)).body.data.status, { timeout: 20_000, interval: 100 })
        .toBe('Completed');
    } finally {
      await stop();
    }
    await oneEach(jobId, desk.clients);
  });
});

describe('enqueueJob', () => {
  it("when the caller's transaction rolls back, then nothing is queued", async () => {
    const before = await p.db.select({ n: count() }).from(jobs);
    await p.db
      .transaction(async (tx) => {
        await enqueueJob(tx, {
          firmId: FIRM,
          nodeId: '0',
          kind: 'valuationStatements',
          params: {},
          createdBy: 'test',
          items: [{ subjectId: w.clientId, subjectName: 'Ledger' }],
        });
        throw new Error('the dealing run failed');
      })
      .catch(() => undefined);
    expect(await p.db.select({ n: count() }).from(jobs)).toEqual(before);
  });

  it('when a contract notes job runs, then each waiting message gets its note, or fails naming why', async () => {
    const account = await w.open();
    await w.api.fund(account, 1000);
    const order = await w.api.buy(account, w.fund.id, 400);
    expect((await w.api.deal()).status).toBe(200);
    const [message] = await p.db
      .insert(clientMessages)
      .values({
        firmId: FIRM,
        nodeId: '0',
        clientId: w.clientId,
        accountId: account,
        messageType: 'Contract Note',
        subject: 'Contract note: Alpha Fund',
        document: { fileType: 'contractnote', input: { transactionId: order.body.data.id } },
        sourceKey: `contractnote:${order.body.data.id}`,
        createdBy: 'DEALING',
      })
      .returning();
    const job = await p.db.transaction((tx) =>
      enqueueJob(tx, {
        firmId: FIRM,
        nodeId: '0',
        kind: 'contractNotes',
        params: {},
        createdBy: 'DEALING',
        items: [{ subjectId: message.id, subjectName: 'Alpha Fund buy' }],
      }),
    );
    await runJobsOnce(w.deps);
    const [item] = (await w.items(job.id)).body.data;
    const [after] = await p.db.select().from(clientMessages).where(eq(clientMessages.id, message.id));
    if ('contractnote' in TEMPLATES) {
      expect(item).toMatchObject({ status: 'Succeeded', resultId: after.fileId });
      expect(after.fileId).toEqual(expect.any(String));
    } else {
      // Until the contract-note template exists, the engine refuses the type; the item says so.
      expect(item).toMatchObject({ status: 'Failed', resultId: null });
      expect(item.outcome).toContain('Unknown document type "contractnote"');
      expect(after.fileId).toBeNull();
      expect((await w.job(job.id)).body.data.status).toBe('Completed with failures');
    }
  });
});
