import type { TUser } from '../../../contract/users';
import { auditDetailsOf } from '../audit/details';
import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** What a user read joins to the row: their node's name, a machine's client id, a confirmed authenticator. */
export interface UserExtras {
  nodeName?: string | null;
  clientId?: string | null;
  mfaEnrolled?: boolean;
}

/** Whitelists what the API shows of a user: never the password hash, MFA secret or machine secret. */
export function presentUser(row: UserRow, extras: UserExtras = {}): TUser {
  return {
    id: row.id,
    firmId: row.firmId,
    nodeId: row.nodeId,
    nodeName: extras.nodeName ?? undefined,
    userType: row.userType,
    name: row.name,
    email: row.email,
    status: row.status,
    scopes: row.scopes,
    mfaEnabled: row.mfaEnabled || !!extras.mfaEnrolled,
    clientId: extras.clientId ?? undefined,
    createdDate: row.createdAt.toISOString(),
    auditDetails: auditDetailsOf(row),
  };
}

/** The record as the audit trail keeps it: what an administrator can change, no secrets. */
export const auditShape = (row: UserRow) => ({
  userType: row.userType,
  name: row.name,
  email: row.email,
  nodeId: row.nodeId,
  status: row.status,
  scopes: row.scopes,
});
