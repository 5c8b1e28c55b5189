import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZJob } from '../../../contract/jobs';
import { ZModelRebalancePreview } from '../../../contract/rebalanceBulk';
import { JOB_HANDLERS } from '../jobs/handlers';
import { runJobsOnce } from '../jobs/worker';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { bulkWorld, type BulkWorld } from './testing/world';

let p: TestPlatform;
let w: BulkWorld;
const FIRM = 'BULK';

beforeAll(async () => {
  p = await startTestPlatform();
  w = await bulkWorld(p, FIRM);
});
afterAll(() => p.close());

/** A model with one account of each kind the preview tells apart; `blocked` will fail when it places. */
async function modelWithEveryCase(name: string) {
  const modelId = await w.model(name);
  const within = await w.linked(modelId, `${name}Within`, 1000);
  await w.invest(within.accountId, [
    [w.fund.id, 600],
    [w.share.id, 400],
  ]);
  const cash = await w.linked(modelId, `${name}Cash`, 1000);
  const suspended = await w.linked(modelId, `${name}Suspended`, 1000);
  await w.setAccountStatus(suspended.accountId, 'Suspended');
  const empty = await w.linked(modelId, `${name}Empty`);
  const blocked = await w.linked(modelId, `${name}Blocked`, 2000);
  return { modelId, within, cash, suspended, empty, blocked };
}

