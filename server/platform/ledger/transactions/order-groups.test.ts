import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLER_COLUMNS, type Caller } from '../../auth/caller';
import { adult, openAccount } from '../../accounts/testing/fixtures';
import { priceOn } from '../../assets/prices';
import { clients, nodes, portfolioTransactions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { dec } from '../money';
import type { PlaceInput } from '../placing/context';
import { availableCash, holding, reservedUnits } from '../postings/books';
import { lockAccounts } from '../records/locks';
import { KINDS, ledgerWorld, type LedgerWorld } from '../testing/world';
import { placeOrderGroupsTogether, type OrderGroup } from './order-groups';

/**
 * Order groups placed together (a bulk rebalance's claim) must end exactly as the same groups placed one at
 * a time through POST /portfolioTransactionGroup: the same rows and reservations, the same refusals in the
 * same words. Each case runs on twin accounts, set up alike: one through the API, one in a single call
 * of placeOrderGroupsTogether that places every case's twin at once.
 */

let p: TestPlatform;
let w: LedgerWorld;
const FIRM = 'OGRP';

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, FIRM);
});
afterAll(() => p.close());

type Order = Omit<PlaceInput, 'accountId'>;
const common = { currency: 'GBP' as const, frequency: 'Single' as const, narrative: 'Rebalance to Growth' };
const buy = (assetId: string, amount: number): Order => ({ ...KINDS.buy, ...common, assetId, amount });
const sell = (assetId: string, how: { quantity?: number; sellAll?: boolean }): Order => ({
  ...KINDS.sell,
  ...common,
  assetId,
  ...how,
});

interface Case {
  name: string;
  cash: number;
  /** £ of Alpha Fund bought and dealt first (at £2 a unit). */
  invested?: number;
  pending?: boolean;
  orders: () => Order[];
}

const CASES: Case[] = [
  { name: 'two buys within the cash', cash: 500, orders: () => [buy(w.fund.id, 300), buy(w.share.id, 200)] },
  { name: 'a buy beyond the cash', cash: 500, orders: () => [buy(w.share.id, 100), buy(w.fund.id, 450)] },
  {
    name: 'a sell funding a buy',
    cash: 100,
    invested: 100,
    orders: () => [sell(w.fund.id, { quantity: 30 }), buy(w.share.id, 150)],
  },
  {
    name: 'a buy beyond the cash and the sale',
    cash: 100,
    invested: 100,
    orders: () => [sell(w.fund.id, { quantity: 10 }), buy(w.share.id, 150)],
  },
  {
    name: 'a sell beyond the holding',
    cash: 100,
    invested: 100,
    orders: () => [sell(w.fund.id, { quantity: 51 })],
  },
  {
    name: 'everything sold and spent',
    cash: 0,
    invested: 0,
    orders: () => [sell(w.fund.id, { sellAll: true }), buy(w.share.id, 20)],
  },
  { name: 'a sell of nothing held', cash: 50, orders: () => [sell(w.share.id, { quantity: 1 })] },
  { name: 'a client not yet Active', cash: 500, pending: true, orders: () => [buy(w.fund.id, 100)] },
];

type Twin = { clientId: string; accountId: string };

/** A fresh client's GIA (a twin's client has the same name), with cash settled and, when asked, Alpha Fund bought and dealt. */
async function twin(c: Case, n: number): Promise<Twin> {
  const clientId = await adult(p, w.token, FIRM, `Twin${n}`);
  const accountId = await openAccount(p, w.token, FIRM, clientId);
  const invested = c.invested === undefined ? 0 : c.invested || 40;
  if (c.cash + invested) await w.api.fund(accountId, c.cash + invested);
  if (invested) expect((await w.api.buy(accountId, w.fund.id, invested)).status).toBe(201);
  return { clientId, accountId };
}

async function callerOf(userId: string): Promise<Caller> {
  const [row] = await p.db
    .select(CALLER_COLUMNS)
    .from(users)
    .innerJoin(nodes, and(eq(nodes.firmId, users.firmId), eq(nodes.id, users.nodeId)))
    .where(and(eq(users.firmId, FIRM), eq(users.id, userId)));
  return row;
}

