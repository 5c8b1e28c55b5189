import type { TranslateFunction as Translate } from 'react-admin';
import type { z } from 'zod';
import { kindOf } from '../../../../contract/ledger';
import type { ZAuthorisationSettings } from '../../../../contract/postings';
import { dec, formatPounds } from '../../shared/money';
import type { Plan } from './plan';

/**
 * The review's four-eyes line, naming the rule it applies: the firm's threshold for that kind of
 * transaction and whether this one reaches it ("£25,000.00 or more needs a second person to authorise").
 * Nothing when the firm has no threshold for it (four-eyes off) or the thresholds are not known yet.
 */
export function fourEyesNotes(
  plan: Plan,
  settings: z.infer<typeof ZAuthorisationSettings> | undefined,
  translate: Translate,
): string[] {
  if (!settings) return [];
  return plan.transactions.flatMap(({ body }) => {
    const rule = settings.thresholds.find((t) => t.transactionSubType === body.transactionSubType);
    if (!rule || rule.threshold === null || body.amount === undefined || body.amount === null) return [];
    const kind = kindOf(body);
    const args = {
      threshold: formatPounds(rule.threshold),
      amount: formatPounds(body.amount),
      kind: kind ? translate(`workflows.kinds.${kind}`).toLowerCase() : body.transactionSubType,
    };
    return dec(body.amount).greaterThanOrEqualTo(rule.threshold)
      ? [translate('workflows.notes.fourEyesHeld', args)]
      : [translate('workflows.notes.fourEyesBelow', args)];
  });
}
