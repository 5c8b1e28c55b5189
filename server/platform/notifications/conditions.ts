import { awaitingAuthorisation } from './conditions/awaiting-authorisation';
import { orderError } from './conditions/order-error';
import { transferNeedsAction } from './conditions/transfer-needs-action';
import { accountPending, clientPending } from './conditions/pending';
import { unreadMessages } from './conditions/unread-messages';
import { jobFailed } from './conditions/job-failed';
import { webhookSetAside } from './conditions/webhook-set-aside';
import type { Condition } from './condition';

export type { Condition, ConditionInstance } from './condition';

/**
 * Every condition the exception inbox watches (decision 1000), one small module each. An area adds its own:
 * its type in contract/notifications.ts NOTIFICATION_TYPES and its module to this list. The reconciliation
 * pass (reconcile.ts) asks each for its current instances.
 */
export const CONDITIONS: readonly Condition[] = [
  awaitingAuthorisation,
  orderError,
  transferNeedsAction,
  accountPending,
  clientPending,
  unreadMessages,
  jobFailed,
  webhookSetAside,
];