/** What both paths must agree on about a placed order (ids, link ids and times aside). */
const shapeOf = (rows: (typeof portfolioTransactions.$inferSelect)[]) =>
  rows
    .filter((r) => r.status !== 'Completed')
    .map((r) => ({
      type: r.transactionType,
      movement: r.movementType,
      status: r.status,
      assetId: r.assetId,
      amount: r.amount,
      quantity: r.quantity,
      reservedCash: r.reservedCash,
      reservedQuantity: r.reservedQuantity,
      details: r.details,
      linked: r.linkId !== null,
    }))
    .sort((a, b) => `${a.movement}${a.assetId}`.localeCompare(`${b.movement}${b.assetId}`));

const ordersOn = (accountId: string) =>
  p.db.select().from(portfolioTransactions).where(eq(portfolioTransactions.accountId, accountId));

describe('order groups placed together', () => {
  it('when the same groups are placed together and one at a time, then they end alike: the same orders and reservations, the same refusals in the same words', async () => {
    const twins: { c: Case; one: Twin; together: Twin }[] = [];
    for (const [i, c] of CASES.entries())
      twins.push({ c, one: await twin(c, i), together: await twin(c, i) });
    expect((await w.api.deal()).status).toBe(200);
    for (const t of twins)
      if (t.c.pending)
        for (const { clientId } of [t.one, t.together])
          await p.db.update(clients).set({ status: 'Pending' }).where(eq(clients.id, clientId));

    const alone = [];
    for (const t of twins)
      alone.push(
        await p.request('POST', '/portfolioTransactionGroup', {
          token: w.token,
          body: { firmId: FIRM, accountId: t.one.accountId, transactions: t.c.orders() },
        }),
      );

    const caller = await callerOf(w.userId);
    const outcomes = await p.db.transaction(async (tx) => {
      const ids = twins.map((t) => t.together.accountId);
      const locked = await lockAccounts(tx, caller, new Map(ids.map((id) => [id, 'accountId'])));
      const groups: OrderGroup[] = [];
      for (const t of twins) {
        const id = t.together.accountId;
        const held = new Map();
        const selling = new Map();
        for (const assetId of [w.fund.id, w.share.id]) {
          const h = await holding(tx, id, assetId);
          if (!h.quantity.isZero()) held.set(assetId, h.quantity);
          selling.set(assetId, await reservedUnits(tx, id, assetId));
        }
        groups.push({
          account: locked.get(id)!,
          orders: t.c.orders().map((o) => ({ ...o, accountId: id })),
          available: await availableCash(tx, id),
          held,
          selling,
        });
      }
      const prices = new Map();
      for (const assetId of [w.fund.id, w.share.id])
        prices.set(assetId, dec((await priceOn(tx, assetId))!.price));
      return placeOrderGroupsTogether(tx, caller, groups, prices);
    });

    for (const [i, t] of twins.entries()) {
      const res = alone[i];
      const outcome = outcomes[i];
      if ('refused' in outcome) {
        expect(res.status, `${t.c.name}: ${JSON.stringify(res.body)}`).toBe(outcome.refused.statusCode);
        expect(outcome.refused).toBeInstanceOf(AppError);
        expect(res.body.error.errorMessage, t.c.name).toBe(outcome.refused.message);
        expect(res.body.error.fieldErrors ?? [], t.c.name).toEqual(outcome.refused.fieldErrors);
      } else {
        expect(res.status, `${t.c.name}: ${JSON.stringify(res.body)}`).toBe(201);
        const linked = (await ordersOn(t.together.accountId)).filter((r) => r.linkId === outcome.linkId);
        expect(linked.length, t.c.name).toBe(t.c.orders().length);
      }
      expect(shapeOf(await ordersOn(t.together.accountId)), t.c.name).toEqual(
        shapeOf(await ordersOn(t.one.accountId)),
      );
    }
    // Every case ran its course: some placed, some refused, by both paths.
    expect(outcomes.filter((o) => 'refused' in o)).toHaveLength(5);
  });
});
