import { ACCOUNT_STATUS_TRANSITIONS, type TAccount } from '../../../contract/accounts';
import { auditDetailsOf } from '../audit/details';
import type { accounts } from '../db/schema';

export type AccountRow = typeof accounts.$inferSelect;

/** The wrapper's flags as stored in `details.wrapperDetail`. */
export interface WrapperFlags {
  discretionary?: boolean;
  advised?: boolean;
  trust?: boolean;
  assetAllocationId?: string;
}

export const wrapperFlags = (row: AccountRow): WrapperFlags =>
  (row.details.wrapperDetail as WrapperFlags | undefined) ?? {};

/** The API's view of an account row: upstream field names (upstream-api.md §3.2). */
export function presentAccount(
  row: AccountRow,
  names: { nodeName?: string | null; clientName?: string | null },
): TAccount {
  const flags = wrapperFlags(row);
  const status = row.status as TAccount['status'];
  return {
    id: row.id,
    firmId: row.firmId,
    nodeId: row.nodeId,
    nodeName: names.nodeName ?? '',
    clientId: row.clientId,
    clientName: names.clientName ?? '',
    clients: [{ id: row.clientId, isLeadClient: true }],
    name: row.name,
    accountType: row.accountType as TAccount['accountType'],
    wrapperType: row.wrapperType as TAccount['wrapperType'],
    currency: row.currency,
    status,
    nextStatuses: [...ACCOUNT_STATUS_TRANSITIONS[status]],
    recurringPayment: false,
    wrapperDetail: {
      wrapperType: row.wrapperType as TAccount['wrapperType'],
      discretionary: flags.discretionary ?? false,
      advised: flags.advised ?? true,
      trust: flags.trust ?? false,
      ...(flags.assetAllocationId ? { assetAllocationId: flags.assetAllocationId } : {}),
    },
    modelId: row.modelId,
    createdDate: row.createdAt.toISOString(),
    auditDetails: auditDetailsOf(row),
  };
}

/** What the audit trail keeps of an account. */
export const accountSnapshot = (row: AccountRow) => ({
  nodeId: row.nodeId,
  clientId: row.clientId,
  name: row.name,
  accountType: row.accountType,
  wrapperType: row.wrapperType,
  status: row.status,
  currency: row.currency,
  modelId: row.modelId,
  wrapperDetail: wrapperFlags(row),
});
