import {
  PERMISSION_LEVELS,
  PERMISSION_RESOURCES,
  type PermissionLevel,
  type PermissionResource,
} from '../../../../contract/enums';
import type { TScope } from '../../../../contract/scopes';

export const has = (scopes: readonly TScope[], resource: PermissionResource, level: PermissionLevel) =>
  scopes.find((s) => s.scope === resource)?.ranges.includes(level) ?? false;

/**
 * Ticks or unticks one box of the matrix. `readWrite` includes `read`: ticking it ticks read, and
 * unticking read unticks it. The result is in the spec's resource and level order, empty rows dropped.
 */
export function toggle(
  scopes: readonly TScope[],
  resource: PermissionResource,
  level: PermissionLevel,
  on: boolean,
): TScope[] {
  return PERMISSION_RESOURCES.flatMap((scope) => {
    const ranges = new Set(scopes.find((s) => s.scope === scope)?.ranges ?? []);
    if (scope === resource) {
      if (on) ranges.add(level);
      else ranges.delete(level);
      if (on && level === 'readWrite') ranges.add('read');
      if (!on && level === 'read') ranges.delete('readWrite');
    }
    const ordered = PERMISSION_LEVELS.filter((l) => ranges.has(l));
    return ordered.length ? [{ scope, ranges: ordered }] : [];
  });
}
