import { z } from 'zod';
import { Decimal } from './money';
import { MODEL_STATUSES, MODEL_TYPES } from './enums';
import { ZAuditDetails } from './audit';
import { ZPaging } from './paging';
import { ZFirmId, ZId, ZNodeRef } from './validation';

/** Model portfolios (spec §3 Model; issue 17; docs/decisions/0704). Weights are percentages: 60 means 60 %. */

/** A weight at the edge: a JSON number of percent with at most two decimals. */
const percent = (min: 'positive' | 'zero') =>
  z
    .number({ message: 'Must be a number' })
    .refine((n) => (min === 'positive' ? n > 0 : n >= 0), {
      message: min === 'positive' ? 'Must be more than 0' : 'Must not be negative',
    })
    .refine((n) => n <= 100, 'Must be at most 100')
    .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), 'Must have at most 2 decimal places');

export const ZModelComponentIn = z.strictObject({ assetId: ZId, weight: percent('positive') });

const components = z.array(ZModelComponentIn).min(1, 'A model needs at least one instrument').max(100);

/** The sum rule and duplicates, for a body that carries both components and the cash weight. */
export function componentIssues(parts: {
  components: { assetId: string; weight: number }[];
  cashWeight: number;
}) {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const seen = new Set<string>();
  parts.components.forEach((c, i) => {
    if (seen.has(c.assetId))
      issues.push({ path: ['components', i, 'assetId'], message: 'This instrument is already in the model' });
    seen.add(c.assetId);
  });
  const total = parts.components.reduce(
    (s, c) => s.plus(String(c.weight)),
    new Decimal(String(parts.cashWeight)),
  );
  if (!total.equals(100))
    issues.push({
      path: ['components'],
      message: `The weights and the cash weight must add up to exactly 100 % (they add up to ${total.toString()} %)`,
    });
  return issues;
}

const modelFields = {
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(1000).optional(),
  riskLevel: z.number().int().min(1, 'Must be from 1 to 7').max(7, 'Must be from 1 to 7'),
  tolerance: percent('zero'),
  cashWeight: percent('zero'),
};

/**
 * POST /model: the create-model body. The sum and duplicate rules (componentIssues) are checked by the
 * platform with the firm's adopted instruments, so that one answer lists every component at fault.
 */
export const ZCreateModel = z.strictObject({
  firmId: ZFirmId,
  nodeId: ZNodeRef.optional(),
  type: z.enum(MODEL_TYPES),
  ...modelFields,
  components,
});
export type TCreateModel = z.output<typeof ZCreateModel>;

/** PATCH /model/{firmId}/{modelId}: the update-model body; the sum rule is checked against the stored model. */
export const ZUpdateModel = z.strictObject({
  name: modelFields.name.optional(),
  nodeId: ZNodeRef.optional(),
  description: modelFields.description,
  riskLevel: modelFields.riskLevel.optional(),
  tolerance: modelFields.tolerance.optional(),
  cashWeight: modelFields.cashWeight.optional(),
  components: components.optional(),
  version: z.number().int().min(1).optional(),
});
export type TUpdateModel = z.output<typeof ZUpdateModel>;

/** POST /model/{firmId}/{modelId}/activate and DELETE /model/{firmId}/{modelId}: the version seen. */
export const ZModelVersionSeen = z.strictObject({ version: z.number().int().min(1).optional() });
export type TModelVersionSeen = z.output<typeof ZModelVersionSeen>;

export const ZModelListQuery = ZPaging.extend({
  name: z.string().max(100).optional(),
  type: z.enum(MODEL_TYPES).optional(),
  status: z.enum(MODEL_STATUSES).optional(),
  nodeId: z.string().max(12).optional(),
});
export type TModelListQuery = z.output<typeof ZModelListQuery>;
export const MODEL_SORT_FIELDS = ['name', 'type', 'status', 'riskLevel', 'createdAt'] as const;

/** A model as the list shows it. */
export const ZModel = z.object({
  id: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  name: z.string(),
  type: z.enum(MODEL_TYPES),
  status: z.enum(MODEL_STATUSES),
  description: z.string().nullable(),
  riskLevel: z.number().int(),
  tolerance: z.number(),
  cashWeight: z.number(),
  linkedAccounts: z.number().int(),
  /** Who made the last change: a Pending model is activated by someone else. */
  lastChangedBy: z.string(),
  lastChangedByName: z.string(),
  auditDetails: ZAuditDetails,
});
export type TModel = z.infer<typeof ZModel>;

export const ZModelComponent = z.object({
  assetId: z.string(),
  name: z.string(),
  isin: z.string(),
  weight: z.number(),
});

export const ZModelVersion = z.object({
  version: z.number().int(),
  changedBy: z.string(),
  changedByName: z.string(),
  changedAt: z.string(),
  change: z.string(),
  cashWeight: z.number(),
  components: z.array(z.object({ assetId: z.string(), weight: z.number() })),
});
export type TModelVersion = z.infer<typeof ZModelVersion>;

/** GET /model/{firmId}/{modelId}: the model with its components and every version, newest first. */
export const ZModelDetail = ZModel.extend({
  components: z.array(ZModelComponent),
  versions: z.array(ZModelVersion),
});
export type TModelDetail = z.infer<typeof ZModelDetail>;

/** GET /model/{firmId}/{modelId}/accounts: filters of the linked accounts list. */
export const ZModelAccountsQuery = ZPaging.extend({
  name: z.string().max(200).optional(),
  outOfTolerance: z.enum(['true', 'false']).optional(),
});
export type TModelAccountsQuery = z.output<typeof ZModelAccountsQuery>;
export const MODEL_ACCOUNT_SORT_FIELDS = ['name', 'id', 'totalValue', 'largestDrift'] as const;

export const ZDriftLine = z.object({
  /** null for cash. */
  assetId: z.string().nullable(),
  name: z.string(),
  value: z.number(),
  targetWeight: z.number(),
  currentWeight: z.number(),
  drift: z.number(),
});

/** A linked account against its model: current vs target weight per line, the largest drift, the flag. */
export const ZModelAccount = z.object({
  accountId: z.string(),
  name: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  wrapperType: z.string(),
  status: z.string(),
  totalValue: z.number(),
  cash: z.number(),
  largestDrift: z.number(),
  outOfTolerance: z.boolean(),
  lines: z.array(ZDriftLine),
});
export type TModelAccount = z.infer<typeof ZModelAccount>;
