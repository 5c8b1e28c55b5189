import type { TUser } from '../../../contract/firm';
import type { users } from '../db/schema';

/** Whitelists what the API shows of a user: never the password hash or MFA secret. */
export function presentUser(row: typeof users.$inferSelect): TUser {
  return {
    id: row.id,
    firmId: row.firmId,
    nodeId: row.nodeId,
    userType: row.userType,
    name: row.name,
    email: row.email,
    status: row.status,
    scopes: row.scopes,
    mfaEnabled: row.mfaEnabled,
  };
}
