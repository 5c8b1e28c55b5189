import type { TCgtDisposal, TCgtTaxYear } from '../../../../contract/tax';
import type { Tx } from '../../db/connection';
import { clientCgtReport } from '../../tax/service';

/**
 * What a tax statement reads of capital gains: the CGT engine's disposals of the year (decision 0702),
 * matched by HMRC's rules across all the client's taxable accounts together, and the year's totals with
 * the annual exempt amount and the losses brought in from earlier years.
 */

export { treatmentOf, type TaxTreatment } from '../../tax/wrappers';

export interface YearGains {
  /** The year's disposals; with an account named, those with a sale from that account. */
  disposals: TCgtDisposal[];
  /** The person's totals for the year, across all their taxable accounts. */
  year: TCgtTaxYear;
}

export async function yearGains(
  tx: Tx,
  firmId: string,
  clientId: string,
  period: { fromDate: string; toDate: string },
  accountId: string | null,
): Promise<YearGains> {
  const report = await clientCgtReport(tx, firmId, clientId, period);
  const disposals = accountId
    ? report.disposals.filter((d) => d.accountIds.includes(accountId))
    : report.disposals;
  return { disposals, year: report.byTaxYear[0] };
}
