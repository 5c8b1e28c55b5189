import type { Tx } from '../../db/connection';
import { fieldError } from '../../errors';
import { contractNote, planBuy, planSell, type Execution, type Plan, type Trade } from './execute';
import { moneyIn, quantityIn } from '../money';
import {
  postCash,
  postStock,
  transfer,
  type CashLeg,
  type PostingDates,
  type StockLeg,
} from '../postings/post';
import { onSaleFinal } from './disinvest-sales';
import { deliverContractNotes } from '../../messages/contract-notes';
import { changeTransaction, type Actor, type TransactionRow } from '../records/transaction-rows';

/** Executes a Placed order: the plan's postings (cash and stock against the market book) and its note. */

export const planOrder = (tx: Tx, row: TransactionRow, ex: Execution): Promise<Plan> =>
  row.movementType === 'Sell' ? planSell(tx, row, ex) : planBuy(tx, row, ex);

/** A trade's double entry: cash and units between the client's account and the market book. */
export function tradeLegs(
  row: TransactionRow,
  trade: Trade,
  tradeDate: string,
): { cash: CashLeg[]; stock: StockLeg[]; dates: PostingDates } {
  const dates = { postDate: tradeDate, valueDate: trade.settlementDate };
  const buying = trade.side === 'Buy';
  const code = buying ? 'BUYS' : 'SELL';
  const narrative = `${buying ? 'Bought' : 'Sold'} ${trade.units.toFixed()} units`;
  const client = { book: 'Client' as const, accountId: row.accountId, code, narrative } as const;
  const market = { book: 'Market' as const, code, narrative } as const;
  const cash = buying
    ? transfer(trade.consideration, client, market)
    : transfer(trade.consideration, market, client);
  if (trade.chargesTotal.greaterThan(0)) {
    const narrative = trade.charges.map((c) => `${c.type} ${c.amount.toFixed(2)}`).join(', ');
    const charged = { book: 'Client' as const, accountId: row.accountId, code: 'CHRG' as const, narrative };
    cash.push(...transfer(trade.chargesTotal, charged, { book: 'Fees', code: 'CHRG', narrative }));
  }
  const sign = buying ? 1 : -1;
  const leg = (side: typeof client | typeof market, s: number) => ({
    ...side,
    assetId: row.assetId!,
    quantity: trade.units.times(s),
    value: trade.consideration.times(s),
    bookValue: trade.bookCost.times(s),
    ...(trade.profitLoss && side.book === 'Client' ? { profitLoss: trade.profitLoss } : {}),
  });
  return { cash, stock: [leg(client, sign), leg(market, -sign)], dates };
}

/** What executing an order changes on it: Completed, what it cost or raised, its execution and note. */
export function executedChanges(
  row: TransactionRow,
  ex: Execution,
  trade: Trade,
  note: { price: number; consideration: number; quantity: number },
) {
  return {
    status: 'Completed' as const,
    completedDate: ex.tradeDate,
    intendedSettlementDate: trade.settlementDate,
    amount: moneyIn(trade.consideration),
    quantity: quantityIn(trade.units),
    details: {
      ...(row.movementType === 'Invest' && row.amount ? { orderedAmount: row.amount } : {}),
      executionDetails: {
        currency: 'GBP',
        price: note.price,
        transactionTime: ex.transactionTime,
        venue: ex.venue,
        executionAmount: note.consideration,
        executedQuantity: note.quantity,
      },
      contractNote: note,
    },
  };
}

/** Writes a planned trade and completes the order with its execution details and contract note. */
export async function applyTrade(tx: Tx, actor: Actor, row: TransactionRow, ex: Execution, trade: Trade) {
  const legs = tradeLegs(row, trade, ex.tradeDate);
  await postCash(tx, row, legs.cash, legs.dates);
  await postStock(tx, row, legs.stock, legs.dates);
  const note = await contractNote(tx, row, ex, trade);
  const done = await changeTransaction(tx, actor, row, executedChanges(row, ex, trade, note), 'execute');
  await deliverContractNotes(tx, actor, [{ id: row.id, accountId: row.accountId, note }]);
  await onSaleFinal(tx, actor, done);
  return done;
}

/** A manual execution (PUT /portfoliotransactionaction … with executionDetails): 400 when it cannot be. */
export async function executeManually(tx: Tx, actor: Actor, row: TransactionRow, ex: Execution) {
  const plan = await planOrder(tx, row, ex);
  if (!plan.ok) throw fieldError(plan.field, plan.reason);
  return applyTrade(tx, actor, row, ex, plan.trade);
}
