import type { z } from 'zod';
import { ZCreatePortfolioTransaction } from '../../../../contract/ledger';
import type { CallName } from '../../../../contract/calls/index';
import type { TFieldError } from '../../../../contract/errorBody';
import type { Books, Effect } from './books';

/** A create-portfolio-transaction body without the firm (the session's), as the workflow built it. */
export type TransactionBody = Omit<z.input<typeof ZCreatePortfolioTransaction>, 'firmId'>;

/** Field errors keyed by the form's own field names (`amount`, `orders.1.amount`). */
export type FieldErrors = Record<string, string>;

export interface PlannedTransaction {
  body: TransactionBody;
  /** Which form field each body field came from, so the platform's field errors land under it. */
  fields: Partial<Record<string, string>>;
}

/** One account's part of the review: its valuation before, and what the transactions do to it. */
export interface AccountReview {
  accountId: string;
  name: string;
  before: Books;
  effects: Effect[];
}

/** What a workflow will ask the platform for, and what the review shows about it. */
export interface Plan {
  transactions: PlannedTransaction[];
  reviews: AccountReview[];
  /** What will happen, in words (already translated). */
  notes: string[];
  /** What may stop the platform from accepting it (already translated); it still has the last word. */
  warnings: string[];
}

export type PlanOutcome = { plan: Plan; errors?: undefined } | { plan?: undefined; errors: FieldErrors };

/** One transaction is a POST /portfoliotransaction; several are a group: all or nothing, one linkId. */
export function requestOf(plan: Plan, firmId: string | undefined): { call: CallName; body: object } {
  if (plan.transactions.length === 1)
    return { call: 'createPortfolioTransaction', body: { firmId, ...plan.transactions[0].body } };
  return {
    call: 'createTransactionGroup',
    body: { firmId, transactions: plan.transactions.map((t) => t.body) },
  };
}

const ELEMENT = /^transactions\.(\d+)\.(.+)$/;

/** Where a field error of the platform belongs on the form: `transactions.2.amount` → `orders.1.amount`. */
export function formFieldOf(plan: Plan, fieldName: string): string | undefined {
  const element = ELEMENT.exec(fieldName);
  const [index, field] = element ? [Number(element[1]), element[2]] : [0, fieldName];
  return plan.transactions[index]?.fields[field];
}

export interface PlacedErrors {
  fields: FieldErrors;
  /** Errors with no field on the form to show them under, as "field: message". */
  unplaced: string[];
}

export function placeFieldErrors(plan: Plan, fieldErrors: readonly TFieldError[]): PlacedErrors {
  const fields: FieldErrors = {};
  const unplaced: string[] = [];
  for (const { fieldName, errorMessage } of fieldErrors) {
    const field = formFieldOf(plan, fieldName);
    if (field) fields[field] ??= errorMessage;
    else unplaced.push(`${fieldName}: ${errorMessage}`);
  }
  return { fields, unplaced };
}

/**
 * The contract's own rules, run before the review so the same messages show as the platform would give
 * (validation lives once, in contract/). The platform still checks everything again.
 */
export function contractErrors(plan: Plan, firmId: string): PlacedErrors {
  const issues: TFieldError[] = plan.transactions.flatMap((t, i) => {
    const parsed = ZCreatePortfolioTransaction.safeParse({ firmId, ...t.body });
    return (parsed.error?.issues ?? []).map((issue) => ({
      fieldName: `transactions.${i}.${issue.path.join('.')}`,
      errorMessage: issue.message,
    }));
  });
  return placeFieldErrors(plan, issues);
}
