import type { Tx } from '../db/connection';
import { produce, templateFor } from '../documents/engine';
import { XLSX_TYPE } from '../documents/exports/xlsx';
import { newFileId, storeFile } from '../documents/store';
import { cgtWorkbook } from '../tax/cgt-workbook';
import { clientCgtReport } from '../tax/service';
import { coveredClient, periodOf } from './covered';
import type { ClaimedItem, JobRow } from './queue';

/**
 * The reporting runs' handlers (decision 0703): one report per client, stored as a generated file for the
 * adviser who runs them and NOT put in the client's message box. A portfolio report over a selection, or a
 * capital gains working, is material for the adviser to check before anything is sent; a valuation
 * statement run (handlers.ts) is the one that delivers. The file and the item's outcome commit together,
 * so an attempt that crashed leaves nothing behind and its retry makes the file once.
 */

/** One PDF portfolio report through the document engine. */
export async function portfolioReport(tx: Tx, job: JobRow, item: ClaimedItem) {
  const client = await coveredClient(tx, job, item.subjectId);
  const { fromDate, toDate } = periodOf(job);
  const subject = {
    firmId: job.firmId,
    nodeId: client.nodeId,
    clientId: client.id,
    accountId: null,
    input: { clientId: client.id, fromDate, toDate },
  };
  const { file } = await produce(tx, templateFor('portfolioreport'), subject, job.createdBy, false);
  return { resultId: file.id, outcome: 'Portfolio report made' };
}

/**
 * One capital gains workbook (.xlsx: disposals, matches, tax years): the same report and spreadsheet as
 * GET /portfolio/cgtReport/spreadsheet, kept as a generated file so the run's download gathers it.
 */
export async function capitalGainsReport(tx: Tx, job: JobRow, item: ClaimedItem) {
  const client = await coveredClient(tx, job, item.subjectId);
  const period = periodOf(job);
  const report = await clientCgtReport(tx, job.firmId, client.id, period);
  const bytes = await cgtWorkbook(report);
  const id = await newFileId(tx);
  const file = await storeFile(tx, {
    id,
    firmId: job.firmId,
    nodeId: client.nodeId,
    clientId: client.id,
    accountId: null,
    fileType: 'cgtreport',
    title: `Capital gains ${period.fromDate} to ${period.toDate}`,
    reference: `CGT-${id}`,
    fileName: `capital-gains-${period.fromDate}-to-${period.toDate}.xlsx`,
    contentType: XLSX_TYPE,
    bytes: new Uint8Array(bytes),
    input: { clientId: client.id, ...period },
    createdBy: job.createdBy,
  });
  const disposals = report.disposals.length;
  return {
    resultId: file.id,
    outcome: `Capital gains report made: ${disposals} disposal${disposals === 1 ? '' : 's'}`,
  };
}
