import {
  ZPerformance,
  ZPerformanceQuery,
  ZPortfolioReport,
  ZPortfolioSummary,
  ZReportQuery,
} from '../reporting';
import { call } from './define';

/** Portfolio reports, summaries and performance for a period (spec §7 "Portfolios and tax"; decision 0701). */
export const reportingCalls = {
  getPortfolioReport: call({
    method: 'get',
    path: '/portfolio/report/{firmId}/{clientId}',
    tag: 'Portfolios',
    summary:
      "The client's period: opening and closing values, payments, charges, income, transfers, realised and retained performance, time- and money-weighted returns",
    permission: ['Client', 'read'],
    query: ZReportQuery,
    response: ZPortfolioReport,
  }),
  getPortfolioSummary: call({
    method: 'get',
    path: '/portfolio/summary/{firmId}/{clientId}',
    tag: 'Portfolios',
    summary:
      "The client's accounts and positions valued at toDate against fromDate, with products and remaining ISA subscription",
    permission: ['Client', 'read'],
    query: ZReportQuery,
    response: ZPortfolioSummary,
  }),
  getAccountReport: call({
    method: 'get',
    path: '/account/report/{firmId}/{accountId}',
    tag: 'Accounts',
    summary: "One account's period, in the portfolio report's shape",
    permission: ['Account', 'read'],
    query: ZReportQuery,
    response: ZPortfolioReport,
  }),
  getPortfolioPerformance: call({
    method: 'get',
    path: '/portfolio/performance/{firmId}/{clientId}',
    tag: 'Portfolios',
    summary:
      'Keel: value against net contributions, day by day (week by week beyond a year), with time- and money-weighted returns in total and per account',
    permission: ['Client', 'read'],
    query: ZPerformanceQuery,
    response: ZPerformance,
  }),
} as const;
