import { TRANSACTION_KINDS, type TCreatePortfolioTransaction } from '../../../../contract/ledger';
import type { LockedAccount } from '../../accounts/money-gate';
import { AppError, badRequest, fieldError } from '../../errors';
import { dec, moneyIn, pennyFloor, ZERO, type Decimal } from '../money';
import { checkAccountAllows } from '../../accounts/money-gate';
import type { PlaceContext } from './context';
import { checkBuyable, dealingPrice } from './orders';
import { insertTransaction, type TransactionRow } from '../records/transaction-rows';

export type InvestOnReceipt = NonNullable<TCreatePortfolioTransaction['investOnReceipt']>;

/** Names an allocation line's error `investOnReceipt.{i}.{field}`, as the form shows it. */
function inLine(e: unknown, i: number): unknown {
  if (!(e instanceof AppError) || e.statusCode !== 400) return e;
  return badRequest(e.fieldErrors.map((f) => ({ ...f, fieldName: `investOnReceipt.${i}.${f.fieldName}` })));
}

/** Each line's buy: its percentage of the pay-in, rounded down to the penny; 400s name the line. */
export async function planBuysOnReceipt(
  ctx: PlaceContext,
  payInAmount: Decimal,
  lines: InvestOnReceipt,
  account: LockedAccount,
) {
  checkAccountAllows(account, 'buy');
  const buys: { assetId: string; amount: Decimal }[] = [];
  for (const [i, line] of lines.entries()) {
    const amount = pennyFloor(payInAmount.times(line.percentage).dividedBy(100));
    try {
      await checkBuyable(ctx.tx, account.firmId, line.assetId);
      await dealingPrice(ctx.tx, line.assetId);
      if (amount.isZero()) throw fieldError('percentage', 'Comes to less than 1p of the pay-in');
    } catch (e) {
      throw inLine(e, i);
    }
    buys.push({ assetId: line.assetId, amount });
  }
  return buys;
}

/**
 * Invest on receipt: one buy per line, each waiting for the pay-in under its linkId exactly as a group's
 * funded buy does (settle.ts places them when the money arrives). Returns the total the buys will spend.
 */
export async function placeBuysOnReceipt(
  ctx: PlaceContext,
  payIn: TransactionRow,
  lines: InvestOnReceipt,
  account: LockedAccount,
): Promise<Decimal> {
  let total = ZERO;
  for (const { assetId, amount } of await planBuysOnReceipt(ctx, dec(payIn.amount), lines, account)) {
    await insertTransaction(ctx.tx, ctx.caller, {
      ...TRANSACTION_KINDS.buy,
      accountId: account.id,
      linkId: payIn.linkId,
      currency: 'GBP',
      assetId,
      amount: moneyIn(amount),
      status: 'Waiting',
      transactionDate: ctx.today,
      details: { ...ctx.details, fundedByPayIn: true, narrative: `Invested on receipt of ${payIn.id}` },
    });
    total = total.plus(amount);
  }
  return total;
}
