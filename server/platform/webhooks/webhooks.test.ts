import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmWithUser } from '../accounts/testing/fixtures';
import { ledgerWorld, fieldsOf, type LedgerWorld } from '../ledger/testing/world';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { deliverWebhooksOnce } from './deliver';
import { verifySignature } from './signing';
import { startReceiver, type Receiver } from './testing/receiver';

/** The webhook calls through HTTP: configuration, the deliveries list, test events, replay, rotation. */
const FIRM = 'WHAPI';
const OTHER = 'WHOTH';
const SECRET = 'whsec_api-test-secret-0123456789';

let p: TestPlatform;
let w: LedgerWorld;
let other: string;
let receiver: Receiver;

const cfg = (kind: string, method = 'GET', body?: object, token = w.token, firm = FIRM) =>
  p.request(method, `/webhook/config/${kind}/${firm}`, { token, body });
const deliveries = (query = '', token = w.token, firm = FIRM) =>
  p.request('GET', `/keel/${firm}/webhookDeliveries${query}`, { token });
const pass = () => deliverWebhooksOnce(p.deps);

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, FIRM);
  other = (await firmWithUser(p, OTHER)).token;
  receiver = await startReceiver(SECRET);
});
afterAll(async () => {
  await receiver.close();
  await p.close();
});

describe('webhook configuration', () => {
  it('when nothing is configured, then GET answers an unconfigured webhook and nothing is recorded', async () => {
    const res = await cfg('position');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ configured: false, url: null, secretLast4: null });
  });

  it('when the first PATCH lacks url and secret or names a plain http host, then 400 names each field', async () => {
    const missing = await cfg('transaction', 'PATCH', { enabled: true });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing)).toMatchObject({ url: 'Required', secret: 'Required' });
    const bad = await cfg('transaction', 'PATCH', {
      url: 'http://example.com/hooks',
      secret: 'short',
      events: ['position.changed'],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['events.0', 'secret']);
    const plain = await cfg('transaction', 'PATCH', { url: 'http://example.com/hooks', secret: SECRET });
    expect(fieldsOf(plain).url).toMatch(/https/);
  });

  it('when configured, then the secret never comes back, only its last four characters', async () => {
    for (const kind of ['transaction', 'position']) {
      const res = await cfg(kind, 'PATCH', { url: receiver.url, secret: SECRET });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
      expect(res.body.data).toMatchObject({ configured: true, enabled: true, secretLast4: '6789' });
      const read = await cfg(kind);
      expect(read.body.data.url).toBe(receiver.url);
      expect(JSON.stringify(read.body)).not.toContain(SECRET);
    }
    expect((await cfg('transaction')).body.data.events).toEqual([
      'transaction.created',
      'transaction.updated',
    ]);
  });

  it("when another firm's caller reads or changes this firm's webhook, then 404", async () => {
    expect((await cfg('position', 'GET', undefined, other)).status).toBe(404);
    expect((await cfg('position', 'PATCH', { enabled: false }, other)).status).toBe(404);
  });
});

