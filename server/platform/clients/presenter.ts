import type { TClient } from '../../../contract/clients';
import type { clients } from '../db/schema';
import { auditDetailsOf } from '../audit/details';

export type ClientRow = typeof clients.$inferSelect;

/** The API's view of a client row: upstream field names, node and parent as one-element arrays. */
export function presentClient(row: ClientRow, nodeName?: string): TClient {
  const profile = row.profile as Partial<TClient>;
  return {
    ...profile,
    id: row.id,
    firmId: row.firmId,
    nodeId: [row.nodeId],
    nodeName: nodeName ? [nodeName] : [],
    clientType: row.clientType as TClient['clientType'],
    status: row.status as TClient['status'],
    name: row.name,
    firstName: row.firstName ?? undefined,
    surname: row.surname ?? undefined,
    email: row.email ?? undefined,
    dateOfBirth: row.dateOfBirth ?? undefined,
    parentId: row.parentId ? [row.parentId] : [],
    currency: (profile.currency as string | undefined) ?? 'GBP',
    language: (profile.language as string | undefined) ?? 'en',
    createdDate: row.createdAt.toISOString(),
    auditDetails: auditDetailsOf(row),
  };
}
