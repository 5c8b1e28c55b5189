import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZJob, ZJobItem } from '../../../contract/jobs';
import { firmWithUser } from '../accounts/testing/fixtures';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { jobsWorld, type JobsWorld } from './testing/world';

let p: TestPlatform;
let w: JobsWorld;
const FIRM = 'JOBSR';
const q = (query: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])).toString();

beforeAll(async () => {
  p = await startTestPlatform();
  w = await jobsWorld(p, FIRM);
});
afterAll(() => p.close());

describe('the job queue as simple REST (decision 1003)', () => {
  it('when listing a page, then a bare array comes back with its total in Content-Range', async () => {
    const desk = await w.desk('Rest Desk', 2);
    const first = await w.started(desk.id);
    const second = await w.started(desk.id);
    const res = await p.request(
      'GET',
      `/keel/${FIRM}/jobs?${q({ sort: ['createdAt', 'DESC'], range: [0, 0] })}`,
      {
        token: w.token,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(1);
    ZJob.strict().parse(res.body[0]);
    const total = Number(res.headers.get('content-range')?.split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(res.headers.get('content-range')).toBe(`jobs 0-0/${total}`);
    expect(res.headers.get('access-control-expose-headers')).toBe('Content-Range');
    expect(res.body[0].id).toBe(second);

    const many = await p.request('GET', `/keel/${FIRM}/jobs?${q({ filter: { id: [first, second] } })}`, {
      token: w.token,
    });
    expect(many.body.map((j: { id: string }) => j.id).sort()).toEqual([first, second].sort());

    const one = await p.request('GET', `/keel/${FIRM}/jobs/${first}`, { token: w.token });
    expect(one.status).toBe(200);
    expect(ZJob.strict().parse(one.body)).toMatchObject({ id: first, total: 2, status: 'Queued' });
  });

  it("when listing a job's items, then they come by name with the job's total; a filter with no match is */0", async () => {
    const desk = await w.desk('Items Desk', 3);
    const job = await w.started(desk.id);
    const res = await p.request(
      'GET',
      `/keel/${FIRM}/jobItems?${q({ filter: { jobId: job }, sort: ['subjectName', 'ASC'], range: [0, 24] })}`,
      { token: w.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('content-range')).toBe('jobItems 0-2/3');
    for (const item of res.body) ZJobItem.strict().parse(item);
    expect(res.body.map((i: { subjectId: string }) => i.subjectId)).toEqual(desk.clients);
    const none = await p.request(
      'GET',
      `/keel/${FIRM}/jobItems?${q({ filter: { jobId: job, status: 'Failed' } })}`,
      { token: w.token },
    );
    expect(none.body).toEqual([]);
    expect(none.headers.get('content-range')).toBe('jobItems */0');
  });

  it('when sort, range or filter is wrong, then 400 with fieldErrors naming each', async () => {
    const res = await p.request(
      'GET',
      `/keel/${FIRM}/jobs?${q({ sort: ['params', 'ASC'], range: [5, 1], filter: { status: 'Done' } })}`,
      { token: w.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.map((e: { fieldName: string }) => e.fieldName).sort()).toEqual([
      'filter.status',
      'range',
      'sort',
    ]);
    const noJob = await p.request('GET', `/keel/${FIRM}/jobItems`, { token: w.token });
    expect(noJob.status).toBe(400);
    expect(noJob.body.error.fieldErrors[0].fieldName).toBe('filter.jobId');
  });

  it("when another firm asks, then its path, one job and a job's items are all 404", async () => {
    const desk = await w.desk('Private Desk', 1);
    const job = await w.started(desk.id);
    const other = await firmWithUser(p, 'JOBSX');
    expect((await p.request('GET', `/keel/${FIRM}/jobs`, { token: other.token })).status).toBe(404);
    expect((await p.request('GET', `/keel/JOBSX/jobs/${job}`, { token: other.token })).status).toBe(404);
    const items = await p.request('GET', `/keel/JOBSX/jobItems?${q({ filter: { jobId: job } })}`, {
      token: other.token,
    });
    expect(items.status).toBe(404);
    const list = await p.request('GET', `/keel/JOBSX/jobs`, { token: other.token });
    expect(list.body).toEqual([]);
    expect(list.headers.get('content-range')).toBe('jobs */0');
  });
});
