import type { TNotificationType } from '../../../contract/notifications';
import type { Tx } from '../db/connection';

/** One current instance of a condition: what the notification it raises is about. */
export interface ConditionInstance {
  /** Unique among the condition's instances in a firm: the record's id, usually. */
  key: string;
  clientId?: string | null;
  accountId?: string | null;
  /** Where in the node tree it belongs: who sees it, and the dashboard's node picker. */
  nodeId: string;
  /** When the condition started: the notification's age counts from here. */
  since: Date;
  summary: string;
  /** The console page of the record. */
  link: string;
}

/**
 * A condition that needs a person (decision 1000). `list` answers every current instance in a firm; the
 * reconciliation pass raises a notification for a new one and closes the one whose instance has gone.
 */
export interface Condition {
  type: TNotificationType;
  list: (tx: Tx, firmId: string) => Promise<ConditionInstance[]>;
}
