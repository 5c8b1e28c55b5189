import { z } from 'zod';
import type { PAYMENT_METHODS } from './enums';

/** The ledger's vocabulary: payments, orders, fees and cash movements (spec §3 "Portfolio transaction"). */

type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Methods a pay-in may arrive by, and a withdrawal may leave by. `Transfer` is for product transfers. */
export const PAY_IN_METHODS = [
  'Bank Transfer',
  'Direct Debit',
  'BACS Credit',
] as const satisfies readonly PaymentMethod[];
export const WITHDRAWAL_METHODS = [
  'BACS Credit',
  'Bank Transfer',
] as const satisfies readonly PaymentMethod[];

/** A sum of money at the edge: pounds, at most two decimals, never negative. */
export const ZMoney = z
  .number()
  .positive()
  .max(1_000_000_000)
  .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), 'Must have at most 2 decimal places');

/** A unit quantity at the edge: at most six decimals. */
export const ZQuantity = z
  .number()
  .positive()
  .max(1_000_000_000)
  .refine((n) => /^\d+(\.\d{1,6})?$/.test(String(n)), 'Must have at most 6 decimal places');
