import { format, subDays } from 'date-fns';
import type { Database } from '../../db/connection';
import { cashPostings, portfolioTransactions, stockPostings } from '../../db/schema';
import { cashRows, dec, londonToday, stockRows } from '../../ledger';

/**
 * A back-dated history for report tests: completed transactions with the balanced double entry the ledger
 * writes (Client against the Bank and Market books), on days the live API cannot reach (it posts today).
 */

export const daysAgo = (n: number) =>
  format(subDays(new Date(`${londonToday()}T12:00:00Z`), n), 'yyyy-MM-dd');

type Kind = { transactionType: string; transactionSubType: string; movementType: string };
const PAY_IN: Kind = { transactionType: 'Payment', transactionSubType: 'Deposit', movementType: 'In' };
const WITHDRAW: Kind = { transactionType: 'Payment', transactionSubType: 'Withdrawal', movementType: 'Out' };
const BUY: Kind = { transactionType: 'Order', transactionSubType: 'At Best', movementType: 'Invest' };
const MOVE: Kind = { transactionType: 'Cash Transfer', transactionSubType: 'Internal', movementType: 'Out' };

export function history(db: Database, firmId: string, accountId: string) {
  async function record(kind: Kind, date: string, amount: string, extra: Record<string, unknown> = {}) {
    const [row] = await db
      .insert(portfolioTransactions)
      .values({
        firmId,
        accountId,
        ...kind,
        status: 'Completed',
        amount,
        transactionDate: date,
        completedDate: date,
        requestedBy: 'test',
        createdBy: 'test',
        updatedBy: 'test',
        ...extra,
      })
      .returning({ id: portfolioTransactions.id });
    return { id: row.id, firmId };
  }
  const client = { book: 'Client' as const, accountId };
  const dates = (date: string) => ({ postDate: date, valueDate: date });
  const cash = async (kind: Kind, date: string, amount: string, code: 'DEPO' | 'WDRL') => {
    const owner = await record(kind, date, amount);
    const signed = code === 'DEPO' ? dec(amount) : dec(amount).negated();
    const legs = [
      { ...client, code, narrative: code === 'DEPO' ? 'Deposit' : 'Withdrawal', amount: signed },
      { book: 'Bank' as const, code, narrative: 'Bank', amount: signed.negated() },
    ];
    await db.insert(cashPostings).values(cashRows(owner, legs, dates(date)));
    return owner.id;
  };
  return {
    payIn: (date: string, amount: string) => cash(PAY_IN, date, amount, 'DEPO'),
    withdraw: (date: string, amount: string) => cash(WITHDRAW, date, amount, 'WDRL'),
    /** Buys `units` at `price` (no charges): cash to the market, units and their book cost to the account. */
    async buy(date: string, assetId: string, units: string, price: string) {
      const cost = dec(units).times(price);
      const owner = await record(BUY, date, cost.toFixed(2), { assetId, quantity: units });
      const narrative = `Bought ${units} units`;
      await db.insert(cashPostings).values(
        cashRows(
          owner,
          [
            { ...client, code: 'BUYS', narrative, amount: cost.negated() },
            { book: 'Market', code: 'BUYS', narrative, amount: cost },
          ],
          dates(date),
        ),
      );
      const leg = { assetId, value: cost, bookValue: cost, narrative, code: 'BUYS' as const };
      await db.insert(stockPostings).values(
        stockRows(
          owner,
          [
            { ...client, ...leg, quantity: dec(units) },
            {
              book: 'Market',
              ...leg,
              quantity: dec(units).negated(),
              value: cost.negated(),
              bookValue: cost.negated(),
            },
          ],
          dates(date),
        ),
      );
      return owner.id;
    },
    /** Cash from this account to another of the same client's (TRFO here, TRFI there). */
    async move(date: string, toAccountId: string, amount: string) {
      const owner = await record(MOVE, date, amount, { counterAccountId: toAccountId });
      const legs = [
        {
          ...client,
          code: 'TRFO' as const,
          narrative: `Cash moved to ${toAccountId}`,
          amount: dec(amount).negated(),
        },
        {
          book: 'Client' as const,
          accountId: toAccountId,
          code: 'TRFI' as const,
          narrative: `Cash moved from ${accountId}`,
          amount: dec(amount),
        },
      ];
      await db.insert(cashPostings).values(cashRows(owner, legs, dates(date)));
      return owner.id;
    },
  };
}
