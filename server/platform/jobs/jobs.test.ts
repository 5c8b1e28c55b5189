import { addDays, format, parseISO } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZJob, ZJobItem } from '../../../contract/jobs';
import { users } from '../db/schema';
import { createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { firmWithUser } from '../accounts/testing/fixtures';
import { fieldsOf } from '../ledger/testing/world';
import { statementsPerClient } from './testing/bulk-clients';
import { jobsWorld, quarter, today, type JobsWorld } from './testing/world';
import { runJobsOnce } from './worker';

let p: TestPlatform;
let w: JobsWorld;
const FIRM = 'JOBS';

beforeAll(async () => {
  p = await startTestPlatform();
  w = await jobsWorld(p, FIRM);
});
afterAll(() => p.close());

const tomorrow = () => format(addDays(parseISO(today()), 1), 'yyyy-MM-dd');

async function userAt(firmId: string, nodeId: string) {
  const email = `u${Math.random().toString(36).slice(2, 9)}@${firmId.toLowerCase()}.test`;
  await createUser(p.db, firmId, { email, nodeId });
  return p.tokenFor(firmId, email, TEST_PASSWORD);
}

describe('a statements job', () => {
  it("when it runs over a node's Active clients, then each gets exactly one statement and it completes at 100%", async () => {
    const desk = await w.desk('North Desk', 3);
    const pending = await w.clientAt(desk.id, 'NorthPending', 'Pending');
    const account = await w.open();
    await w.api.fund(account, 500);
    const res = await w.start(desk.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const queued = ZJob.strict().parse(res.body.data);
    expect(queued).toMatchObject({
      firmId: FIRM,
      nodeId: desk.id,
      kind: 'valuationStatements',
      title: 'Valuation statements',
      status: 'Queued',
      params: quarter(),
      total: 3,
      pending: 3,
      succeeded: 0,
      percent: 0,
      startedAt: null,
      finishedAt: null,
    });
    // Who started it, by name: the console's job page says "started by" a person, never an id.
    const [starter] = await p.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, queued.createdBy));
    expect(queued.createdByName).toBe(starter.name);
    const listed = await p.request('GET', `/job/${FIRM}?kind=valuationStatements&status=Queued`, {
      token: w.token,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((j: { id: string }) => j.id)).toContain(queued.id);

    expect(await runJobsOnce(w.deps)).toMatchObject({ succeeded: 3, failed: 0 });

    const done = ZJob.strict().parse((await w.job(queued.id)).body.data);
    expect(done).toMatchObject({ status: 'Completed', succeeded: 3, pending: 0, percent: 100 });
    expect(done.startedAt && done.finishedAt).toBeTruthy();
    const items = await w.items(queued.id, '&status=Succeeded');
    expect(items.status).toBe(200);
    expect(items.body.meta.count).toBe(3);
    for (const item of items.body.data) {
      ZJobItem.strict().parse(item);
      const box = await w.statements(item.subjectId);
      expect(box.body.meta.count).toBe(1);
      expect(box.body.data[0]).toMatchObject({ fileId: item.resultId, documentStatus: 'Ready' });
    }
    expect(items.body.data.map((i: { subjectId: string }) => i.subjectId).sort()).toEqual(
      [...desk.clients].sort(),
    );
    expect((await w.statements(pending)).body.meta.count).toBe(0);
    expect((await w.items(queued.id, '&status=Failed')).body.meta.count).toBe(0);

    // Another pass finds nothing to do: still one statement each.
    expect(await runJobsOnce(w.deps)).toMatchObject({ succeeded: 0, failed: 0 });
    const counts = await statementsPerClient(p.db, FIRM, queued.id);
    expect([...counts.values()]).toEqual([1, 1, 1]);
    const newest = await p.request('GET', `/job/${FIRM}?status=Completed&pageSize=1`, { token: w.token });
    expect(newest.body.data[0].id).toBe(queued.id);
  });

  it('when the body is wrong, then every problem is a field error and nothing is queued', async () => {
    const desk = await w.desk('Check Desk', 1);
    const dayAfter = format(addDays(parseISO(today()), 2), 'yyyy-MM-dd');
    const both = await w.start(desk.id, { fromDate: dayAfter, toDate: tomorrow() });
    expect(both.status).toBe(400);
    expect(fieldsOf(both)).toEqual({
      toDate: 'Must not be after today',
      fromDate: 'Must be on or before the end date',
    });
    const backwards = await w.start(desk.id, { fromDate: tomorrow(), toDate: today() });
    expect(fieldsOf(backwards)).toEqual({ fromDate: 'Must be on or before the end date' });
    const shapeless = await p.request('POST', '/job', {
      token: w.token,
      body: { kind: 'contractNotes', fromDate: '1 May', extra: 1 },
    });
    expect(shapeless.status).toBe(400);
    expect(Object.keys(fieldsOf(shapeless)).sort()).toEqual([
      'extra',
      'fromDate',
      'kind',
      'nodeId',
      'toDate',
    ]);
    const list = await p.request('GET', `/job/${FIRM}?status=Done`, { token: w.token });
    expect(Object.keys(fieldsOf(list))).toEqual(['status']);
    const jobs = await p.request('GET', `/job/${FIRM}?pageSize=500`, { token: w.token });
    expect(jobs.body.data.some((j: { nodeId: string }) => j.nodeId === desk.id)).toBe(false);
  });

  it('when the node has no Active clients, then it is refused saying so', async () => {
    const empty = await createNode(p.db, FIRM, '0', 'Empty Desk');
    await w.clientAt(empty.id, 'OnlyPending', 'Pending');
    const res = await w.start(empty.id);
    expect(res.status).toBe(400);
    expect(res.body.error.errorMessage).toBe(
      'There are no Active clients at or under this node, so there is nothing to make',
    );
    expect(fieldsOf(res)).toEqual({ nodeId: 'Has no Active clients at or under it' });
  });

  it("when the node is outside the caller's subtree or firm, then it is 404 Node", async () => {
    const desk = await w.desk('Leaf Desk', 1);
    const leaf = await userAt(FIRM, desk.id);
    for (const [nodeId, token] of [
      ['0', leaf],
      ['NOSUCH1', w.token],
    ]) {
      const res = await w.start(nodeId, quarter(), token);
      expect(res.status).toBe(404);
      expect(res.body.error.errorMessage).toBe('Node not found');
    }
    const other = await firmWithUser(p, 'JOBSB');
    const res = await w.start(desk.id, quarter(), other.token);
    expect(res.status).toBe(404);
    // The leaf user may run their own desk.
    expect((await w.start(desk.id, quarter(), leaf)).status).toBe(200);
    await runJobsOnce(w.deps);
  });
});

describe('reach', () => {
  it("when another firm or a user outside the job's node asks for it, then it does not exist", async () => {
    const desk = await w.desk('Private Desk', 1);
    const jobId = await w.started(desk.id);
    const other = await firmWithUser(p, 'JOBSC');
    const elsewhere = await createNode(p.db, FIRM, '0', 'Elsewhere Desk');
    const outsider = await userAt(FIRM, elsewhere.id);
    const insider = await userAt(FIRM, desk.id);
    const paths = (firmId: string) => [
      ['GET', `/job/${firmId}/${jobId}`],
      ['GET', `/job/${firmId}/${jobId}/items`],
      ['POST', `/job/${firmId}/${jobId}/retry`],
    ];
    for (const [method, path] of paths('JOBSC')) {
      const res = await p.request(method, path, {
        token: other.token,
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.status, path).toBe(404);
      expect(res.body.error.errorMessage).toBe('Job not found');
    }
    for (const [method, path] of paths(FIRM)) {
      const res = await p.request(method, path, {
        token: other.token,
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.status, path).toBe(404);
    }
    for (const [method, path] of paths(FIRM)) {
      const res = await p.request(method, path, {
        token: outsider,
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.status, path).toBe(404);
      expect(res.body.error.errorMessage).toBe('Job not found');
    }
    const theirs = await p.request('GET', `/job/JOBSC`, { token: other.token });
    expect(theirs.body.meta.count).toBe(0);
    const outside = await p.request('GET', `/job/${FIRM}?pageSize=500`, { token: outsider });
    expect(outside.body.data).toEqual([]);
    const inside = await p.request('GET', `/job/${FIRM}?pageSize=500`, { token: insider });
    expect(inside.body.data.map((j: { id: string }) => j.id)).toEqual([jobId]);
    expect((await w.job(jobId, insider)).status).toBe(200);
    await runJobsOnce(w.deps);
  });
});

describe('failures and retry', () => {
  it('when a client moved out of the node after the job started, then that item fails in plain words and a retry after moving them back makes their statement', async () => {
    const desk = await w.desk('Retry Desk', 3);
    const away = await createNode(p.db, FIRM, '0', 'Away Desk');
    const jobId = await w.started(desk.id);
    const [, mover] = desk.clients;
    expect((await w.move(mover, away.id)).status).toBe(200);

    expect(await runJobsOnce(w.deps)).toMatchObject({ succeeded: 2, failed: 1 });
    const finished = (await w.job(jobId)).body.data;
    expect(finished).toMatchObject({ status: 'Completed with failures', failed: 1, percent: 100 });
    const [failed] = (await w.items(jobId, '&status=Failed')).body.data;
    expect(failed).toMatchObject({ subjectId: mover, status: 'Failed', attempts: 1, resultId: null });
    expect(failed.outcome).toMatch(/^The client has moved out of the node this job covers/);
    expect((await w.statements(mover)).body.meta.count).toBe(0);

    const again = await w.retry(jobId);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({
      status: 'Running',
      pending: 1,
      failed: 0,
      percent: 66,
      finishedAt: null,
    });
    expect((await w.move(mover, desk.id)).status).toBe(200);
    expect(await runJobsOnce(w.deps)).toMatchObject({ succeeded: 1, failed: 0 });

    expect((await w.job(jobId)).body.data).toMatchObject({ status: 'Completed', succeeded: 3, percent: 100 });
    const [item] = (await w.items(jobId, '&status=Succeeded')).body.data.filter(
      (i: { subjectId: string }) => i.subjectId === mover,
    );
    expect(item).toMatchObject({
      attempts: 2,
      outcome: "Statement made and put in the client's message box",
    });
    expect((await w.statements(mover)).body.meta.count).toBe(1);

    const nothing = await w.retry(jobId);
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.errorMessage).toBe('This job has no failed items to run again');
  });
});
