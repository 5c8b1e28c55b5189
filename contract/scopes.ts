import {
  PERMISSION_LEVELS,
  PERMISSION_RESOURCES,
  type PermissionLevel,
  type PermissionResource,
} from './enums';

/**
 * A user's permissions travel as the upstream `scopes` shape: one entry per resource, `ranges` holding the
 * permission levels granted on it. `readWrite` implies `read`; `action` and `writeClient` stand alone.
 * Plain TypeScript, apart from its schema (permissions.ts), so the console's first load needs no zod.
 */
export interface TScope {
  scope: PermissionResource;
  ranges: PermissionLevel[];
}

export function hasPermission(
  scopes: readonly TScope[],
  resource: PermissionResource,
  level: PermissionLevel,
): boolean {
  const ranges = scopes.find((s) => s.scope === resource)?.ranges ?? [];
  if (level === 'read') return ranges.includes('read') || ranges.includes('readWrite');
  return ranges.includes(level);
}

/** Every level on every resource: a firm administrator. */
export const ALL_SCOPES: TScope[] = PERMISSION_RESOURCES.map((scope) => ({
  scope,
  ranges: [...PERMISSION_LEVELS],
}));

/**
 * An adviser: works on clients and accounts and places transactions; reads the rest; no user or firm
 * management. Transaction `action` (dealing runs, authorising, recording money in and out) is the
 * operations desk's, so an adviser is neither offered nor allowed it.
 */
export const ADVISER_SCOPES: TScope[] = PERMISSION_RESOURCES.filter(
  (r) => r !== 'User' && r !== 'Firm Management',
).map((scope) => ({
  scope,
  ranges:
    scope === 'Transaction'
      ? ['read', 'readWrite']
      : ['Client', 'Account', 'Client Fee Group', 'Bank Details', 'Recommendation'].includes(scope)
        ? ['read', 'readWrite', 'action']
        : ['read'],
}));
