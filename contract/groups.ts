import { z } from 'zod';
import { PENSION_GROUP_TYPES, PORTFOLIO_GROUP_INTENTS, PORTFOLIO_GROUP_STATUSES } from './enums';
import { ZAuditDetails } from './audit';
import { ZPaging } from './paging';
import { ZFirmId, ZId } from './validation';

/** Portfolio groups (spec §3): client fee groups, and pension account groups keyed by client product. */
const ZIntentDetails = z.strictObject({
  clientProductId: ZId.optional(),
  status: z.enum(PENSION_GROUP_TYPES).optional(),
});

/** POST /portfolioGroup: the create-client-fee-group body. */
export const ZCreatePortfolioGroup = z.strictObject({
  firmId: ZFirmId,
  name: z.string().trim().min(1).max(100),
  groupIntent: z.enum(PORTFOLIO_GROUP_INTENTS).default('Client Fee Group'),
  status: z.enum(PORTFOLIO_GROUP_STATUSES).default('Active'),
  intentDetails: ZIntentDetails.optional(),
  clientIds: z.array(ZId).max(500).default([]),
});
export type TCreatePortfolioGroup = z.output<typeof ZCreatePortfolioGroup>;

/** PATCH /portfolioGroup/{firmId}/{id}: rename, archive or restore, and replace or amend the members. */
export const ZPatchPortfolioGroup = z.strictObject({
  name: z.string().trim().min(1).max(100).optional(),
  status: z.enum(PORTFOLIO_GROUP_STATUSES).optional(),
  clientIds: z.array(ZId).max(500).optional(),
  addClientIds: z.array(ZId).max(500).optional(),
  removeClientIds: z.array(ZId).max(500).optional(),
  version: z.number().int().min(1).optional(),
});
export type TPatchPortfolioGroup = z.output<typeof ZPatchPortfolioGroup>;

export const ZPortfolioGroupListQuery = ZPaging.extend({
  groupIntent: z.enum(PORTFOLIO_GROUP_INTENTS).optional(),
  name: z.string().max(100).optional(),
  id: ZId.optional(),
  status: z.enum(PORTFOLIO_GROUP_STATUSES).optional(),
  'intentDetails[clientProductId]': ZId.optional(),
  'intentDetails[status]': z.enum(PENSION_GROUP_TYPES).optional(),
});
export type TPortfolioGroupListQuery = z.output<typeof ZPortfolioGroupListQuery>;
/** Keel's extension: what the group list sorts by (`sort=field`, `-field` descending); name by default. */
export const GROUP_SORT_FIELDS = ['name', 'id', 'status', 'memberCount', 'createdAt', 'updatedAt'] as const;

/** GET /portfolioGroup/{firmId}/{id}: page and name filter apply to the group's members. */
export const ZPortfolioGroupQuery = ZPaging.extend({
  groupIntent: z.enum(PORTFOLIO_GROUP_INTENTS).optional(),
  name: z.string().max(200).optional(),
});
export type TPortfolioGroupQuery = z.output<typeof ZPortfolioGroupQuery>;

export const ZGroupMember = z.object({
  id: z.string(),
  name: z.string(),
  clientType: z.string(),
  status: z.string(),
});

export const ZPortfolioGroup = z.object({
  id: z.string(),
  firmId: z.string(),
  name: z.string(),
  groupIntent: z.enum(PORTFOLIO_GROUP_INTENTS),
  status: z.enum(PORTFOLIO_GROUP_STATUSES),
  intentDetails: ZIntentDetails.optional(),
  memberCount: z.number().int(),
  members: z.array(ZGroupMember).optional(),
  auditDetails: ZAuditDetails,
});
export type TPortfolioGroup = z.infer<typeof ZPortfolioGroup>;
