import { kindOf, type TCreatePortfolioTransaction, type TransactionKind } from '../../../contract/ledger';
import type { Tx } from '../db/connection';
import { conflict } from '../http/errors';
import type { AccountRow } from '../accounts/presenter';
import type { LockedAccount } from './gate';
import { placeFee, placeMovement, placePayIn, placeWithdrawal } from './place-cash';
import { placeBuy, placeSell } from './place-orders';
import type { Actor, TransactionDetails, TransactionRow } from './record';
import type { Decimal } from './money';

/** What placing a transaction needs besides its body: who, the locked accounts, and its group. */
export interface PlaceContext {
  tx: Tx;
  /** A user, or the platform's regular-payment run. */
  caller: Actor;
  /** Locked, each with its owner (the onboarding gate reads the client's status from it). */
  accounts: Map<string, LockedAccount>;
  today: string;
  linkId: string | null;
  /** Pay-ins placed earlier in the same group, per account, not yet spoken for by the group's buys. */
  groupPayIns: Map<string, Decimal>;
  /** Details every transaction placed in this context carries (its regular payment, the withdrawal it funds). */
  details?: TransactionDetails;
}
export type PlaceInput = Omit<TCreatePortfolioTransaction, 'firmId'>;

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

/** The gate every placement passes: the client Active, the account's status allowing it (gate.ts). */
export { checkAccountAllows } from './gate';

const PENSIONS = ['Pension', 'SIPP', 'SSAS', 'TPPENSION'];

/** Money leaves a pension only by crystallisation, and a Junior ISA not before the child is 18. */
export function checkWrapperReleases(account: AccountRow) {
  if (PENSIONS.includes(account.wrapperType))
    throw conflict(`Money leaves a ${account.wrapperType} only through crystallisation, not as a withdrawal`);
  if (account.wrapperType === 'JISA')
    throw conflict(
      "A Junior ISA's money is locked until the child turns 18; it cannot be withdrawn or moved",
    );
}
