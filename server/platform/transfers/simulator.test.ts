import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { adult, firmWithUser, openAccount } from '../accounts/testing/fixtures';
import { productTransfers } from '../db/schema';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { runTransferSimulator, TRANSFER_SIMULATOR_ACTOR, turnOnTransferSimulator } from './simulator';
import { plannedMove, REJECTION_ODDS, REJECTION_REASONS, type SimulatedTransfer } from './simulator-plan';

const DAY = 60;
const at = (since: Date, days: number) => new Date(since.getTime() + days * DAY * 1000);
const simulated = (over: Partial<SimulatedTransfer> = {}): SimulatedTransfer => ({
  id: 'T000001',
  status: 'With Previous Provider',
  direction: 'In',
  processingType: 'Cash',
  crystallisedWithoutDetails: false,
  statusSince: new Date('2026-03-02T09:00:00Z'),
  chasedAt: null,
  typicalDays: 10,
  ...over,
});
const ids = Array.from({ length: 1200 }, (_, i) => `T${String(i).padStart(6, '0')}`);
const rejectedId = ids.find(
  (id) => plannedMove(simulated({ id }), at(simulated().statusSince, 9), DAY)?.to === 'Rejected',
)!;
const acceptedId = ids.find(
  (id) => plannedMove(simulated({ id }), at(simulated().statusSince, 9), DAY)?.to !== 'Rejected',
)!;

describe('what the simulated provider does (a fixed clock)', () => {
  it('when a transfer has waited less than half the typical days, then nothing; once it has, then it moves on', () => {
    const t = simulated({ id: acceptedId });
    expect(plannedMove(t, at(t.statusSince, 4.9), DAY)).toBeNull();
    expect(plannedMove(t, at(t.statusSince, 5), DAY)).toMatchObject({ to: 'Awaiting sell down' });
    expect(plannedMove({ ...t, processingType: 'In Specie' }, at(t.statusSince, 5), DAY)).toMatchObject({
      to: 'Onboarding Assets',
    });
    expect(plannedMove({ ...t, crystallisedWithoutDetails: true }, at(t.statusSince, 5), DAY)).toMatchObject({
      to: 'Awaiting Crystallisation Information',
    });
  });

  it('when the cash is sold down, then it completes after 3 days; a cancellation is confirmed after 2', () => {
    const sold = simulated({ id: acceptedId, status: 'Awaiting sell down' });
    expect(plannedMove(sold, at(sold.statusSince, 2.9), DAY)).toBeNull();
    expect(plannedMove(sold, at(sold.statusSince, 3), DAY)).toMatchObject({ to: 'Completed' });
    const cancelling = simulated({ status: 'Pending Cancellation' });
    expect(plannedMove(cancelling, at(cancelling.statusSince, 2), DAY)).toMatchObject({ to: 'Cancelled' });
  });

  it('when a transfer has sat at the provider over three times its wait, then it is stalled until the firm chases it', () => {
    const t = simulated({ id: acceptedId });
    expect(plannedMove(t, at(t.statusSince, 15), DAY)).toMatchObject({ to: 'Awaiting sell down' });
    expect(plannedMove(t, at(t.statusSince, 15.1), DAY)).toBeNull();
    const chased = { ...t, chasedAt: at(t.statusSince, 20) };
    expect(plannedMove(chased, at(t.statusSince, 20.9), DAY)).toBeNull();
    expect(plannedMove(chased, at(t.statusSince, 21), DAY)).toMatchObject({ to: 'Awaiting sell down' });
  });

  it("when the next move is not the provider's, then the simulator never makes it", () => {
    for (const status of [
      'Pending',
      'Verifying Documentation',
      'Reviewing Documentation',
      'Awaiting Documentation',
    ] as const)
      expect(plannedMove(simulated({ status }), at(simulated().statusSince, 9), DAY)).toBeNull();
    expect(
      plannedMove(
        simulated({ status: 'Onboarding Assets', processingType: 'In Specie' }),
        at(simulated().statusSince, 9),
        DAY,
      ),
    ).toBeNull();
    expect(plannedMove(simulated({ status: 'Completed' }), at(simulated().statusSince, 9), DAY)).toBeNull();
  });

  it('when many transfers are decided, then about 1 in 12 is rejected with a real reason, the same on every pass', () => {
    const moves = ids.map((id) => plannedMove(simulated({ id }), at(simulated().statusSince, 9), DAY)!);
    const rejected = moves.filter((m) => m.to === 'Rejected');
    expect(rejected.length).toBeGreaterThan(ids.length / REJECTION_ODDS / 1.5);
    expect(rejected.length).toBeLessThan((ids.length / REJECTION_ODDS) * 1.5);
    for (const m of rejected) expect(REJECTION_REASONS).toContain(m.reason);
    const again = ids.map((id) => plannedMove(simulated({ id }), at(simulated().statusSince, 12), DAY));
    expect(again).toEqual(moves);
    expect(rejectedId).toBeDefined();
  });
});

