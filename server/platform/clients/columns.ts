import type { TCreateClient } from '../../../contract/clients';
import type { ClientRow } from './presenter';

/** Fields kept in columns (for filtering and sorting); everything else goes to `profile`. */
const COLUMN_FIELDS = [
  'firmId',
  'nodeId',
  'clientType',
  'status',
  'parentId',
  'firstName',
  'surname',
  'email',
  'dateOfBirth',
  'name',
] as const;

/** The client's display name: people by their names, companies and trusts by theirs. */
export function displayName(
  c: Pick<TCreateClient, 'clientType' | 'name' | 'firstName' | 'surname' | 'middleNames'>,
) {
  if (c.clientType === 'Corporate' || c.clientType === 'Trust') return c.name ?? '';
  return [c.firstName, c.surname].filter(Boolean).join(' ');
}

/** Splits a validated client into its columns and its profile. */
export function toColumns(client: TCreateClient) {
  const profile: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(client)) {
    if (!(COLUMN_FIELDS as readonly string[]).includes(k) && v !== undefined) profile[k] = v;
  }
  // The first of `nationalities` is the main nationality when a client gives only the list.
  if (profile.nationality === undefined && client.nationalities?.length)
    profile.nationality = client.nationalities[0].code;
  return {
    nodeId: client.nodeId,
    clientType: client.clientType,
    status: client.status ?? 'Pending',
    name: displayName(client),
    firstName: client.firstName ?? null,
    surname: client.surname ?? null,
    email: client.email ?? null,
    dateOfBirth: client.dateOfBirth ?? null,
    parentId: client.parentId ?? null,
    profile,
  };
}

/** A stored client in the create shape, so a change can be merged and validated as a whole record. */
export function toCreateShape(row: ClientRow): Record<string, unknown> {
  return {
    ...row.profile,
    firmId: row.firmId,
    nodeId: row.nodeId,
    clientType: row.clientType,
    status: row.status,
    ...(row.parentId ? { parentId: row.parentId } : {}),
    ...(row.firstName ? { firstName: row.firstName } : {}),
    ...(row.surname ? { surname: row.surname } : {}),
    ...(row.email ? { email: row.email } : {}),
    ...(row.dateOfBirth ? { dateOfBirth: row.dateOfBirth } : {}),
    ...(row.clientType === 'Corporate' || row.clientType === 'Trust' ? { name: row.name } : {}),
  };
}
