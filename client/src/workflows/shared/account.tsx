import { Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { TAccountSummary } from '../../../../contract';
import { readKey, useCall, useRead } from './api';
import { formatPounds } from './money';

export const summaryKey = (accountId: string) => readKey('getAccountSummary', [accountId]);

/** The valuation of an account (GET /account/summary): cash, holdings, available cash and allowance. */
export function useAccountSummary(accountId: string | undefined) {
  return useRead<TAccountSummary>([accountId], 'getAccountSummary', { params: { accountId } }, !!accountId);
}

/**
 * The valuations of several accounts (a client's, for a movement between them), by id once all have
 * answered; a failure toasts its message like any read (spec §8).
 */
export function useAccountSummaries(accountIds: string[]) {
  const call = useCall();
  const notify = useNotify();
  const queries = useQueries({
    queries: accountIds.map((accountId) => ({
      queryKey: summaryKey(accountId),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await call<TAccountSummary>('getAccountSummary', { params: { accountId }, signal })).data,
    })),
  });
  const error = queries.find((q) => q.error)?.error;
  useEffect(() => {
    if (error) notify(error.message, { type: 'error' });
  }, [error, notify]);
  const byId = new Map(queries.flatMap((q) => (q.data ? [[q.data.id, q.data] as const] : [])));
  return { byId, settled: queries.every((q) => !q.isPending) };
}

/** The account of an /accounts/{id}/… page, and its valuation as the review's starting point. */
export function useAccountPage() {
  const { id } = useParams<'id'>();
  const summary = useAccountSummary(id);
  const data = summary.data;
  return { summary: data, ready: !!data };
}

/** "ISA · Jane's ISA (ABC1234) · Active · £1,200.00 available" under the workflow's title. */
export const AccountSubject = ({ summary }: { summary: TAccountSummary | undefined }) => {
  const translate = useTranslate();
  if (!summary) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('workflows.subject', {
        wrapper: summary.wrapperType,
        name: summary.name,
        id: summary.id,
        status: summary.status,
        available: formatPounds(summary.availableCash),
      })}
    </Typography>
  );
};
