import { createHash } from 'node:crypto';
import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { requireInReach } from '../security/reach';
import { XLSX_TYPE } from '../documents/exports/xlsx';
import { cgtWorkbook, cgtWorkbookName } from './cgt-workbook';
import { clientCgtReport, defaultPeriod } from './service';

/** GET /portfolio/cgtReport/…: the client is resolved in the caller's reach (404 otherwise) first. */
export function taxRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.getCgtReport, async ({ caller, params, query }) => {
    await requireInReach(db, caller, 'client', params.clientId);
    return clientCgtReport(db, caller.firmId, params.clientId, defaultPeriod(query));
  });
  route(router, deps, calls.getCgtReportSpreadsheet, async ({ caller, params, query }) => {
    await requireInReach(db, caller, 'client', params.clientId);
    const report = await clientCgtReport(db, caller.firmId, params.clientId, defaultPeriod(query));
    const bytes = await cgtWorkbook(report);
    return {
      fileName: cgtWorkbookName(report),
      contentType: XLSX_TYPE,
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      disposition: 'attachment' as const,
    };
  });
}
