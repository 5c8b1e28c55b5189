import { z } from 'zod';
import { PERMISSION_LEVELS, PERMISSION_RESOURCES } from './enums';
import type { TScope } from './scopes';

export { ADVISER_SCOPES, ALL_SCOPES, hasPermission, type TScope } from './scopes';

/** A user's `scopes` entry (scopes.ts says what it means). */
export const ZScope = z.object({
  scope: z.enum(PERMISSION_RESOURCES),
  ranges: z.array(z.enum(PERMISSION_LEVELS)),
}) satisfies z.ZodType<TScope>;