describe('deliveries', () => {
  let firstId: string;

  it('when money is paid in, then the transaction and position events arrive signed with the full resource', async () => {
    const accountId = await w.open();
    const txId = await w.api.fund(accountId, 250);
    const sent = await pass();
    expect(sent.delivered).toBeGreaterThanOrEqual(3);
    const events = receiver.sequencesOf(accountId);
    expect(events.length).toBeGreaterThanOrEqual(3);
    const created = [...receiver.accepted.values()].find(
      (r) => r.event.type === 'transaction.created' && r.event.data.id === txId,
    )!;
    expect(verifySignature(created.signature, SECRET, created.timestamp, created.body)).toBe(true);
    expect(created.event.data).toMatchObject({ id: txId, accountId, status: 'Waiting', amount: 250 });
    const position = [...receiver.accepted.values()].find((r) => r.event.type === 'position.changed')!;
    expect(position.event.data).toMatchObject({ id: `${accountId}|C|GBP`, positionType: 'Cash' });
    firstId = created.deliveryId;
  });

  it('when the deliveries are listed, then simple REST answers an array with Content-Range and filters', async () => {
    const res = await deliveries(`?sort=${encodeURIComponent('["createdAt","ASC"]')}&range=[0,1]`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.headers.get('content-range')).toMatch(/^webhookDeliveries 0-1\/\d+$/);
    const filtered = await deliveries(
      `?filter=${encodeURIComponent('{"status":"Delivered","eventType":"transaction.created"}')}`,
    );
    expect(filtered.body.length).toBeGreaterThan(0);
    expect(filtered.body.every((d: any) => d.eventType === 'transaction.created')).toBe(true);
    const one = await p.request('GET', `/keel/${FIRM}/webhookDeliveries/${firstId}`, { token: w.token });
    expect(one.body).toMatchObject({ id: firstId, status: 'Delivered', attempts: 1, lastResponseCode: 200 });
    expect(one.body.lastResponseBody).toBe('{"ok":true}');
    const bad = await deliveries('?sort=["secret","ASC"]&filter={"status":"Lost"}');
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toEqual(expect.arrayContaining(['sort', 'filter.status']));
  });

  it('when a delivery is replayed, then it arrives again under a new delivery id with the same body', async () => {
    const before = receiver.accepted.size;
    const res = await p.request('POST', `/webhook/replay/${FIRM}`, {
      token: w.token,
      body: { deliveryIds: [firstId] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [{ id }] = res.body.data.deliveries;
    await pass();
    expect(receiver.accepted.size).toBe(before + 1);
    expect(receiver.accepted.get(id)!.body).toBe(receiver.accepted.get(firstId)!.body);
  });

  it("when another firm's caller names this firm's deliveries, then 404 and nothing is replayed", async () => {
    const one = await p.request('GET', `/keel/${OTHER}/webhookDeliveries/${firstId}`, { token: other });
    expect(one.status).toBe(404);
    const replay = await p.request('POST', `/webhook/replay/${OTHER}`, {
      token: other,
      body: { deliveryIds: [firstId] },
    });
    expect(replay.status).toBe(404);
    expect((await deliveries('', other, OTHER)).body).toEqual([]);
  });

  it('when a test event is sent, then it arrives as webhook.test', async () => {
    const res = await p.request('POST', `/webhook/test/${FIRM}`, {
      token: w.token,
      body: { kind: 'position' },
    });
    expect(res.status).toBe(200);
    await pass();
    expect(receiver.accepted.get(res.body.data.id)?.event.type).toBe('webhook.test');
  });

  it('when the secret is rotated with an overlap, then deliveries carry both signatures until it ends', async () => {
    const res = await p.request('POST', `/webhook/rotate/${FIRM}`, {
      token: w.token,
      body: { kind: 'position', overlapHours: 2 },
    });
    expect(res.status).toBe(200);
    const fresh = res.body.data.secret as string;
    expect(fresh).toMatch(/^whsec_/);
    expect(res.body.data.config.rotation).toMatchObject({ previousSecretLast4: '6789' });
    const test = await p.request('POST', `/webhook/test/${FIRM}`, {
      token: w.token,
      body: { kind: 'position' },
    });
    await pass();
    const got = receiver.accepted.get(test.body.data.id)!;
    expect(got.signature.split(', ')).toHaveLength(2);
    expect(verifySignature(got.signature, SECRET, got.timestamp, got.body)).toBe(true);
    expect(verifySignature(got.signature, fresh, got.timestamp, got.body)).toBe(true);
  });

  it('when a webhook is switched off, then changes record nothing for it', async () => {
    await cfg('transaction', 'PATCH', { enabled: false });
    const before = (await deliveries()).headers.get('content-range');
    await w.api.payIn(await w.open(), 10);
    const after = await deliveries(`?filter=${encodeURIComponent('{"kind":"transaction"}')}`);
    expect(after.body.every((d: any) => d.status === 'Delivered')).toBe(true);
    expect(before).toBeTruthy();
  });
});
