import { and, eq, inArray } from 'drizzle-orm';
import { kindOf } from '../../../../contract/ledger';
import type { LockedAccount } from '../../accounts/money-gate';
import { checkAccountAllows } from '../../accounts/money-gate';
import type { Tx } from '../../db/connection';
import { firmAssets } from '../../db/schema';
import { AppError } from '../../errors';
import { londonToday } from '../clock';
import { dec, ZERO, type Decimal } from '../money';
import type { PlaceInput } from '../placing/context';
import {
  buyCovered,
  cannotAfford,
  reservedBuy,
  reservedSell,
  sellReserve,
  type OrderContext,
} from '../placing/orders';
import type { Actor } from '../records/transaction-rows';
import { insertTransactions, newLinkIds, type NewTransaction } from '../records/transaction-rows';
import { inElement } from './create';

/**
 * Many accounts' order groups placed at once (a bulk rebalance's claim of accounts, decision 0706): what
 * POST /portfolioTransactionGroup does for one account, for many, in a handful of statements instead of
 * about thirty an account. Each group is decided on facts its caller read under the accounts' locks (the
 * ledger's lockAccounts, then the books), by the same rules as one order at a time (placing/orders.ts:
 * sellReserve, buyCovered), and refused or placed whole: a refused group writes nothing and answers the
 * error placing it alone would have raised, named by element ("Transaction 2: …").
 */

/** One account's sells and buys, and what they are decided on (read after the account was locked). */
export interface OrderGroup {
  account: LockedAccount;
  orders: PlaceInput[];
  /** Settled cash less reservations. */
  available: Decimal;
  /** Units held, by asset, and units open sells hold back. */
  held: Map<string, Decimal>;
  selling: Map<string, Decimal>;
}

/** Each group's link id, or why it was refused; in the order given. */
export type GroupOutcome = { linkId: string } | { refused: AppError };

/** The firm's status for each asset it adopted among `assetIds` (one query). */
async function firmStatuses(tx: Tx, firmId: string, assetIds: string[]) {
  if (!assetIds.length) return new Map<string, string>();
  const rows = await tx
    .select({ assetId: firmAssets.assetId, status: firmAssets.status })
    .from(firmAssets)
    .where(and(eq(firmAssets.firmId, firmId), inArray(firmAssets.assetId, assetIds)));
  return new Map(rows.map((r) => [r.assetId, r.status]));
}

/** One group's rows, each order checked as placeTransaction checks it, in the group's order. */
function decide(
  group: OrderGroup,
  market: { prices: Map<string, Decimal>; firmStatuses: Map<string, string> },
  ctx: OrderContext,
): NewTransaction[] {
  const { account } = group;
  let available = group.available;
  let sales = ZERO;
  const heldBack = new Map(group.selling);
  return group.orders.map((input, i) => {
    try {
      const assetId = input.assetId!;
      const price = market.prices.get(assetId);
      const kind = kindOf(input);
      if (kind === 'sell') {
        checkAccountAllows(account, 'sell');
        const reserved = heldBack.get(assetId) ?? ZERO;
        const { reserve, value } = sellReserve(input, {
          held: group.held.get(assetId) ?? ZERO,
          reserved,
          price,
        });
        heldBack.set(assetId, reserved.plus(reserve));
        sales = sales.plus(value);
        return reservedSell(ctx, input, reserve);
      }
      if (kind !== 'buy') throw new Error(`An order group holds buys and sells, not ${kind}`);
      checkAccountAllows(account, 'buy');
      const firmStatus = market.firmStatuses.get(assetId);
      if (!buyCovered(input, { firmStatus, price, available, groupSales: sales }))
        throw cannotAfford(available);
      available = available.minus(dec(input.amount));
      return reservedBuy(ctx, input);
    } catch (e) {
      throw inElement(e, i);
    }
  });
}

/**
 * Decides every group, then writes the placed ones together: their link ids in one statement, their
 * orders, audit rows and webhook events in three more. `prices` are the latest, read in this transaction.
 */
export async function placeOrderGroupsTogether(
  tx: Tx,
  caller: Actor,
  groups: OrderGroup[],
  prices: Map<string, Decimal>,
): Promise<GroupOutcome[]> {
  const bought = [
    ...new Set(groups.flatMap((g) => g.orders.filter((o) => kindOf(o) === 'buy').map((o) => o.assetId!))),
  ];
  const market = { prices, firmStatuses: await firmStatuses(tx, caller.firmId, bought) };
  const ctx: OrderContext = { linkId: null, today: londonToday() };
  const decided = groups.map((group): NewTransaction[] | AppError => {
    try {
      return decide(group, market, ctx);
    } catch (e) {
      if (e instanceof AppError && e.statusCode < 500) return e;
      throw e;
    }
  });
  const placed = decided.filter((d): d is NewTransaction[] => !(d instanceof AppError));
  const linkIds = await newLinkIds(tx, placed.length);
  let next = 0;
  const outcomes = decided.map((d): GroupOutcome & { rows?: NewTransaction[] } =>
    d instanceof AppError ? { refused: d } : { linkId: linkIds[next++], rows: d },
  );
  await insertTransactions(
    tx,
    caller,
    outcomes.flatMap((o) => ('linkId' in o ? o.rows!.map((row) => ({ ...row, linkId: o.linkId })) : [])),
  );
  return outcomes.map((o) => ('linkId' in o ? { linkId: o.linkId } : o));
}
