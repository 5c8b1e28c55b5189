import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISER_SCOPES } from '../../../contract/permissions';
import { adult, firmWithUser, openAccount, signIn } from '../accounts/testing/fixtures';
import { runJobsOnce } from '../jobs/worker';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let p: TestPlatform;
let admin: { token: string; userId: string };
let outsider: { token: string; userId: string };
let isa: string;
let otherIsa: string;
let provider: string;

const FIRM = 'TRCH';
const OTHER = 'TRCI';

beforeAll(async () => {
  p = await startTestPlatform();
  admin = await firmWithUser(p, FIRM);
  outsider = await firmWithUser(p, OTHER);
  isa = await openAccount(p, admin.token, FIRM, await adult(p, admin.token, FIRM, 'Chased'), 'ISA');
  otherIsa = await openAccount(
    p,
    outsider.token,
    OTHER,
    await adult(p, outsider.token, OTHER, 'Other'),
    'ISA',
  );
  const res = await p.request('GET', `/masterparty/platform/${FIRM}?name=Aegon`, { token: admin.token });
  provider = res.body.data[0].id;
});
afterAll(() => p.close());

async function transfer(accountId = isa, token = admin.token, firmId = FIRM) {
  const res = await p.request('POST', '/portfolioTransactionGroup', {
    token,
    body: {
      firmId,
      accountId,
      transfer: {
        direction: 'In',
        processingType: 'Cash',
        scope: 'Whole',
        providerId: provider,
        providerReference: 'AEG-555',
        estimatedValue: 5000,
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}
const chase = (transferIds: string[], token = admin.token) =>
  p.request('POST', '/job', { token, body: { kind: 'transferChase', transferIds } });
const history = async (id: string) =>
  (await p.request('GET', `/portfoliotransaction/producttransfer/${FIRM}/${id}`, { token: admin.token })).body
    .data.history as { text: string; type: string }[];
const items = async (jobId: string) =>
  (await p.request('GET', `/job/${FIRM}/${jobId}/items`, { token: admin.token })).body.data as {
    subjectId: string;
    status: string;
    outcome: string;
  }[];
const deps = () => ({ db: p.db, log: p.deps.log });

describe('the bulk chase', () => {
  it('when open transfers are chased, then each gets an INFO event naming the provider, and a final one fails its item', async () => {
    const [open, other, done] = [await transfer(), await transfer(), await transfer()];
    const moved = await p.request(
      'PUT',
      `/portfoliotransaction/action/firmTransferHistoryUpdate/${FIRM}/${done}`,
      {
        token: admin.token,
        body: { type: 'INFO', text: 'Withdrawn', newStatus: 'Deleted' },
      },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const res = await chase([open, other, done]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'transferChase',
      title: 'Transfer chase',
      total: 3,
      pending: 3,
    });

    expect(await runJobsOnce(deps())).toMatchObject({ succeeded: 2, failed: 1 });
    for (const id of [open, other])
      expect((await history(id))[0]).toMatchObject({ type: 'INFO', text: 'Chased Aegon for an update' });
    const outcomes = await items(res.body.data.id);
    expect(outcomes.find((i) => i.subjectId === done)).toMatchObject({
      status: 'Failed',
      outcome: 'Transfer is Deleted',
    });
    const job = await p.request('GET', `/job/${FIRM}/${res.body.data.id}`, { token: admin.token });
    expect(job.body.data).toMatchObject({ status: 'Completed with failures', succeeded: 2, failed: 1 });
  });

  it('when the failed items are retried, then they run again and fail again while the transfer stays final', async () => {
    const done = await transfer();
    await p.request('PUT', `/portfoliotransaction/action/firmTransferHistoryUpdate/${FIRM}/${done}`, {
      token: admin.token,
      body: { type: 'INFO', text: 'Withdrawn', newStatus: 'Deleted' },
    });
    const open = await transfer();
    const jobId = (await chase([open, done])).body.data.id;
    await runJobsOnce(deps());
    const retried = await p.request('POST', `/job/${FIRM}/${jobId}/retry`, { token: admin.token });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data.pending).toBe(1);
    expect(await runJobsOnce(deps())).toMatchObject({ succeeded: 0, failed: 1 });
    // The open transfer was chased once: a retry runs only the failed items.
    const chased = (await history(open)).filter((e) => e.text === 'Chased Aegon for an update');
    expect(chased).toHaveLength(1);
  });

  it("when another firm's transfer is named, then the chase is 404 and nothing is queued", async () => {
    const theirs = await transfer(otherIsa, outsider.token, OTHER);
    const res = await chase([await transfer(), theirs]);
    expect(res.status).toBe(404);
    const jobs = await p.request('GET', `/job/${FIRM}?kind=transferChase`, { token: admin.token });
    expect(jobs.body.meta.count).toBe(2);
  });

  it('when the caller may not act on transactions, then the chase is 403', async () => {
    const adviser = await signIn(p, FIRM, ADVISER_SCOPES);
    const res = await chase([await transfer()], adviser.token);
    expect(res.status).toBe(403);
  });

  it("when a chase carries a report run's fields, then each is named and nothing is queued", async () => {
    const res = await p.request('POST', '/job', {
      token: admin.token,
      body: { kind: 'transferChase', transferIds: [await transfer()], nodeId: '0', fromDate: '2026-01-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.map((e: { fieldName: string }) => e.fieldName).sort()).toEqual([
      'fromDate',
      'nodeId',
    ]);
  });

  it('when no transfer is chosen, then the body is refused naming transferIds', async () => {
    const res = await chase([]);
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([expect.objectContaining({ fieldName: 'transferIds' })]);
  });
});
