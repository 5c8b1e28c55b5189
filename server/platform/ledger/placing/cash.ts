import { TRANSACTION_KINDS } from '../../../../contract/ledger';
import { fieldError } from '../../errors';
import type { LockedAccount } from '../../accounts/money-gate';
import { checkAllowance } from '../allowance/allowance';
import { availableCash } from '../postings/books';
import { needsSecondUser } from '../four-eyes/four-eyes';
import { dec, Decimal, moneyIn, formatPounds, ZERO } from '../money';
import { planSales, raiseSales } from './disinvest';
import { placeBuysOnReceipt } from './invest-on-receipt';
import { checkAccountAllows, checkWrapperReleases } from '../../accounts/money-gate';
import type { PlaceContext, PlaceInput } from './context';
import { insertTransaction, newLinkId, type NewTransaction } from '../records/transaction-rows';
import { settleFee, settleMovement } from '../settlement/settle';

/** Pay-ins, withdrawals, adviser fees and internal movements: the cash side of the ledger. */

function base(ctx: PlaceContext, input: PlaceInput, kind: keyof typeof TRANSACTION_KINDS): NewTransaction {
  return {
    ...TRANSACTION_KINDS[kind],
    accountId: input.accountId,
    linkId: ctx.linkId,
    currency: input.currency,
    amount: input.amount === undefined ? null : moneyIn(input.amount),
    method: input.method ?? null,
    status: 'Waiting',
    transactionDate: ctx.today,
    details: { ...ctx.details, ...(input.narrative ? { narrative: input.narrative } : {}) },
  };
}

async function checkAvailable(ctx: PlaceContext, account: LockedAccount, amount: Decimal, purpose: string) {
  const available = await availableCash(ctx.tx, account.id);
  if (amount.greaterThan(available))
    throw fieldError(
      'amount',
      `Only ${formatPounds(available.isNegative() ? 0 : available)} is available to ${purpose}`,
    );
}

/**
 * A pay-in waits for the money to arrive (PUT /portfoliotransactionaction … Complete). With investOnReceipt
 * its buys are placed with it under one linkId and wait for it, as in a group.
 */
export async function placePayIn(ctx: PlaceContext, input: PlaceInput, account: LockedAccount) {
  checkAccountAllows(account, 'payIn');
  const amount = dec(input.amount);
  await checkAllowance(ctx.tx, account, amount, 'amount');
  const linked = input.investOnReceipt && !ctx.linkId ? { ...ctx, linkId: await newLinkId(ctx.tx) } : ctx;
  const row = await insertTransaction(ctx.tx, ctx.caller, base(linked, input, 'payIn'));
  const invested = input.investOnReceipt
    ? await placeBuysOnReceipt(linked, row, input.investOnReceipt, account)
    : ZERO;
  ctx.groupPayIns.set(account.id, (ctx.groupPayIns.get(account.id) ?? ZERO).plus(amount.minus(invested)));
  return row;
}

const OVERDRAW = 'more would overdraw the account';

/**
 * A withdrawal holds its cash back at once; it is Pending when four-eyes applies, else Waiting to be paid.
 * Short of cash, it is refused unless it asks for auto-disinvest: then it holds the cash there is and sells
 * investments for the rest (docs/decisions/0404); the sells are raised once it is authorised.
 */
export async function placeWithdrawal(ctx: PlaceContext, input: PlaceInput, account: LockedAccount) {
  checkAccountAllows(account, 'withdraw');
  checkWrapperReleases(account);
  const amount = dec(input.amount);
  const available = Decimal.max(await availableCash(ctx.tx, account.id), ZERO);
  const pending = await needsSecondUser(ctx.tx, account.firmId, 'Withdrawal', amount);
  const status = pending ? 'Pending' : 'Waiting';
  if (amount.lessThanOrEqualTo(available))
    return insertTransaction(ctx.tx, ctx.caller, {
      ...base(ctx, input, 'withdraw'),
      status,
      reservedCash: moneyIn(amount),
    });
  if (!input.autoDisinvest)
    throw fieldError('amount', `Only ${formatPounds(available)} is available to withdraw: ${OVERDRAW}`);
  const disinvest = { autoDisinvest: input.autoDisinvest, sellDown: input.sellDown ?? 'Largest' } as const;
  await planSales(ctx.tx, account.id, amount.minus(available), disinvest);
  const linked = ctx.linkId ? ctx : { ...ctx, linkId: await newLinkId(ctx.tx) };
  const draft = base(linked, input, 'withdraw');
  const row = await insertTransaction(ctx.tx, ctx.caller, {
    ...draft,
    status,
    reservedCash: moneyIn(available),
    details: { ...draft.details, disinvest, awaitingSales: true },
  });
  if (!pending) await raiseSales(linked, row, account);
  return row;
}

/** An adviser's ad hoc fee is taken at once, unless four-eyes holds it Pending. */
export async function placeFee(ctx: PlaceContext, input: PlaceInput, account: LockedAccount) {
  checkAccountAllows(account, 'fee');
  const amount = dec(input.amount);
  await checkAvailable(ctx, account, amount, 'pay the fee');
  const pending = await needsSecondUser(ctx.tx, account.firmId, 'Adviser Adhoc Fee', amount);
  const row = await insertTransaction(ctx.tx, ctx.caller, {
    ...base(ctx, input, 'adHocFee'),
    status: pending ? 'Pending' : 'Waiting',
    reservedCash: moneyIn(amount),
  });
  return pending ? row : settleFee(ctx.tx, ctx.caller, row, ctx.today);
}

/** Cash between two accounts of one client, at once unless four-eyes holds it Pending. */
export async function placeMovement(ctx: PlaceContext, input: PlaceInput, account: LockedAccount) {
  const target = ctx.accounts.get(input.toAccountId!)!;
  if (target.id === account.id || target.clientId !== account.clientId)
    throw fieldError('toAccountId', 'Must be another account of the same client');
  checkAccountAllows(account, 'withdraw');
  checkWrapperReleases(account);
  checkAccountAllows(target, 'receiveMovement');
  const amount = dec(input.amount);
  if (target.wrapperType !== account.wrapperType) await checkAllowance(ctx.tx, target, amount, 'amount');
  await checkAvailable(ctx, account, amount, 'move');
  const pending = await needsSecondUser(ctx.tx, account.firmId, 'Internal', amount);
  const row = await insertTransaction(ctx.tx, ctx.caller, {
    ...base(ctx, input, 'internalMovement'),
    status: pending ? 'Pending' : 'Waiting',
    counterAccountId: target.id,
    reservedCash: moneyIn(amount),
  });
  return pending ? row : settleMovement(ctx.tx, ctx.caller, row, ctx.today);
}
