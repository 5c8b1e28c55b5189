import { TRANSACTION_KINDS } from '../../../contract/ledger';
import { fieldError } from '../http/errors';
import type { AccountRow } from '../accounts/presenter';
import { checkAllowance } from './allowance';
import { availableCash } from './books';
import { needsSecondUser } from './four-eyes';
import { dec, moneyIn, pounds, type Decimal } from './money';
import { checkAccountAllows, checkWrapperReleases, type PlaceContext, type PlaceInput } from './place';
import { insertTransaction, type NewTransaction } from './record';
import { settleFee, settleMovement } from './settle';

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
    details: input.narrative ? { narrative: input.narrative } : {},
  };
}

async function checkAvailable(ctx: PlaceContext, account: AccountRow, amount: Decimal, purpose: string) {
  const available = await availableCash(ctx.tx, account.id);
  if (amount.greaterThan(available))
    throw fieldError(
      'amount',
      `Only ${pounds(available.isNegative() ? 0 : available)} is available to ${purpose}`,
    );
}

/** A pay-in waits for the money to arrive (PUT /portfoliotransactionaction … Complete). */
export async function placePayIn(ctx: PlaceContext, input: PlaceInput, account: AccountRow) {
  checkAccountAllows(account, 'payIn');
  const amount = dec(input.amount);
  await checkAllowance(ctx.tx, account, amount, 'amount');
  const row = await insertTransaction(ctx.tx, ctx.caller, base(ctx, input, 'payIn'));
  ctx.groupPayIns.set(account.id, (ctx.groupPayIns.get(account.id) ?? dec(0)).plus(amount));
  return row;
}

/** A withdrawal holds its cash back at once; it is Pending when four-eyes applies, else Waiting to be paid. */
export async function placeWithdrawal(ctx: PlaceContext, input: PlaceInput, account: AccountRow) {
  checkAccountAllows(account, 'withdraw');
  checkWrapperReleases(account);
  const amount = dec(input.amount);
  await checkAvailable(ctx, account, amount, 'withdraw');
  const pending = await needsSecondUser(ctx.tx, account.firmId, 'Withdrawal', amount);
  return insertTransaction(ctx.tx, ctx.caller, {
    ...base(ctx, input, 'withdraw'),
    status: pending ? 'Pending' : 'Waiting',
    reservedCash: moneyIn(amount),
  });
}

/** An adviser's ad hoc fee is taken at once, unless four-eyes holds it Pending. */
export async function placeFee(ctx: PlaceContext, input: PlaceInput, account: AccountRow) {
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
export async function placeMovement(ctx: PlaceContext, input: PlaceInput, account: AccountRow) {
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
