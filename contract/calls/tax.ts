import { ZCgtReport, ZCgtReportQuery } from '../tax';
import { call } from './define';

/** Capital gains of a client's taxable accounts (spec §7 "Portfolios and tax"; decision 0702). */
export const taxCalls = {
  getCgtReport: call({
    method: 'get',
    path: '/portfolio/cgtReport/{firmId}/{clientId}',
    tag: 'Portfolios',
    summary:
      "The client's disposals in the period (default: the current UK tax year) matched by HMRC's share rules, with tax-year totals",
    permission: ['Client', 'read'],
    query: ZCgtReportQuery,
    response: ZCgtReport,
  }),
  getCgtReportSpreadsheet: call({
    method: 'get',
    path: '/portfolio/cgtReport/spreadsheet/{firmId}/{clientId}',
    tag: 'Portfolios',
    summary: 'The same report as an .xlsx workbook: Disposals, Matches and Tax years sheets',
    permission: ['Client', 'read'],
    query: ZCgtReportQuery,
    file: true,
  }),
} as const;
