import { PENSION_WRAPPERS, type TClientProduct } from '../../../contract/products';
import { auditDetailsOf } from '../audit/details';
import type { clientProducts } from '../db/schema';
import { schemeProductName } from './scheme-products';

export type ClientProductRow = typeof clientProducts.$inferSelect;

interface ProductDetails {
  termsAccepted?: boolean;
  declarationAcceptedDate?: string | null;
  acceptedProviderTerms?: boolean;
}

export function presentClientProduct(row: ClientProductRow, accountIds: string[]): TClientProduct {
  const d = row.details as ProductDetails;
  const wrapperType = row.wrapperType as TClientProduct['wrapperType'];
  return {
    id: row.id,
    firmId: row.firmId,
    nodeId: row.nodeId,
    clientId: row.clientId,
    clientIds: [row.clientId],
    wrapperType,
    schemeProductId: row.schemeProductId,
    schemeProductName: schemeProductName(row.schemeProductId),
    status: row.status as TClientProduct['status'],
    termsAccepted: d.termsAccepted ?? false,
    declarationAcceptedDate: d.declarationAcceptedDate ?? null,
    acceptedProviderTerms: PENSION_WRAPPERS.includes(wrapperType) ? (d.acceptedProviderTerms ?? false) : null,
    accountIds,
    createdDate: row.createdAt.toISOString(),
    auditDetails: auditDetailsOf(row),
  };
}

/** The part of a product that a change can touch, for the audit row's before/after. */
export const productSnapshot = (row: ClientProductRow) => ({
  status: row.status,
  ...(row.details as object),
});
