import { z } from 'zod';
import { ZAuditDetails } from './audit';
import { PERMISSION_LEVELS, PERMISSION_RESOURCES, USER_TYPES } from './enums';
import { ZPaging } from './paging';
import { ZScope, type TScope } from './permissions';
import { ZEmail, ZFirmId, ZNodeId } from './validation';

export const USER_STATUSES = ['Active', 'Suspended'] as const;
export const USER_SORT_FIELDS = ['name', 'email', 'status', 'userType', 'createdAt'] as const;

/** A platform user as the API shows it: never a password hash, MFA secret or machine secret. */
export const ZUser = z.object({
  id: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  nodeName: z.string().optional(),
  userType: z.enum(USER_TYPES),
  name: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  scopes: z.array(ZScope),
  mfaEnabled: z.boolean(),
  /** Machines only: the client id to send as `id` to POST /authenticate (the secret is never shown again). */
  clientId: z.string().optional(),
  createdDate: z.string().optional(),
  auditDetails: ZAuditDetails.optional(),
});
export type TUser = z.infer<typeof ZUser>;

/** GET /user/{firmId}: the caller's subtree, filtered, sorted and paged. */
export const ZUserListQuery = ZPaging.extend({
  /** Id or part of the name or e-mail. */
  idOrName: z.string().trim().max(254).optional(),
  name: z.string().trim().max(200).optional(),
  email: z.string().trim().max(254).optional(),
  nodeId: ZNodeId.optional(),
  status: z.enum(USER_STATUSES).optional(),
  userType: z.enum(USER_TYPES).optional(),
  /** Users holding this permission resource at any level (who can touch clients?). */
  scope: z.enum(PERMISSION_RESOURCES).optional(),
});
export type TUserListQuery = z.output<typeof ZUserListQuery>;

/**
 * Permissions as sent by a form: each resource at most once, each level at most once, resources with no
 * level dropped, and `readWrite` always carrying `read` (it implies it).
 */
export const ZScopes = z
  .array(ZScope)
  .max(PERMISSION_RESOURCES.length * 2)
  .superRefine((scopes, ctx) => {
    const seen = new Set<string>();
    scopes.forEach((s, i) => {
      if (seen.has(s.scope))
        ctx.addIssue({ code: 'custom', path: [i, 'scope'], message: `${s.scope} is listed twice` });
      seen.add(s.scope);
    });
  })
  .transform(normaliseScopes);

/** Sorted by the spec's resource and level order; duplicates gone; `read` added where `readWrite` is. */
export function normaliseScopes(scopes: readonly TScope[]): TScope[] {
  return PERMISSION_RESOURCES.flatMap((scope) => {
    const granted = new Set(scopes.filter((s) => s.scope === scope).flatMap((s) => s.ranges));
    if (granted.has('readWrite')) granted.add('read');
    const ranges = PERMISSION_LEVELS.filter((l) => granted.has(l));
    return ranges.length ? [{ scope, ranges }] : [];
  });
}

const ZUserName = z.string().trim().min(1, 'Enter a name').max(200);

/** POST /user. A person gets an e-mail to set their password; a machine gets API credentials, shown once. */
export const ZCreateUser = z.strictObject({
  firmId: ZFirmId,
  userType: z.enum(USER_TYPES),
  name: ZUserName,
  /** A person's sign-in name; a machine's contact address. Unique across the platform. */
  email: ZEmail,
  nodeId: ZNodeId,
  status: z.enum(USER_STATUSES).default('Active'),
  scopes: ZScopes,
});
export type TCreateUser = z.output<typeof ZCreateUser>;

/** A machine's API credentials: `clientId` and `clientSecret` go to POST /authenticate as `id` and `password`. */
export const ZMachineCredentials = z.object({ clientId: z.string(), clientSecret: z.string() });
export type TMachineCredentials = z.infer<typeof ZMachineCredentials>;

export const ZUserCreated = z.object({ id: z.string(), credentials: ZMachineCredentials.optional() });

/** PUT /user/{firmId}/{userId}: the fields to change (the rest stay), with the version read (412 when stale). */
export const ZUpdateUser = z.strictObject({
  userType: z.enum(USER_TYPES).optional(),
  name: ZUserName.optional(),
  email: ZEmail.optional(),
  nodeId: ZNodeId.optional(),
  status: z.enum(USER_STATUSES).optional(),
  scopes: ZScopes.optional(),
  version: z.number().int().min(1).optional(),
});
export type TUpdateUser = z.output<typeof ZUpdateUser>;

/** A firm's role preset: a named set of permissions that fills a user's permission matrix. */
export const ROLE_PRESET_IDS = ['ADVISER', 'OPERATIONS', 'READONLY', 'FIRMADMIN'] as const;
export const ZRolePreset = z.object({
  id: z.enum(ROLE_PRESET_IDS),
  name: z.string(),
  scopes: z.array(ZScope),
  auditDetails: ZAuditDetails,
});
export type TRolePreset = z.infer<typeof ZRolePreset>;

/** PUT /user/preset/{firmId}/{presetId}: rename a preset or change its permissions. */
export const ZUpdateRolePreset = z.strictObject({
  name: z.string().trim().min(1, 'Enter a name').max(60).optional(),
  scopes: ZScopes.optional(),
  version: z.number().int().min(1).optional(),
});
export type TUpdateRolePreset = z.output<typeof ZUpdateRolePreset>;
