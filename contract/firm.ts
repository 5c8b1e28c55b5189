import { z } from 'zod';
import { NODE_TYPES, USER_TYPES } from './enums';
import { ZScope } from './permissions';

/** Spec §3 Branding: one theme per firm and node; unset fields inherit from the parent node. */
export const ZLogo = z.object({ url: z.string().max(2048), lastModified: z.string().optional() });
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour like #1d1739');
export const ZTheme = z.object({
  backgroundColor: colour.optional(),
  backgroundColorContrast: colour.optional(),
  brandColor: colour.optional(),
  ctaColor: colour.optional(),
  ctaColorContrast: colour.optional(),
  footerCopyright: z.string().max(300).optional(),
  orderExecutionPolicyUrl: z.url().optional(),
  windowTitle: z.string().max(100).optional(),
  headerLogo: ZLogo.optional(),
  logo: ZLogo.optional(),
  favicon: ZLogo.optional(),
});
export type TTheme = z.infer<typeof ZTheme>;
export const THEME_LOGOS = ['headerLogo', 'logo', 'favicon'] as const;

/**
 * PATCH /node/theme/{firmId}: the node's own settings to change. A field set to null is removed from the
 * node, which then inherits it from its parent. A changed logo URL gets a fresh `lastModified`.
 */
export const ZPatchTheme = z.strictObject({
  nodeId: z.string().regex(/^[0-9A-Z]{1,12}$/, 'Must be a node identifier'),
  version: z.number().int().min(1).optional(),
  ...Object.fromEntries(Object.entries(ZTheme.shape).map(([k, v]) => [k, v.unwrap().nullable().optional()])),
}) as z.ZodType<
  { nodeId: string; version?: number } & { [K in keyof TTheme]?: NonNullable<TTheme[K]> | null }
>;
export type TPatchTheme = z.output<typeof ZPatchTheme>;

export const ZNode = z.object({
  id: z.string(),
  firmId: z.string(),
  parentNodeId: z.string().nullable(),
  nodeType: z.enum(NODE_TYPES),
  name: z.string(),
});

export const USER_STATUSES = ['Active', 'Suspended'] as const;
export const ZUser = z.object({
  id: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  userType: z.enum(USER_TYPES),
  name: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  scopes: z.array(ZScope),
  mfaEnabled: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

/** POST /authenticate (upstream-api.md §1). */
export const ZAuthenticate = z.strictObject({
  firmId: z.string().min(1).max(12),
  id: z.string().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export const ZAuthenticated = z.object({
  token: z.string(),
  userName: z.string(),
  userType: z.enum(USER_TYPES),
  scopes: z.array(ZScope),
  services: z.array(z.string()),
});

/** GET /session: who the token belongs to. */
export const ZSession = z.object({
  userId: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  scopes: z.array(ZScope),
  user: ZUser,
});
