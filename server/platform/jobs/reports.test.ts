import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZJob } from '../../../contract/jobs';
import { createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { firmWithUser, openAccount } from '../accounts/testing/fixtures';
import { download, pdfText } from '../documents/testing/pdf';
import { fieldsOf } from '../ledger/testing/world';
import { jobsWorld, quarter, type JobsWorld } from './testing/world';
import { runJobsOnce } from './worker';

let p: TestPlatform;
let w: JobsWorld;
const FIRM = 'RUNS';

beforeAll(async () => {
  p = await startTestPlatform();
  w = await jobsWorld(p, FIRM);
});
afterAll(() => p.close());

/** POST /job for a reporting run over a selection; the raw answer. */
const run = (body: Record<string, unknown>, token = w.token) =>
  p.request('POST', '/job', { token, body: { ...quarter(), ...body } });

async function started(body: Record<string, unknown>) {
  const res = await run(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZJob.strict().parse(res.body.data);
}

async function feeGroup(name: string, clientIds: string[]) {
  const res = await p.request('POST', '/portfolioGroup', {
    token: w.token,
    body: { firmId: FIRM, name, clientIds },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

/** The run's download, unzipped: entry name → bytes. */
async function results(jobId: string, token = w.token) {
  const got = await download(p, `/job/${FIRM}/${jobId}/download`, token);
  expect(got.status).toBe(200);
  expect(got.headers.get('content-type')).toBe('application/zip');
  expect(got.headers.get('content-disposition')).toContain(`${jobId}.zip`);
  return unzipSync(got.bytes);
}

const succeededItems = async (jobId: string) =>
  (await w.items(jobId, '&status=Succeeded')).body.data as { subjectId: string; resultId: string }[];

describe('a portfolio reports run', () => {
  it("when it runs over a node, then each of the node's clients (and no one else) gets a PDF report, none goes to a message box, and the download holds one file per client", async () => {
    const desk = await w.desk('Report Desk', 2);
    const elsewhere = await w.desk('Other Desk', 1);
    const job = await started({ kind: 'portfolioReports', nodeId: desk.id });
    expect(job).toMatchObject({ kind: 'portfolioReports', title: 'Portfolio reports', total: 2 });
    expect(job.params).toEqual({ ...quarter(), status: 'Active' });

    expect(await runJobsOnce(w.deps)).toMatchObject({ succeeded: 2, failed: 0 });
    expect((await w.job(job.id)).body.data).toMatchObject({ status: 'Completed', percent: 100 });
    const items = await succeededItems(job.id);
    expect(items.map((i) => i.subjectId).sort()).toEqual([...desk.clients].sort());
    expect(items.map((i) => i.subjectId)).not.toContain(elsewhere.clients[0]);
    for (const item of items) expect((await w.statements(item.subjectId)).body.meta.count).toBe(0);

    const zip = await results(job.id);
    const names = Object.keys(zip).sort();
    expect(names).toHaveLength(2);
    for (const [i, clientId] of [...desk.clients].entries()) {
      const name = names.find((n) => n.includes(clientId))!;
      expect(name).toMatch(new RegExp(`^Ada-ReportDesk${i + 1}-${clientId}-portfolio-report-.*\\.pdf$`));
      const { text } = await pdfText(zip[name]);
      expect(text).toContain('Portfolio report');
      expect(text).toContain(`Ada ReportDesk${i + 1}`);
    }
  });

  it('when a client moved away before their turn, then their item fails; after moving back a retry makes their report, and the download then has it too', async () => {
    const desk = await w.desk('Mover Desk', 2);
    const away = await createNode(p.db, FIRM, '0', 'Mover Away');
    const job = await started({ kind: 'portfolioReports', nodeId: desk.id });
    const [, mover] = desk.clients;
    expect((await w.move(mover, away.id)).status).toBe(200);
    expect(await runJobsOnce(w.deps)).toMatchObject({ succeeded: 1, failed: 1 });
    expect(Object.keys(await results(job.id))).toHaveLength(1);

    expect((await w.retry(job.id)).status).toBe(200);
    expect((await w.move(mover, desk.id)).status).toBe(200);
    expect(await runJobsOnce(w.deps)).toMatchObject({ succeeded: 1, failed: 0 });
    expect((await w.job(job.id)).body.data).toMatchObject({ status: 'Completed', succeeded: 2 });
    const names = Object.keys(await results(job.id));
    expect(names).toHaveLength(2);
    expect(names.some((n) => n.includes(mover))).toBe(true);
  });
});

describe('a capital gains reports run', () => {
  it('when it runs over a fee group within a node, then only the members at or under the node get a workbook, with their disposal', async () => {
    const desk = await w.desk('Gains Desk', 2);
    const outside = await w.desk('Gains Outside', 1);
    // The desk's second client is in no group: the run leaves them out.
    const [seller] = desk.clients;
    const account = await openAccount(p, w.token, FIRM, seller, 'GIA');
    await w.api.fund(account, 1000);
    await w.api.buy(account, w.fund.id, 400);
    expect((await w.api.deal()).status).toBe(200);
    await w.api.sell(account, w.fund.id, { quantity: 50 });
    expect((await w.api.deal()).status).toBe(200);
    const group = await feeGroup('Gains Group', [seller, outside.clients[0]]);
    // The dealing runs queued their contract notes: made now, so the pass below is the run's alone.
    await runJobsOnce(w.deps);

    const job = await started({ kind: 'capitalGainsReports', nodeId: desk.id, portfolioGroupId: group });
    expect(job).toMatchObject({ total: 1, params: { portfolioGroupId: group } });
    expect(await runJobsOnce(w.deps)).toMatchObject({ succeeded: 1, failed: 0 });
    const [item] = (await w.items(job.id)).body.data;
    expect(item).toMatchObject({ subjectId: seller, status: 'Succeeded' });
    expect(item.outcome).toBe('Capital gains report made: 1 disposal');
    expect((await w.statements(seller)).body.meta.count).toBe(0);

    const zip = await results(job.id);
    const [name] = Object.keys(zip);
    expect(Object.keys(zip)).toHaveLength(1);
    expect(name).toMatch(new RegExp(`^Ada-GainsDesk1-${seller}-capital-gains-.*\\.xlsx$`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(zip[name]) as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Disposals', 'Matches', 'Tax years', 'About']);
    expect(book.getWorksheet('Disposals')!.rowCount).toBe(2);
  });
});

describe('selections and refusals', () => {
  it('when the client list filters narrow a valuation run, then it covers exactly the clients the client list shows for them', async () => {
    const desk = await w.desk('Filter Desk', 3);
    await w.clientAt(desk.id, 'FilterPending', 'Pending');
    const listed = await p.request(
      'GET',
      `/client/${FIRM}?nodeId=${desk.id}&name=filterdesk2&status=Active&clientType=Individual&exactCount=true`,
      { token: w.token },
    );
    expect(listed.body.meta.count).toBe(1);
    const job = await started({
      kind: 'valuationStatements',
      nodeId: desk.id,
      name: 'filterdesk2',
      clientType: 'Individual',
    });
    expect(job.total).toBe(1);
    expect((await w.items(job.id)).body.data[0].subjectId).toBe(desk.clients[1]);
    const pending = await started({ kind: 'portfolioReports', nodeId: desk.id, status: 'Pending' });
    expect(pending.total).toBe(1);
    await runJobsOnce(w.deps);
  });

  it('when the body is wrong, then each problem is a field error and nothing is queued', async () => {
    const desk = await w.desk('Refusal Desk', 1);
    const before = (await p.request('GET', `/job/${FIRM}?pageSize=1`, { token: w.token })).body.meta.count;

    const unknown = await run({ kind: 'taxReturns', nodeId: desk.id });
    expect(unknown.status).toBe(400);
    expect(Object.keys(fieldsOf(unknown))).toEqual(['kind']);
    const backwards = await run({
      kind: 'portfolioReports',
      nodeId: desk.id,
      fromDate: quarter().toDate,
      toDate: quarter().fromDate,
    });
    expect(fieldsOf(backwards)).toEqual({ fromDate: 'Must be on or before the end date' });
    const badFilter = await run({
      kind: 'portfolioReports',
      nodeId: desk.id,
      clientType: 'Robot',
      status: 'Gone',
    });
    expect(Object.keys(fieldsOf(badFilter)).sort()).toEqual(['clientType', 'status']);

    // A fee group whose members all sit under another node: the run would be empty.
    const otherDesk = await w.desk('Refusal Other', 1);
    const theirs = await feeGroup('Other Node Group', otherDesk.clients);
    const elsewhere = await run({ kind: 'capitalGainsReports', nodeId: desk.id, portfolioGroupId: theirs });
    expect(elsewhere.status).toBe(400);
    expect(fieldsOf(elsewhere)).toEqual({
      portfolioGroupId: 'Has no clients at or under the chosen node',
    });
    const noMatch = await run({ kind: 'portfolioReports', nodeId: desk.id, name: 'nobody' });
    expect(noMatch.status).toBe(400);
    expect(noMatch.body.error.errorMessage).toBe(
      'There are no Active clients at or under this node that match the selection, so there is nothing to make',
    );
    expect(fieldsOf(noMatch)).toEqual({
      nodeId: 'Has no Active clients at or under it that match the selection',
    });
    const pension = await p.request('POST', '/portfolioGroup', {
      token: w.token,
      body: { firmId: FIRM, name: 'Pension Group', groupIntent: 'Pension Account Group', clientIds: [] },
    });
    expect(pension.status, JSON.stringify(pension.body)).toBe(201);
    const notFee = await run({
      kind: 'portfolioReports',
      nodeId: desk.id,
      portfolioGroupId: pension.body.data.id,
    });
    expect(fieldsOf(notFee)).toEqual({ portfolioGroupId: 'Must be a client fee group' });
    const after = (await p.request('GET', `/job/${FIRM}?pageSize=1`, { token: w.token })).body.meta.count;
    expect(after).toBe(before);
  });

  it("when the fee group or the job is another firm's, or the job is outside a user's node, then it does not exist", async () => {
    const desk = await w.desk('Private Runs', 1);
    const job = await started({ kind: 'portfolioReports', nodeId: desk.id });
    await runJobsOnce(w.deps);
    const other = await firmWithUser(p, 'RUNSB');
    const otherClient = await p.request('POST', '/client', {
      token: other.token,
      body: {
        firmId: 'RUNSB',
        nodeId: '0',
        status: 'Active',
        clientType: 'Individual',
        title: 'Mr',
        firstName: 'Bo',
        surname: 'Stranger',
        dateOfBirth: '1970-01-01',
        email: 'bo.stranger@example.com',
        addressDetail: { address1: '1 High Street', postCode: 'SW1A 1AA', country: 'GB' },
        nationality: 'GB',
      },
    });
    expect(otherClient.status, JSON.stringify(otherClient.body)).toBe(201);
    const theirGroup = await p.request('POST', '/portfolioGroup', {
      token: other.token,
      body: { firmId: 'RUNSB', name: 'Their Group', clientIds: [otherClient.body.data.id] },
    });
    const foreign = await run({
      kind: 'portfolioReports',
      nodeId: desk.id,
      portfolioGroupId: theirGroup.body.data.id,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.errorMessage).toBe('Portfolio group not found');

    const elsewhere = await createNode(p.db, FIRM, '0', 'Runs Elsewhere');
    const email = `runs.outsider@${FIRM.toLowerCase()}.test`;
    await createUser(p.db, FIRM, { email, nodeId: elsewhere.id });
    const outsider = await p.tokenFor(FIRM, email, TEST_PASSWORD);
    for (const [firmId, token] of [
      [FIRM, outsider],
      [FIRM, other.token],
      ['RUNSB', other.token],
    ]) {
      const got = await download(p, `/job/${firmId}/${job.id}/download`, token);
      expect(got.status).toBe(404);
    }
    expect(Object.keys(await results(job.id))).toHaveLength(1);
  });
});
