import { findClient } from '../../clients/service';
import { portfolioReport as portfolioReportOf } from '../../reporting/portfolio-report';
import { longDate, pounds } from '../format';
import { systemReader } from '../system-reader';
import { portfolioReportBlocks } from './portfolio-report-blocks';
import { clientAndAccount, recipientOf, required } from './subjects';
import type { Template } from './template';
import { checkPeriod, defaultPeriod } from './valuation-statement';

const period = (from: string, to: string) => `${longDate(from)} to ${longDate(to)}`;

/**
 * A portfolio report for one client over a period (POST /files/portfolioreport, and the reporting runs of
 * decision 0703): the portfolio report call's figures laid out by the engine. The period defaults to the
 * quarter to today, as a valuation statement's does.
 */
export const portfolioReport: Template = {
  fileType: 'portfolioreport',
  messageType: 'Statement',
  prefix: 'PR',
  accepts: ['clientId', 'fromDate', 'toDate'],
  async resolve(db, caller, body) {
    const clientId = required(body.clientId, 'clientId', 'Required: the client the report is for');
    const { client } = await clientAndAccount(db, caller, { clientId });
    const toDate = body.toDate ?? defaultPeriod().toDate;
    const fromDate = body.fromDate ?? defaultPeriod(toDate).fromDate;
    checkPeriod(fromDate, toDate);
    return {
      firmId: client.firmId,
      nodeId: client.nodeId,
      clientId: client.id,
      accountId: null,
      input: { clientId: client.id, fromDate, toDate },
    };
  },
  async compose(db, subject) {
    const { fromDate, toDate } = subject.input as { fromDate: string; toDate: string };
    const client = await findClient(db, systemReader(subject.firmId), subject.clientId!);
    const report = await portfolioReportOf(db, subject.firmId, client.id, { fromDate, toDate });
    return {
      spec: {
        title: 'Portfolio report',
        subtitle: period(fromDate, toDate),
        recipient: recipientOf(client),
        blocks: portfolioReportBlocks(report),
      },
      subject: `Portfolio report ${period(fromDate, toDate)}`,
      body: `Your portfolio report for ${period(fromDate, toDate)} is ready. Value at ${longDate(toDate)}: ${pounds(report.closingValue)}.`,
      fileName: `portfolio-report-${toDate}`,
    };
  },
};