describe('the simulator against the database', () => {
  let p: TestPlatform;
  let admin: { token: string; userId: string };
  let isa: string;
  let provider: string;
  const FIRM = 'TRSM';
  const QUIET = 'TRSN';
  let quietAdmin: { token: string; userId: string };
  let quietIsa: string;

  beforeAll(async () => {
    p = await startTestPlatform();
    admin = await firmWithUser(p, FIRM);
    quietAdmin = await firmWithUser(p, QUIET);
    isa = await openAccount(p, admin.token, FIRM, await adult(p, admin.token, FIRM, 'Simmed'), 'ISA');
    quietIsa = await openAccount(
      p,
      quietAdmin.token,
      QUIET,
      await adult(p, quietAdmin.token, QUIET, 'Quiet'),
      'ISA',
    );
    provider = (await p.request('GET', `/masterparty/platform/${FIRM}?name=Aegon`, { token: admin.token }))
      .body.data[0].id;
    await p.db.transaction((tx) => turnOnTransferSimulator(tx, FIRM, admin.userId));
  });
  afterAll(() => p.close());

  /** A cash ISA transfer in, moved by staff to With Previous Provider (where the provider acts). */
  async function withProvider(accountId = isa, token = admin.token, firmId = FIRM) {
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
          providerReference: 'AEG-1',
          estimatedValue: 3000,
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as string;
    for (const newStatus of [
      'Verifying Documentation',
      'Reviewing Documentation',
      'With Previous Provider',
    ]) {
      const moved = await p.request(
        'PUT',
        `/portfoliotransaction/action/firmTransferHistoryUpdate/${firmId}/${id}`,
        {
          token,
          body: { type: 'INFO', text: newStatus, newStatus },
        },
      );
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    return id;
  }
  const rowOf = async (id: string) =>
    (await p.db.select().from(productTransfers).where(eq(productTransfers.id, id)))[0];

  it("when a day has passed, then the provider's moves are made through the API's path, with their history; then the cash completes", async () => {
    const transfers = [await withProvider(), await withProvider(), await withProvider()];
    const since = (await rowOf(transfers[2])).statusSince;
    // Aegon's typical 12 days: half is 6 simulated days.
    expect(await runTransferSimulator(p.db, undefined, at(since, 5.5))).toEqual({
      moved: 0,
      rejected: 0,
      failed: 0,
    });
    const pass = await runTransferSimulator(p.db, undefined, at(since, 6.1));
    expect(pass.moved + pass.rejected).toBe(3);
    expect(pass.failed).toBe(0);
    for (const id of transfers) {
      const row = await rowOf(id);
      const expected = plannedMove(
        { ...simulated({ id, typicalDays: 12 }), statusSince: since },
        at(since, 6.1),
        DAY,
      )!;
      expect(row.status).toBe(expected.to);
      const detail = await p.request('GET', `/portfoliotransaction/producttransfer/${FIRM}/${id}`, {
        token: admin.token,
      });
      expect(detail.body.data.history[0]).toMatchObject({
        toStatus: expected.to,
        fromStatus: 'With Previous Provider',
        actor: 'Provider',
        createdBy: TRANSFER_SIMULATOR_ACTOR,
      });
      if (expected.to === 'Rejected') expect(row.rejectionReason).toBe(expected.reason);
    }
    const statuses = await Promise.all(transfers.map(async (id) => (await rowOf(id)).status));
    const selling = transfers.filter((_, i) => statuses[i] === 'Awaiting sell down');
    const later = await runTransferSimulator(p.db, undefined, at(new Date(), 3.1));
    expect(later).toEqual({ moved: selling.length, rejected: 0, failed: 0 });
    for (const id of selling) {
      const row = await rowOf(id);
      expect(row.status).toBe('Completed');
      expect(row.actualValue).toBe('3000.00');
    }
  });

  it('when the firm has not turned it on, then nothing of theirs moves', async () => {
    const id = await withProvider(quietIsa, quietAdmin.token, QUIET);
    await runTransferSimulator(p.db, undefined, at(new Date(), 7));
    expect((await rowOf(id)).status).toBe('With Previous Provider');
  });
});

describe('the process switch', () => {
  const PROD = {
    NODE_ENV: 'production',
    SESSION_SECRET: 's'.repeat(40),
    OIDC_CLIENT_SECRET: 'o'.repeat(40),
    PLATFORM_TOKEN_SECRET: 'p'.repeat(40),
    CLIENT_AUTH_SECRET: 'c'.repeat(40),
  };
  it('when NODE_ENV is production and nothing is said, then it is off; outside production on; TRANSFER_SIMULATOR wins', () => {
    expect(loadConfig(PROD).transferSimulator).toBe(false);
    expect(loadConfig({}).transferSimulator).toBe(true);
    expect(loadConfig({ ...PROD, TRANSFER_SIMULATOR: 'on' }).transferSimulator).toBe(true);
    expect(loadConfig({ TRANSFER_SIMULATOR: 'off' }).transferSimulator).toBe(false);
  });
});
