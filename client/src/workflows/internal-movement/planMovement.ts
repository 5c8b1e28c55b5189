import type { TranslateFunction as Translate } from 'react-admin';
import { TRANSACTION_KINDS } from '../../../../contract/ledger';
import type { TAccountSummary } from '../../../../contract/accounts';
import { booksOf } from '../shared/books';
import { formatPounds, moneyOut, parseMoney } from '../../shared/money';
import type { FieldErrors, PlanOutcome } from '../shared/plan';

export interface MovementValues {
  fromAccountId: string;
  toAccountId: string;
  amount: string;
  narrative: string;
}

const label = (s: TAccountSummary) => `${s.name} (${s.id})`;

/**
 * Cash from one of the client's accounts to another (Cash Transfer / Internal / Out): both accounts are
 * reviewed. Into an ISA or JISA from another wrapper it counts against the allowance.
 */
export function planMovement(
  values: MovementValues,
  from: TAccountSummary | undefined,
  to: TAccountSummary | undefined,
  translate: Translate,
): PlanOutcome {
  const errors: FieldErrors = {};
  const amount = parseMoney(values.amount);
  const required = translate('ra.validation.required');
  if (!values.fromAccountId || !from) errors.fromAccountId = required;
  if (!values.toAccountId || !to) errors.toAccountId = required;
  if (values.fromAccountId && values.fromAccountId === values.toAccountId)
    errors.toAccountId = translate('workflows.errors.sameAccount');
  if (!amount) errors.amount = translate('workflows.errors.money');
  if (Object.keys(errors).length || !amount || !from || !to) return { errors };
  const narrative = values.narrative.trim();
  const source = booksOf(from);
  const intoAllowance = to.remainingSubscriptionAmount !== null && to.wrapperType !== from.wrapperType;
  return {
    plan: {
      transactions: [
        {
          body: {
            accountId: from.id,
            ...TRANSACTION_KINDS.internalMovement,
            amount: moneyOut(amount),
            toAccountId: to.id,
            ...(narrative ? { narrative } : {}),
          },
          fields: {
            accountId: 'fromAccountId',
            toAccountId: 'toAccountId',
            amount: 'amount',
            narrative: 'narrative',
          },
        },
      ],
      reviews: [
        { accountId: from.id, name: from.name, before: source, effects: [{ kind: 'cashOut', amount }] },
        { accountId: to.id, name: to.name, before: booksOf(to), effects: [{ kind: 'cashIn', amount }] },
      ],
      notes: [
        translate('workflows.notes.movement', {
          amount: formatPounds(amount),
          from: label(from),
          to: label(to),
        }),
      ],
      warnings: [
        ...(amount.greaterThan(source.available)
          ? [translate('workflows.warnings.overdraw', { cash: formatPounds(source.available.minus(amount)) })]
          : []),
        ...(intoAllowance && amount.greaterThan(to.remainingSubscriptionAmount!)
          ? [
              translate('workflows.warnings.allowance', {
                left: formatPounds(to.remainingSubscriptionAmount!),
                wrapper: to.wrapperType,
              }),
            ]
          : []),
      ],
    },
  };
}
