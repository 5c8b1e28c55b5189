import type { TranslateFunction } from 'react-admin';
import type { TAccountSummary } from '../../../contract/accounts';
import { formatPounds } from './money';
import { longDate, taxYearOf } from './taxYear';

/** £20,000: a limit is whole pounds, so it is said without pence. */
const wholePounds = (n: number) =>
  Number.isInteger(n)
    ? new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(
        n,
      )
    : formatPounds(n);

/**
 * The rule an ISA or JISA pay-in is checked against, in words: "ISA allowance: £20,000 a tax year;
 * £0.00 used, £10,000.00 pending, £10,000.00 left". Pending money (not yet arrived) counts against the
 * allowance and returns to "left" if it fails. Null for an uncapped wrapper.
 */
export function allowanceRule(translate: TranslateFunction, summary: TAccountSummary): string | null {
  const a = summary.subscriptionAllowance;
  if (!a) return null;
  return translate('workflows.payIn.allowanceRule', {
    wrapper: summary.wrapperType,
    limit: wholePounds(a.limit),
    used: formatPounds(a.used),
    pending: formatPounds(a.pending),
    left: formatPounds(a.left),
  });
}

/** Which tax year, with its dates: "tax year 2026/27: 6 April 2026 to 5 April 2027". */
export function taxYearWords(translate: TranslateFunction, on: string): string {
  const year = taxYearOf(on);
  return translate('workflows.payIn.taxYear', {
    year: year.label,
    start: longDate(year.start),
    end: longDate(year.end),
  });
}
