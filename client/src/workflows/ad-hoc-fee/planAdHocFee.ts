import type { TranslateFunction as Translate } from 'react-admin';
import { TRANSACTION_KINDS } from '../../../../contract/ledger';
import type { TAccountSummary } from '../../../../contract/accounts';
import { booksOf } from '../shared/books';
import { formatPounds, moneyOut, parseMoney } from '../../shared/money';
import type { PlanOutcome } from '../shared/plan';

export interface FeeValues {
  amount: string;
  narrative: string;
}

/** An adviser's ad hoc fee (Cash / Adviser Adhoc Fee / Out): taken at once unless four-eyes holds it. */
export function planAdHocFee(values: FeeValues, summary: TAccountSummary, translate: Translate): PlanOutcome {
  const amount = parseMoney(values.amount);
  if (!amount) return { errors: { amount: translate('workflows.errors.money') } };
  const before = booksOf(summary);
  const narrative = values.narrative.trim();
  return {
    plan: {
      transactions: [
        {
          body: {
            accountId: summary.id,
            ...TRANSACTION_KINDS.adHocFee,
            amount: moneyOut(amount),
            ...(narrative ? { narrative } : {}),
          },
          fields: { amount: 'amount', narrative: 'narrative' },
        },
      ],
      reviews: [
        { accountId: summary.id, name: summary.name, before, effects: [{ kind: 'cashOut', amount }] },
      ],
      notes: [translate('workflows.notes.fee', { amount: formatPounds(amount) })],
      warnings: amount.greaterThan(before.available)
        ? [translate('workflows.warnings.overdraw', { cash: formatPounds(before.available.minus(amount)) })]
        : [],
    },
  };
}
