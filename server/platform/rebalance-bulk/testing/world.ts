import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, clients, modelComponents, models } from '../../db/schema';
import type { TestPlatform } from '../../testing/harness';
import { adult, openAccount } from '../../accounts/testing/fixtures';
import { ledgerWorld } from '../../ledger/testing/world';

/**
 * The bulk rebalance tests' world: the ledger world's firm and instruments, an Active discretionary model of
 * Alpha Fund 60 % and Beta plc 40 % (tolerance 5 points, no cash), and accounts linked to it, each for its
 * own client so that one client's status can be changed alone. The model is written straight to its tables:
 * its own calls (and the second user's activation) are the models area's to test.
 */
export async function bulkWorld(p: TestPlatform, firmId: string) {
  const w = await ledgerWorld(p, firmId);
  const deps = { db: p.db, log: p.deps.log };

  async function model(name = 'Growth', type = 'Discretionary', status = 'Active') {
    const [row] = await p.db
      .insert(models)
      .values({
        firmId,
        nodeId: '0',
        name,
        type,
        status,
        riskLevel: 5,
        tolerance: '5',
        cashWeight: '0',
        createdBy: w.userId,
        updatedBy: w.userId,
      })
      .returning();
    await p.db.insert(modelComponents).values([
      { modelId: row.id, assetId: w.fund.id, weight: '60' },
      { modelId: row.id, assetId: w.share.id, weight: '40' },
    ]);
    return row.id;
  }

  /** A new client's GIA linked to the model, with `cash` paid in and settled. */
  async function linked(modelId: string, surname: string, cash = 0) {
    const clientId = await adult(p, w.token, firmId, surname);
    const accountId = await openAccount(p, w.token, firmId, clientId);
    await p.db
      .update(accounts)
      .set({ modelId, name: `${surname} GIA` })
      .where(eq(accounts.id, accountId));
    if (cash) await w.api.fund(accountId, cash);
    return { clientId, accountId };
  }

  /** Buys and deals: the account then holds the instruments at their latest prices. */
  async function invest(accountId: string, buys: [string, number][]) {
    for (const [assetId, amount] of buys) {
      const res = await w.api.buy(accountId, assetId, amount);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const dealt = await w.api.deal();
    expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
  }

  const setAccountStatus = (accountId: string, status: string) =>
    p.db.update(accounts).set({ status }).where(eq(accounts.id, accountId));
  const setClientStatus = (clientId: string, status: string) =>
    p.db.update(clients).set({ status }).where(eq(clients.id, clientId));

  const preview = (modelId: string, token = w.token) =>
    p.request('GET', `/model/${firmId}/${modelId}/rebalance`, { token });
  const start = (modelId: string, body: object = {}, token = w.token) =>
    p.request('POST', `/model/${firmId}/${modelId}/rebalance`, { token, body });
  const outcomes = (jobId: string, token = w.token) =>
    p.request('GET', `/job/${firmId}/${jobId}/outcomes`, { token });
  const items = (jobId: string) =>
    p.request('GET', `/job/${firmId}/${jobId}/items?pageSize=100`, { token: w.token });
  const job = (jobId: string) => p.request('GET', `/job/${firmId}/${jobId}`, { token: w.token });

  return {
    ...w,
    deps,
    model,
    linked,
    invest,
    setAccountStatus,
    setClientStatus,
    preview,
    start,
    outcomes,
    items,
    job,
  };
}
export type BulkWorld = Awaited<ReturnType<typeof bulkWorld>>;
