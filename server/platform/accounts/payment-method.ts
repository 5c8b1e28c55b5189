import { usableFor, type TValidatePaymentMethod } from '../../../contract/accounts';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { findAccount } from './service';

/**
 * POST /account/validatePaymentMethod: the body's schema has already run the modulus check and refused
 * `Transfer`; this confirms the account (when named) is the caller's and says what the method serves.
 */
export async function validatePaymentMethod(db: Database, caller: Caller, input: TValidatePaymentMethod) {
  if (input.accountId) await findAccount(db, caller, input.accountId);
  return {
    valid: true,
    paymentMethod: input.paymentMethod,
    sortCode: input.sortCode,
    accountNumber: input.accountNumber,
    usableFor: usableFor(input.paymentMethod),
  };
}
