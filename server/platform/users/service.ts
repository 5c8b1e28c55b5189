import { and, eq, ne, sql } from 'drizzle-orm';
import { hasPermission } from '../../../contract/permissions';
import type { TCreateUser, TUpdateUser } from '../../../contract/users';
import { insertAudited, updateAudited, type AuditedKind } from '../audit/audited';
import { recordAudit } from '../audit/audit-log';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { users } from '../db/schema';
import { conflict, fieldError, forbidden, notFound, staleVersion } from '../errors';
import { removeMfa } from '../mfa/service';
import { inCallerSubtree, nodeInSubtree } from '../nodes/subtree';
import { issueMachineCredentials, revokeMachineCredentials } from './credentials';
import { auditShape, presentUser, type UserRow } from './presenter';
import { userReads } from './reads';
import { assertAdminRemains, assertMayAdminister, assertMayGrant } from './rules';

const USER: AuditedKind<typeof users> = { table: users, entityType: 'user', snapshot: auditShape };

/**
 * The hook that sends a new person the e-mail with a link to set their first password (the passwords
 * area's welcomeEmailHook). It runs inside the creating transaction, so there is never a user without it.
 */
export type SendWelcome = (tx: Tx, user: UserRow) => Promise<void>;

const inReach = (caller: Caller, userId: string) =>
  and(eq(users.firmId, caller.firmId), eq(users.id, userId), inCallerSubtree(caller, users.nodeId));

/** A user of the caller's firm and subtree with what its read shows, or 404. */
async function readUser(tx: Tx, caller: Caller, userId: string) {
  const [found] = await userReads(tx).where(inReach(caller, userId));
  if (!found) throw notFound('User');
  const { user, ...extras } = found;
  return presentUser(user, extras);
}

/**
 * The row of a user the caller may act on, locked for the change: 404 outside the caller's firm or
 * subtree, 403 when the user holds a permission the caller does not (decision 0511).
 */
async function lockAdministrable(tx: Tx, caller: Caller, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(inReach(caller, userId)).for('update');
  if (!row) throw notFound('User');
  assertMayAdminister(caller, row);
  return row;
}

/** GET /user/{firmId}/{userId}. Anyone may read themself; others need User read. */
export async function getUser(db: Database, caller: Caller, userId: string) {
  if (userId !== caller.userId && !hasPermission(caller.scopes, 'User', 'read')) throw forbidden();
  return readUser(db, caller, userId);
}

async function checkNode(tx: Tx, caller: Caller, nodeId: string) {
  if (!(await nodeInSubtree(tx, caller, nodeId)))
    throw fieldError('nodeId', 'Must be your node or one under it');
}

/**
 * E-mail addresses are sign-in names, unique within the firm whatever their case (decision 0511): only
 * the caller's own firm is looked at, so the answer says nothing about other firms' people.
 */
async function checkEmailFree(tx: Tx, firmId: string, email: string, selfId?: string) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.firmId, firmId),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        selfId ? ne(users.id, selfId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldError('email', 'Another user already has this e-mail address');
}

/** POST /user: a person is sent a link to set their password; a machine's credentials are answered once. */
export async function createUser(db: Database, caller: Caller, input: TCreateUser, sendWelcome: SendWelcome) {
  assertMayGrant(caller, input.scopes);
  return db.transaction(async (tx) => {
    await checkNode(tx, caller, input.nodeId);
    await checkEmailFree(tx, caller.firmId, input.email);
    const row = await insertAudited(tx, caller, USER, input);
    if (row.userType === 'Machine')
      return { id: row.id, credentials: await issueMachineCredentials(tx, caller, row) };
    await sendWelcome(tx, row);
    return { id: row.id };
  });
}

/**
 * PUT /user/{firmId}/{userId}: the given fields change; the firm always keeps an administrator. Only a
 * user no stronger than the caller (themself included), and only to permissions the caller holds.
 */
export async function updateUser(db: Database, caller: Caller, userId: string, change: TUpdateUser) {
  return db.transaction(async (tx) => {
    const row = await lockAdministrable(tx, caller, userId);
    const { version, ...fields } = change;
    if (version !== undefined && version !== row.version) throw staleVersion();
    if (fields.scopes) assertMayGrant(caller, fields.scopes);
    if (fields.nodeId && fields.nodeId !== row.nodeId) await checkNode(tx, caller, fields.nodeId);
    if (fields.email && fields.email.toLowerCase() !== row.email.toLowerCase())
      await checkEmailFree(tx, caller.firmId, fields.email, row.id);
    const next = { ...row, ...fields };
    await assertAdminRemains(tx, row, next);
    // A person who made themself a machine could then issue its secret, which signs in without MFA.
    if (row.id === caller.userId && fields.userType && fields.userType !== row.userType)
      throw forbidden('You cannot change your own user type; ask another administrator');
    const updated = await updateAudited(tx, caller, USER, row, fields, 'update');
    if (row.userType === 'Machine' && updated.userType !== 'Machine')
      await revokeMachineCredentials(tx, row.id);
    return readUser(tx, caller, row.id);
  });
}

/**
 * DELETE /user/mfa/{firmId}/{userId}: the MFA area forgets the user's authenticator and recovery codes
 * (and audits it), so they enrol again at their next sign-in. Only for a user the caller may administer,
 * and not on oneself: a second administrator is the check that it is wanted.
 */
export async function removeUserMfa(db: Database, caller: Caller, userId: string) {
  if (userId === caller.userId)
    throw forbidden('You cannot remove your own multi-factor authentication; ask another administrator');
  return db.transaction(async (tx) => {
    await lockAdministrable(tx, caller, userId);
    await removeMfa(tx, caller.firmId, userId, caller);
    return readUser(tx, caller, userId);
  });
}

/**
 * POST /user/credentials/{firmId}/{userId}: a new secret for a machine, answered once; only for a
 * machine no stronger than the caller, whose secret would otherwise let the caller act as it.
 */
export async function rotateMachineCredentials(db: Database, caller: Caller, userId: string) {
  return db.transaction(async (tx) => {
    const row = await lockAdministrable(tx, caller, userId);
    if (row.userType !== 'Machine') throw conflict('Only a machine user has API credentials');
    const credentials = await issueMachineCredentials(tx, caller, row);
    await recordAudit(tx, caller, {
      entityType: USER.entityType,
      entityId: row.id,
      action: 'rotateCredentials',
      before: null,
      after: { clientId: credentials.clientId },
    });
    return credentials;
  });
}
