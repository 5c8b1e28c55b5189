import { and, between, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/connection';
import { accounts, portfolioTransactions } from '../db/schema';
import { fieldError } from '../http/errors';
import type { AccountRow } from '../accounts/presenter';
import { londonToday, taxYearOf } from './clock';
import { dec, pounds, type Decimal } from './money';

/** Annual subscription limits (HMRC, 2024/25 onwards): ISA £20,000 per adult, JISA £9,000 per child. */
export const SUBSCRIPTION_LIMITS: Record<string, Decimal> = { ISA: dec(20_000), JISA: dec(9_000) };

const source = alias(accounts, 'source');
const target = alias(accounts, 'target');

/**
 * What the client has subscribed to the wrapper this tax year, across all their accounts of it: pay-ins,
 * and cash moved in from an account of another wrapper. Deleted and failed transactions do not count;
 * pending ones do (the allowance is spoken for).
 */
export async function subscribed(tx: Tx, clientId: string, wrapperType: string, on = londonToday()) {
  const year = taxYearOf(on);
  const t = portfolioTransactions;
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${t.amount}), 0)::text` })
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
  return dec(row.total);
}

/** The allowance left this tax year for a capped wrapper, or null for an uncapped one. */
export async function remainingAllowance(tx: Tx, account: AccountRow): Promise<Decimal | null> {
  const limit = SUBSCRIPTION_LIMITS[account.wrapperType];
  if (!limit) return null;
  const left = limit.minus(await subscribed(tx, account.clientId, account.wrapperType));
  return left.isNegative() ? dec(0) : left;
}

/**
 * 400 on `field` when paying `amount` into the account would pass its wrapper's allowance. The client row
 * is locked (ledger/locks.ts) before this runs, so concurrent pay-ins into their ISAs queue and count.
 */
export async function checkAllowance(tx: Tx, account: AccountRow, amount: Decimal, field: string) {
  const left = await remainingAllowance(tx, account);
  if (left && amount.greaterThan(left))
    throw fieldError(field, `${pounds(left)} of this tax year's ${account.wrapperType} allowance is left`);
}
