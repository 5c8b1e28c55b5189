import type { TAccountPerformance } from '../../../contract/reporting';
import { moneyOut, ZERO, type Decimal } from '../ledger';
import { moneyWeightedReturn, timeWeightedReturn, type DailyValuation } from './performance';
import { combined, dailyValuations } from './valuations';
import { seriesDays, type Period } from './period';
import type { Tx } from '../db/connection';

/** A return as the API shows it: a percentage to two decimals, or null. */
export const percentOut = (rate: Decimal | null): number | null =>
  rate === null ? null : moneyOut(rate.times(100));

export interface AccountOfReport {
  id: string;
  name: string;
  wrapperType: string;
}

export interface PeriodSeries {
  byAccount: Map<string, DailyValuation[]>;
  total: DailyValuation[];
}

/** The accounts' daily valuations over the period (see period.ts seriesDays for the days), and their sum. */
export async function periodSeries(
  tx: Tx,
  accountIds: string[],
  period: Period,
  firstDay: string | null,
): Promise<PeriodSeries> {
  const days = seriesDays(period, firstDay);
  const byAccount = days
    ? await dailyValuations(tx, accountIds, days.start, days.end)
    : new Map(accountIds.map((id) => [id, [] as DailyValuation[]]));
  return { byAccount, total: combined([...byAccount.values()]) };
}

/** External money in less out after the opening day. */
export const netFlows = (days: DailyValuation[]) => days.slice(1).reduce((s, d) => s.plus(d.flow), ZERO);

export const returnsOf = (days: DailyValuation[]) => ({
  timeWeightedReturn: percentOut(timeWeightedReturn(days)),
  moneyWeightedReturn: percentOut(moneyWeightedReturn(days)),
});

/** Each account's figures from its days (opening: the first day's value; closing: the last day's). */
export function accountPerformance(accounts: AccountOfReport[], series: PeriodSeries): TAccountPerformance[] {
  return accounts.map((a) => {
    const days = series.byAccount.get(a.id) ?? [];
    return {
      accountId: a.id,
      name: a.name,
      wrapperType: a.wrapperType as TAccountPerformance['wrapperType'],
      openingValue: moneyOut(days[0]?.value ?? ZERO),
      closingValue: moneyOut(days.at(-1)?.value ?? ZERO),
      netFlows: moneyOut(netFlows(days)),
      ...returnsOf(days),
    };
  });
}
