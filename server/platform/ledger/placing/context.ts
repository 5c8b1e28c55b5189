import type { TCreatePortfolioTransaction } from '../../../../contract/ledger';
import type { Tx } from '../../db/connection';
import type { LockedAccount } from '../../accounts/money-gate';
import type { Actor, TransactionDetails } from '../records/transaction-rows';
import type { Decimal } from '../money';

/*
 * The shapes every placer shares, kept apart from place.ts (which dispatches to the placers) so that the
 * placers can name them without importing their own dispatcher.
 */

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
  /**
   * Sells placed earlier in the same group, per account: their value at the latest price. The dealing run
   * deals an account's sells before its buys, so the group's buys may spend it (a rebalance, decision 0705).
   */
  groupSales?: Map<string, Decimal>;
  /** Details every transaction placed in this context carries (its regular payment, the withdrawal it funds). */
  details?: TransactionDetails;
}
export type PlaceInput = Omit<TCreatePortfolioTransaction, 'firmId'>;
