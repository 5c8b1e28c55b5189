import { ZClientGroupSummary, ZPortfolio, ZPortfolioListQuery } from '../portfolio';
import { call } from './define';

/** Client portfolios valued from the ledger (spec §7 "Portfolios and tax"). */
export const portfolioCalls = {
  listPortfolios: call({
    method: 'get',
    path: '/portfolio/{firmId}',
    tag: 'Portfolios',
    summary: 'Clients with the value of their accounts: cash, holdings at the latest price, growth',
    permission: ['Client', 'read'],
    query: ZPortfolioListQuery,
    response: ZPortfolio,
    list: true,
  }),
  getClientGroupSummary: call({
    method: 'get',
    path: '/portfolio/clientgroupsummary/{firmId}/{clientId}',
    tag: 'Portfolios',
    summary: "The client's family group valued together, by client and wrapper, with its fee groups",
    permission: ['Client', 'read'],
    response: ZClientGroupSummary,
  }),
} as const;
