import type { TAccountSummary } from '../../../contract/accounts';
import { usePlatformRead, usePlatformReads } from '../data/platformReads';

/** GET /account/summary/{firmId}/{accountId}: the account valued today at the latest prices. */
export const accountSummaryRead = (accountId: string | undefined) =>
  ({ name: 'getAccountSummary', params: { accountId } }) as const;

/** The valuation of an account (GET /account/summary): cash, holdings, available cash and allowance. */
export function useAccountSummary(accountId: string | undefined) {
  return usePlatformRead<TAccountSummary>(accountSummaryRead(accountId), !!accountId);
}

/**
 * The valuations of several accounts (a client's, for a movement between them), by id once all have
 * answered; a failure toasts its message like any read (spec §8).
 */
export function useAccountSummaries(accountIds: string[]) {
  const queries = usePlatformReads<TAccountSummary>(accountIds.map(accountSummaryRead));
  const byId = new Map(queries.flatMap((q) => (q.data ? [[q.data.id, q.data] as const] : [])));
  return { byId, settled: queries.every((q) => !q.isPending) };
}
