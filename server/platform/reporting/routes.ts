import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { requireInReach } from '../security/reach';
import { performanceChart } from './chart';
import { accountReport, portfolioReportFor } from './portfolio-report';
import { portfolioSummary } from './summary';

/** Reports, summaries and performance for a period (decision 0701): reach first, then the report. */
export function reportingRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.getPortfolioReport, async ({ caller, params, query }) => {
    await requireInReach(db, caller, 'client', params.clientId);
    return portfolioReportFor(db, caller.firmId, params.clientId, query);
  });
  route(router, deps, calls.getPortfolioSummary, ({ caller, params, query }) =>
    portfolioSummary(db, caller, params.clientId, query),
  );
  route(router, deps, calls.getAccountReport, async ({ caller, params, query }) => {
    await requireInReach(db, caller, 'account', params.accountId);
    return accountReport(db, caller.firmId, params.accountId, query);
  });
  route(router, deps, calls.getPortfolioPerformance, async ({ caller, params, query }) => {
    await requireInReach(db, caller, 'client', params.clientId);
    return performanceChart(db, caller.firmId, params.clientId, query);
  });
}
