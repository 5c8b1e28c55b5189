import { MAX_PAGE_SIZE } from '../../../../contract/pageSizes';
import type { TAccount, TAccountSummary } from '../../../../contract/accounts';
import { usePermission } from '../../data/platform';
import { dec, ZERO } from '../../shared/money';
import { usePlatformEnvelope, usePlatformReads } from '../../data/platformReads';
import { accountSummaryRead } from '../../shared/accountSummary';

export interface ValuedAccount {
  account: TAccount;
  /** The account's current value; undefined while its valuation loads or if it failed. */
  value?: number;
  /** The oldest of its holdings' prices when any is stale (older than a business day), to say so. */
  stalePriceDate?: string;
}

/** The oldest stale price date among a valuation's holdings, if any (docs/decisions/0409). */
export function oldestStalePrice(summary: TAccountSummary | undefined): string | undefined {
  const dates = (summary?.positions ?? [])
    .filter((p) => p.priceStale && p.currentPriceDate)
    .map((p) => p.currentPriceDate!)
    .sort();
  return dates[0];
}

/**
 * The sum of the accounts' values in exact decimal, as text to the penny; undefined until every value is
 * known, so a total never silently leaves an account out.
 */
export function totalValue(values: (number | undefined)[]): string | undefined {
  if (values.some((v) => v === undefined)) return undefined;
  return values.reduce((sum, v) => sum.plus(dec(v)), ZERO).toFixed(2);
}

/**
 * The client's accounts (oldest first) each with its valuation, and their total; nothing is asked of a
 * user who may not read accounts.
 */
export function useClientValuation(clientId: string | undefined) {
  const mayReadAccounts = usePermission('Account', 'read');
  const accounts = usePlatformEnvelope<TAccount[]>(
    { name: 'listAccounts', query: { clientId, pageSize: MAX_PAGE_SIZE, sort: 'createdAt' } },
    !!clientId && mayReadAccounts,
  );
  const list = accounts.data?.data ?? [];
  const summaries = usePlatformReads<TAccountSummary>(list.map((account) => accountSummaryRead(account.id)));
  const rows: ValuedAccount[] = list.map((account, i) => ({
    account,
    value: summaries[i]?.data?.currentValue,
    stalePriceDate: oldestStalePrice(summaries[i]?.data),
  }));
  return {
    rows,
    total: accounts.isSuccess ? totalValue(rows.map((r) => r.value)) : undefined,
    isPending: mayReadAccounts && accounts.isPending,
    mayReadAccounts,
    count: accounts.data?.meta?.count ?? list.length,
  };
}
