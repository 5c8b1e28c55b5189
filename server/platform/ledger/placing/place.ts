import { kindOf, type TransactionKind } from '../../../../contract/ledger';
import type { LockedAccount } from '../../accounts/money-gate';
import { placeFee, placeMovement, placePayIn, placeWithdrawal } from './cash';
import { placeBuy, placeSell } from './orders';
import type { TransactionRow } from '../records/transaction-rows';
import type { PlaceContext, PlaceInput } from './context';

const PLACERS: Record<
  TransactionKind,
  (ctx: PlaceContext, input: PlaceInput, account: LockedAccount) => Promise<TransactionRow>
> = {
  payIn: placePayIn,
  withdraw: placeWithdrawal,
  adHocFee: placeFee,
  internalMovement: placeMovement,
  buy: placeBuy,
  sell: placeSell,
};

/** Places one transaction on an account the caller has already locked. */
export function placeTransaction(ctx: PlaceContext, input: PlaceInput): Promise<TransactionRow> {
  const kind = kindOf(input)!;
  return PLACERS[kind](ctx, input, ctx.accounts.get(input.accountId)!);
}
