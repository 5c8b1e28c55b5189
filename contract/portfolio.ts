import { z } from 'zod';
import { CLIENT_STATUSES, CLIENT_TYPES, PORTFOLIO_GROUP_INTENTS, WRAPPER_TYPES } from './enums';
import { ZPaging } from './paging';
import { ZId } from './validation';

/** Client portfolios (spec §3 "Portfolio (client)"): a client with the value of everything they hold. */

/** GET /portfolio/{firmId}: the spec's filters, plus paging and sort. */
export const ZPortfolioListQuery = ZPaging.extend({
  name: z.string().max(200).optional(),
  id: ZId.optional(),
  nodeId: z.string().max(12).optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
  clientType: z.enum(CLIENT_TYPES).optional(),
  idOrName: z.string().max(200).optional(),
  /** A client product id: the portfolio of the client holding that product. */
  intentDetails: ZId.optional(),
});
export type TPortfolioListQuery = z.output<typeof ZPortfolioListQuery>;

/** Values of a set of accounts: money (GBP, 2 dp) as JSON numbers like every upstream valuation. */
const valueFields = {
  currency: z.string(),
  currentValue: z.number(),
  uninvestedCash: z.number(),
  bookValue: z.number(),
  netContributions: z.number(),
  /** Value less money paid in net of withdrawals: what the investments made. */
  growth: z.number(),
  growthPercent: z.number(),
};

export const ZPortfolio = z.object({
  id: z.string(),
  firmId: z.string(),
  name: z.string(),
  status: z.enum(CLIENT_STATUSES),
  clientType: z.enum(CLIENT_TYPES),
  nodeId: z.array(z.string()),
  nodeName: z.array(z.string()),
  accounts: z.number().int(),
  ...valueFields,
});
export type TPortfolio = z.infer<typeof ZPortfolio>;

/**
 * GET /portfolio/clientgroupsummary/{firmId}/{clientId}: the client's family group (the client, the
 * minors under them, or a minor's parent and siblings) valued together, by client and by wrapper, and the
 * client fee groups the client belongs to.
 */
export const ZClientGroupSummary = z.object({
  clientId: z.string(),
  ...valueFields,
  accounts: z.number().int(),
  clients: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      clientType: z.enum(CLIENT_TYPES),
      status: z.enum(CLIENT_STATUSES),
      relationship: z.enum(['Self', 'Parent', 'Child', 'Sibling']),
      accounts: z.number().int(),
      currentValue: z.number(),
    }),
  ),
  wrappers: z.array(
    z.object({
      wrapperType: z.enum(WRAPPER_TYPES),
      accounts: z.number().int(),
      currentValue: z.number(),
    }),
  ),
  portfolioGroups: z.array(
    z.object({ id: z.string(), name: z.string(), groupIntent: z.enum(PORTFOLIO_GROUP_INTENTS) }),
  ),
});
export type TClientGroupSummary = z.infer<typeof ZClientGroupSummary>;
