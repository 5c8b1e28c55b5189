import type { TransactionSubType } from '../../../contract/ledger';
import type { Actor } from '../audit/audited';
import type { Tx } from '../db/connection';
import { conflict } from '../errors';
import { Decimal, formatPounds, moneyIn, ZERO } from '../ledger/money';
import { availableCash } from '../ledger/postings/books';
import { postCash, type CashLeg } from '../ledger/postings/post';
import { insertTransaction, type TransactionRow } from '../ledger/records/transaction-rows';

/**
 * Pension payments as ledger transactions (decision 0901), each Completed at once with balanced postings:
 * the money leaves the client's pension account for the client-money bank, and any tax deducted leaves
 * the same way, as its own leg, on its way to HMRC. Sub-types (spec §3):
 * - PCLS: tax-free cash paid with a designation to drawdown;
 * - FAD: the designation itself, a Notional transaction with no postings (no money moves);
 * - UFPLS: the tax-free quarter of an UFPLS;
 * - UFPLS Gross Withdrawal / FAD Gross Withdrawal: the taxable part, gross, with PAYE deducted.
 */

export interface Payment {
  subType: Extract<TransactionSubType, 'PCLS' | 'UFPLS' | 'UFPLS Gross Withdrawal' | 'FAD Gross Withdrawal'>;
  gross: Decimal;
  /** PAYE deducted (an estimate on the emergency basis); zero for tax-free payments. */
  tax: Decimal;
  narrative: string;
}

/** 409 in plain words when the account's free cash cannot pay `needed` (selling down is not done here). */
export async function checkCash(tx: Tx, accountId: string, needed: Decimal) {
  const cash = Decimal.max(ZERO, await availableCash(tx, accountId));
  if (needed.greaterThan(cash))
    throw conflict(
      `The account has ${formatPounds(cash)} in cash and ${formatPounds(needed)} is needed to pay this; sell investments to raise the cash first`,
    );
}

const client = (accountId: string, narrative: string) =>
  ({ book: 'Client', accountId, code: 'WDRL', narrative }) as const;

/** One payment out of a pension account: Completed today with its postings. */
export async function payOut(
  tx: Tx,
  actor: Actor,
  accountId: string,
  payment: Payment,
  on: string,
  linkId: string | null,
): Promise<TransactionRow> {
  const row = await insertTransaction(tx, actor, {
    transactionType: 'Payment',
    transactionSubType: payment.subType,
    movementType: 'Out',
    accountId,
    linkId,
    currency: 'GBP',
    amount: moneyIn(payment.gross),
    method: 'BACS Credit',
    status: 'Completed',
    transactionDate: on,
    completedDate: on,
    details: { narrative: payment.narrative, taxDeducted: moneyIn(payment.tax), taxIsEstimate: true },
  });
  const net = payment.gross.minus(payment.tax);
  const legs: CashLeg[] = [
    { ...client(accountId, payment.narrative), amount: payment.gross.negated() },
    { book: 'Bank', code: 'WDRL', narrative: `${payment.narrative}: paid to the client`, amount: net },
    { book: 'Bank', code: 'WDRL', narrative: `${payment.narrative}: PAYE to HMRC`, amount: payment.tax },
  ];
  await postCash(tx, row, legs, { postDate: on, valueDate: on });
  return row;
}

/** The designation to flexi-access drawdown: a Notional FAD transaction, Completed, with no postings. */
export function recordDesignation(
  tx: Tx,
  actor: Actor,
  accountId: string,
  amount: Decimal,
  on: string,
  linkId: string | null,
) {
  return insertTransaction(tx, actor, {
    transactionType: 'Notional',
    transactionSubType: 'FAD',
    movementType: 'In',
    accountId,
    linkId,
    currency: 'GBP',
    amount: moneyIn(amount),
    status: 'Completed',
    transactionDate: on,
    completedDate: on,
    details: { narrative: `${formatPounds(amount)} designated to flexi-access drawdown` },
  });
}
