import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';

let p: TestPlatform;
let w: LedgerWorld;
let other: LedgerWorld;
let messageId: string;

const statement = async (world: LedgerWorld, clientId: string) => {
  const res = await p.request('POST', '/files/valuationstatement', {
    token: world.token,
    body: { clientId },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.messageId as string;
};
const put = (id: string, body: object, world = w) =>
  p.request('PUT', `/message/${world.firmId}/${id}`, { token: world.token, body });

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'MSGS');
  other = await ledgerWorld(p, 'MSGX');
  messageId = await statement(w, w.clientId);
});
afterAll(() => p.close());

describe('the message box', () => {
  it('when a statement is made, then the client has it Unread with its PDF, listed and counted', async () => {
    const list = await p.request('GET', `/message/${w.firmId}?clientId=${w.clientId}&status=Unread`, {
      token: w.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((m: { id: string }) => m.id)).toContain(messageId);
    const one = await p.request('GET', `/message/${w.firmId}/${messageId}`, { token: w.token });
    expect(one.body.data).toMatchObject({
      messageType: 'Statement',
      status: 'Unread',
      documentStatus: 'Ready',
      clientId: w.clientId,
    });
    const stats = await p.request('GET', `/message/stats/${w.firmId}?clientId=${w.clientId}`, {
      token: w.token,
    });
    expect(stats.body.data.byStatus.Unread).toBeGreaterThanOrEqual(1);
  });

  it('when marked Read, Unread, Archived and restored, then each step holds and the stats follow', async () => {
    const id = await statement(w, w.clientId);
    const unreadBefore = (await p.request('GET', `/message/stats/${w.firmId}`, { token: w.token })).body.data
      .byStatus.Unread;
    const read = await put(id, { status: 'Read' });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ status: 'Read', statusChangedBy: w.userId, version: 2 });
    const after = (await p.request('GET', `/message/stats/${w.firmId}`, { token: w.token })).body.data;
    expect(after.byStatus.Unread).toBe(unreadBefore - 1);
    expect((await put(id, { status: 'Unread' })).body.data.status).toBe('Unread');
    expect((await put(id, { status: 'Archived' })).body.data.status).toBe('Archived');
    expect((await put(id, { status: 'Read' })).body.data.status).toBe('Read');
  });

  it('when a step is not allowed or the version is stale, then 409 or 412 and nothing changes', async () => {
    const id = await statement(w, w.clientId);
    await put(id, { status: 'Archived' });
    const refused = await put(id, { status: 'Unread' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.errorMessage).toBe('A message that is Archived cannot be marked Unread');
    const stale = await put(id, { status: 'Read', version: 1 });
    expect(stale.status).toBe(412);
    const bad = await put(id, { status: 'Gone' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors[0].fieldName).toBe('status');
    const now = await p.request('GET', `/message/${w.firmId}/${id}`, { token: w.token });
    expect(now.body.data.status).toBe('Archived');
  });

  it('when filtered by type, account and dates, then only matching messages come back', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const byType = await p.request(
      'GET',
      `/message/${w.firmId}?messageType=Contract%20Note&clientId=${w.clientId}`,
      {
        token: w.token,
      },
    );
    expect(byType.body.data.every((m: { messageType: string }) => m.messageType === 'Contract Note')).toBe(
      true,
    );
    const future = await p.request('GET', `/message/${w.firmId}?fromDate=2099-01-01`, { token: w.token });
    expect(future.body.data).toEqual([]);
    const upsideDown = await p.request('GET', `/message/${w.firmId}?fromDate=${today}&toDate=2020-01-01`, {
      token: w.token,
    });
    expect(upsideDown.status).toBe(400);
    expect(upsideDown.body.error.fieldErrors[0].fieldName).toBe('fromDate');
  });

  it("when another firm's user names the message or the client, then 404 and nothing of it shows", async () => {
    const foreign = await p.request('GET', `/message/${other.firmId}/${messageId}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain(w.clientId);
    expect((await put(messageId, { status: 'Read' }, other)).status).toBe(404);
    const byClient = await p.request('GET', `/message/${other.firmId}?clientId=${w.clientId}`, {
      token: other.token,
    });
    expect(byClient.status).toBe(404);
    const stats = await p.request('GET', `/message/stats/${other.firmId}?clientId=${w.clientId}`, {
      token: other.token,
    });
    expect(stats.status).toBe(404);
  });
});