describe('the bulk preview', () => {
  it('when a model has accounts to trade and accounts to skip, then it counts them, names why each was skipped and totals the buys per instrument', async () => {
    const m = await modelWithEveryCase('Preview');
    const res = await w.preview(m.modelId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = ZModelRebalancePreview.strict().parse(res.body.data);
    expect(preview).toMatchObject({
      modelId: m.modelId,
      modelName: 'Preview',
      accounts: 5,
      toRebalance: 2,
      skipped: 3,
      orders: 4,
      totalBuys: 3000,
      totalSells: 0,
      runningJobId: null,
    });
    expect(preview.skippedByReason).toEqual([
      { reason: 'Account not active', count: 1 },
      { reason: 'No holdings and no cash', count: 1 },
      { reason: 'Within tolerance', count: 1 },
    ]);
    const why = Object.fromEntries(preview.skippedAccounts.map((s) => [s.accountId, s.reason]));
    expect(why).toEqual({
      [m.suspended.accountId]: 'Account not active',
      [m.empty.accountId]: 'No holdings and no cash',
      [m.within.accountId]: 'Within tolerance',
    });
    // Cash 1,000 and 2,000 at 60/40: each instrument's total is the sum of the two accounts' buys.
    const byAsset = Object.fromEntries(preview.instruments.map((i) => [i.assetId, i]));
    expect(byAsset[w.fund.id]).toMatchObject({ buyAmount: 600 + 1200, buyAccounts: 2, sellAmount: 0 });
    expect(byAsset[w.share.id]).toMatchObject({ buyAmount: 400 + 800, buyAccounts: 2, sellAmount: 0 });
    expect(preview.instruments.reduce((s, i) => s + i.buyAmount, 0)).toBe(preview.totalBuys);
  });

  it('when an account is overweight in one instrument, then the preview sells the excess by units and buys the other', async () => {
    const modelId = await w.model('Sells');
    const heavy = await w.linked(modelId, 'Heavy', 1000);
    await w.invest(heavy.accountId, [[w.fund.id, 1000]]);
    const preview = ZModelRebalancePreview.parse((await w.preview(modelId)).body.data);
    const byAsset = Object.fromEntries(preview.instruments.map((i) => [i.assetId, i]));
    // 500 units of Alpha at £2: £400 over its 60 % target is 200 units.
    expect(byAsset[w.fund.id]).toMatchObject({ sellAmount: 400, sellQuantity: 200, sellAccounts: 1 });
    expect(byAsset[w.share.id]).toMatchObject({ buyAmount: 400, buyAccounts: 1 });
    expect(preview).toMatchObject({ totalSells: 400, totalBuys: 400, toRebalance: 1 });
  });

  it('when the model is advisory or Pending, then it may be previewed but not run (409); a missing one is 404', async () => {
    const advisory = await w.model('Advice', 'Advisory');
    expect((await w.preview(advisory)).status).toBe(200);
    const res = await w.start(advisory);
    expect(res.status).toBe(409);
    expect(res.body.error.errorMessage).toMatch(/Only a discretionary model/);
    const pending = await w.model('Waiting', 'Discretionary', 'Pending');
    expect((await w.start(pending)).body.error.errorMessage).toBe(
      'This model is Pending: only an Active model is rebalanced',
    );
    expect((await w.preview('NOSUCH')).status).toBe(404);
    expect((await w.start('NOSUCH')).status).toBe(404);
  });

  it('when the start body is not the options, then 400 names the field', async () => {
    const modelId = await w.model('BadBody');
    const res = await w.start(modelId, { taxAware: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.map((f: { fieldName: string }) => f.fieldName)).toEqual(['taxAware']);
    const taxAware = await w.start(modelId, { taxAware: true });
    expect(taxAware.status).toBe(400);
    expect(taxAware.body.error.fieldErrors[0]).toMatchObject({
      fieldName: 'taxAware',
      errorMessage: expect.stringMatching(/^A bulk run is not tax-aware/),
    });
  });
});

describe('the bulk job', () => {
  it('when it runs, then each account is placed, skipped with its reason or failed with the error; a second start meanwhile is 409; the failure retried is placed; the outcomes come as CSV', async () => {
    const m = await modelWithEveryCase('Run');
    const res = await w.start(m.modelId, { taxAware: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const job = ZJob.strict().parse(res.body.data);
    expect(job).toMatchObject({
      kind: 'modelRebalance',
      title: 'Model rebalance',
      status: 'Queued',
      total: 5,
    });
    expect(job.params).toMatchObject({ modelId: m.modelId, modelName: 'Run', taxAware: false });

    const again = await w.start(m.modelId);
    expect(again.status).toBe(409);
    expect(again.body.error.errorMessage).toContain(job.id);
    expect((await w.preview(m.modelId)).body.data.runningJobId).toBe(job.id);

    // The client of one account stops being Active after the preview: its orders are refused when placed.
    await w.setClientStatus(m.blocked.clientId, 'Pending');
    expect(await runJobsOnce(w.deps)).toMatchObject({ failed: 1 });
    expect((await w.job(job.id)).body.data).toMatchObject({
      status: 'Completed with failures',
      succeeded: 1,
      skipped: 3,
      failed: 1,
      percent: 100,
    });
    const items = Object.fromEntries(
      (await w.items(job.id)).body.data.map((i: { subjectId: string }) => [i.subjectId, i]),
    );
    expect(items[m.cash.accountId]).toMatchObject({
      status: 'Succeeded',
      outcome: 'Placed 2 orders: sells £0.00, buys £1,000.00',
    });
    expect(items[m.within.accountId]).toMatchObject({ status: 'Skipped' });
    expect(items[m.within.accountId].outcome).toMatch(/^Skipped: Within tolerance/);
    expect(items[m.suspended.accountId].outcome).toBe(
      'Skipped: Account not active. The account is Suspended',
    );
    expect(items[m.empty.accountId].outcome).toMatch(/^Skipped: No holdings and no cash/);
    expect(items[m.blocked.accountId]).toMatchObject({ status: 'Failed' });
    expect(items[m.blocked.accountId].outcome).toMatch(/Pending/);

    // The placed account's orders are one group under the item's result.
    const linkId = items[m.cash.accountId].resultId;
    const group = await p.request('GET', `/portfoliotransaction/${FIRM}?linkId=${linkId}`, {
      token: w.token,
    });
    expect(
      group.body.data.map((t: { accountId: string; amount: number }) => [t.accountId, t.amount]).sort(),
    ).toEqual([
      [m.cash.accountId, 400],
      [m.cash.accountId, 600],
    ]);

    // Its orders not dealt yet, the placed account is left out of the next preview until they are.
    const after = ZModelRebalancePreview.parse((await w.preview(m.modelId)).body.data);
    expect(after.skippedAccounts).toContainEqual({
      accountId: m.cash.accountId,
      accountName: 'RunCash GIA',
      reason: 'Orders waiting to be dealt',
    });

    await w.setClientStatus(m.blocked.clientId, 'Active');
    const retried = await p.request('POST', `/job/${FIRM}/${job.id}/retry`, { token: w.token, body: {} });
    expect(retried.status).toBe(200);
    expect(await runJobsOnce(w.deps)).toMatchObject({ succeeded: 1, failed: 0 });
    expect((await w.job(job.id)).body.data).toMatchObject({ status: 'Completed', succeeded: 2, failed: 0 });

    const csv = await w.outcomes(job.id);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Account ID,Account,Outcome,Detail,Transaction group,Attempts,Updated at');
    expect(lines).toHaveLength(6);
    const row = (accountId: string) => lines.find((l) => l.startsWith(`${accountId},`))!.split(',');
    expect(row(m.cash.accountId)[2]).toBe('Placed');
    expect(String(csv.body)).toContain(`,Placed,"Placed 2 orders: sells £0.00, buys £1,000.00",${linkId},1,`);
    expect(row(m.blocked.accountId)[2]).toBe('Placed');
    expect(row(m.suspended.accountId)[2]).toBe('Skipped');

    // The run over, the model may be rebalanced again.
    expect((await w.start(m.modelId)).status).toBe(200);
    await runJobsOnce(w.deps);
    expect((await w.outcomes('NOSUCH')).status).toBe(404);
  });

  it('when a worker stops part-way, then the next pass finishes the run and no account is placed twice', async () => {
    const modelId = await w.model('Restart');
    const accounts = [];
    for (const n of [1, 2, 3]) accounts.push((await w.linked(modelId, `Restart${n}`, 500)).accountId);
    const jobId = (await w.start(modelId)).body.data.id;
    expect(await runJobsOnce(w.deps, { maxItems: 1 })).toMatchObject({ succeeded: 1 });
    expect((await w.job(jobId)).body.data).toMatchObject({ status: 'Running', succeeded: 1, pending: 2 });
    expect((await w.start(modelId)).status).toBe(409);
    expect(await runJobsOnce(w.deps)).toMatchObject({ succeeded: 2 });
    expect((await w.job(jobId)).body.data).toMatchObject({ status: 'Completed', succeeded: 3 });
    for (const accountId of accounts) {
      const orders = await p.request(
        'GET',
        `/portfoliotransaction/${FIRM}?accountId=${accountId}&transactionType=Order`,
        {
          token: w.token,
        },
      );
      expect(orders.body.meta.count).toBe(2);
    }
  });

  it('when a claim of accounts is placed together, then each is placed once as it would be alone, a refusal fails only its own account, and a claim that fails unexpectedly is done again one by one', async () => {
    const modelId = await w.model('Together');
    const linked = [];
    for (const n of [1, 2, 3, 4, 5, 6]) linked.push(await w.linked(modelId, `Together${n}`, 500));
    // One overweight account: its group sells 200 units of Alpha and buys Beta with the proceeds.
    const heavy = await w.linked(modelId, 'TogetherHeavy', 1000);
    await w.invest(heavy.accountId, [[w.fund.id, 1000]]);
    await w.setClientStatus(linked[2].clientId, 'Pending');
    const first = (await w.start(modelId)).body.data.id;
    expect(await runJobsOnce(w.deps)).toMatchObject({ failed: 1, retried: 0 });
    expect((await w.job(first)).body.data).toMatchObject({
      status: 'Completed with failures',
      succeeded: 6,
      failed: 1,
    });
    const items = Object.fromEntries(
      (await w.items(first)).body.data.map((i: { subjectId: string }) => [i.subjectId, i]),
    );
    expect(items[linked[2].accountId].outcome).toMatch(
      /^Transaction 1: .* is Pending: a client must be Active/,
    );
    expect(items[heavy.accountId]).toMatchObject({
      status: 'Succeeded',
      outcome: 'Placed 2 orders: sells £400.00, buys £400.00',
    });
    const ordersOf = async (accountId: string) =>
      (
        await p.request('GET', `/portfoliotransaction/${FIRM}?accountId=${accountId}&transactionType=Order`, {
          token: w.token,
        })
      ).body.data as { linkId: string; status: string; quantity: number | null; amount: number | null }[];
    for (const [i, { accountId }] of linked.entries()) {
      const orders = await ordersOf(accountId);
      expect(orders, `account ${i + 1}`).toHaveLength(i === 2 ? 0 : 2);
      if (i !== 2)
        expect(orders.map((o) => o.linkId)).toEqual([items[accountId].resultId, items[accountId].resultId]);
    }
    const heavyOrders = (await ordersOf(heavy.accountId)).filter((o) => o.status === 'Placed');
    expect(heavyOrders.map((o) => [o.status, o.quantity ?? o.amount]).sort()).toEqual([
      ['Placed', 200],
      ['Placed', 400],
    ]);

    // A claim that fails unexpectedly: its items are done again one at a time, each ending as it would alone.
    await w.setClientStatus(linked[2].clientId, 'Active');
    const second = await w.model('Together again');
    const again = [];
    for (const n of [1, 2, 3]) again.push(await w.linked(second, `Again${n}`, 500));
    const secondJob = (await w.start(second)).body.data.id;
    let claims = 0;
    const handlers = {
      ...JOB_HANDLERS,
      modelRebalance: {
        ...JOB_HANDLERS.modelRebalance,
        batch: async () => {
          claims++;
          throw new Error('the claim broke');
        },
      },
    };
    expect(await runJobsOnce(w.deps, { handlers })).toMatchObject({ failed: 0, retried: 0 });
    expect(claims).toBe(1);
    expect((await w.job(secondJob)).body.data).toMatchObject({ status: 'Completed', succeeded: 3 });
    for (const { accountId } of again) expect(await ordersOf(accountId)).toHaveLength(2);
  });
});
