import { and, between, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/connection';
import { accounts, portfolioTransactions, productTransfers } from '../../db/schema';
import { fieldError } from '../../errors';
import type { AccountRow } from '../../accounts/presenter';
import { londonToday, taxYearOf } from '../clock';
import { dec, formatPounds, type Decimal } from '../money';

/** Annual subscription limits (HMRC, 2024/25 onwards): ISA £20,000 per adult, JISA £9,000 per child. */
export const SUBSCRIPTION_LIMITS: Record<string, Decimal> = { ISA: dec(20_000), JISA: dec(9_000) };

const source = alias(accounts, 'source');
const target = alias(accounts, 'target');

/**
 * What the client has subscribed to the wrapper this tax year, across all their accounts of it: pay-ins,
 * and cash moved in from an account of another wrapper. Deleted and failed transactions do not count, so a
 * pay-in that fails gives its allowance back. `used` is money that arrived (Completed); `pending` is money
 * on its way (Waiting, awaiting authorisation or a request), which speaks for the allowance all the same.
 */
export async function subscriptions(tx: Tx, clientId: string, wrapperType: string, on = londonToday()) {
  const year = taxYearOf(on);
  const t = portfolioTransactions;
  const [row] = await tx
    .select({
      used: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.status} = 'Completed'), 0)::text`,
      pending: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.status} <> 'Completed'), 0)::text`,
    })
    .from(t)
    .innerJoin(source, eq(source.id, t.accountId))
    .leftJoin(target, eq(target.id, t.counterAccountId))
    .where(
      and(
        notInArray(t.status, ['Deleted', 'Error']),
        between(t.transactionDate, year.start, year.end),
        or(
          and(
            eq(t.transactionSubType, 'Deposit'),
            eq(source.clientId, clientId),
            eq(source.wrapperType, wrapperType),
          ),
          and(
            eq(t.transactionSubType, 'Internal'),
            eq(target.clientId, clientId),
            eq(target.wrapperType, wrapperType),
            sql`${source.wrapperType} <> ${wrapperType}`,
          ),
        ),
        inArray(t.transactionType, ['Payment', 'Cash Transfer']),
      ),
    );
  const carried = await carriedSubscriptions(tx, clientId, wrapperType, year);
  return { used: dec(row.used).plus(carried.used), pending: dec(row.pending).plus(carried.pending) };
}

/**
 * This tax year's subscriptions an ISA transferred in brings with it (decision 0800): they were paid to the
 * other provider and count once against the allowance here. The money transferred itself is not a
 * subscription: a Product Transfer is neither a Deposit nor an Internal movement, so it is not counted above.
 */
async function carriedSubscriptions(
  tx: Tx,
  clientId: string,
  wrapperType: string,
  year: { start: string; end: string },
) {
  const t = portfolioTransactions;
  const p = productTransfers;
  const [row] = await tx
    .select({
      used: sql<string>`coalesce(sum(${p.currentYearSubscriptions}) filter (where ${t.status} = 'Completed'), 0)::text`,
      pending: sql<string>`coalesce(sum(${p.currentYearSubscriptions}) filter (where ${t.status} <> 'Completed'), 0)::text`,
    })
    .from(p)
    .innerJoin(t, eq(t.id, p.id))
    .innerJoin(source, eq(source.id, p.accountId))
    .where(
      and(
        eq(p.direction, 'In'),
        eq(source.clientId, clientId),
        eq(source.wrapperType, wrapperType),
        notInArray(t.status, ['Deleted', 'Error']),
        between(t.transactionDate, year.start, year.end),
      ),
    );
  return { used: dec(row.used), pending: dec(row.pending) };
}

/** Everything that speaks for the allowance: used and pending together. */
export async function subscribed(tx: Tx, clientId: string, wrapperType: string, on = londonToday()) {
  const { used, pending } = await subscriptions(tx, clientId, wrapperType, on);
  return used.plus(pending);
}

/** A capped wrapper's allowance this tax year, split: the limit, used, pending and left (never below 0). */
export interface AllowanceSplit {
  limit: Decimal;
  used: Decimal;
  pending: Decimal;
  left: Decimal;
}

/** The allowance split for the account's wrapper, or null for an uncapped one. */
export async function allowanceOf(tx: Tx, account: AccountRow): Promise<AllowanceSplit | null> {
  const limit = SUBSCRIPTION_LIMITS[account.wrapperType];
  if (!limit) return null;
  const { used, pending } = await subscriptions(tx, account.clientId, account.wrapperType);
  const left = limit.minus(used).minus(pending);
  return { limit, used, pending, left: left.isNegative() ? dec(0) : left };
}

/** The allowance left this tax year for a capped wrapper, or null for an uncapped one. */
export async function remainingAllowance(tx: Tx, account: AccountRow): Promise<Decimal | null> {
  return (await allowanceOf(tx, account))?.left ?? null;
}

/**
 * 400 on `field` when paying `amount` into the account would pass its wrapper's allowance. The client row
 * is locked (ledger/transactions/locks.ts) before this runs, so concurrent pay-ins into their ISAs queue and count.
 */
export async function checkAllowance(tx: Tx, account: AccountRow, amount: Decimal, field: string) {
  const left = await remainingAllowance(tx, account);
  if (left && amount.greaterThan(left))
    throw fieldError(
      field,
      `${formatPounds(left)} of this tax year's ${account.wrapperType} allowance is left`,
    );
}
