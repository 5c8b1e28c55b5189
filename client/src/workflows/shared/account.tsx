import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { MoneyAction, TAccountSummary } from '../../../../contract';
import { usePlatformRead, usePlatformReads } from '../../data/platformReads';
import { gateOf, GateNotice } from './gate';
import { formatPounds } from './money';
import type { PlanOutcome } from './plan';
import { Workflow, type FormProps } from './Workflow';

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

/** "ISA · Jane's ISA (ABC1234) · Active · £1,200.00 available" under the workflow's title. */
const AccountSubject = ({ summary }: { summary: TAccountSummary | undefined }) => {
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

export interface AccountWorkflowProps<V> {
  /** Translation key of the page title. */
  title: string;
  /** What the action asks of the account: a client or account status that refuses it is shown first. */
  action: MoneyAction;
  initialValues: V;
  /** The form's fields, given the form's state and the account's valuation. */
  renderForm: (form: FormProps<V>, summary: TAccountSummary) => ReactNode;
  plan: (values: V, summary: TAccountSummary, translate: TranslateFunction) => PlanOutcome;
}

/**
 * An action on the account of an /accounts/{id}/… page: the workflow with the account under its title,
 * ready once the account's valuation (the review's starting point) has loaded. When the client is not yet
 * Active, or the account's status refuses the action, that is said instead of the form.
 */
export function AccountWorkflow<V>({
  title,
  action,
  initialValues,
  renderForm,
  plan,
}: AccountWorkflowProps<V>) {
  const translate = useTranslate();
  const { id } = useParams<'id'>();
  const { data: summary } = useAccountSummary(id);
  const gate = summary && gateOf(summary, action);
  return (
    <Workflow
      title={title}
      subject={<AccountSubject summary={summary} />}
      initialValues={initialValues}
      ready={!!summary}
      blocked={gate && <GateNotice gate={gate} action={action} account={summary} />}
      renderForm={(form) => renderForm(form, summary!)}
      plan={(values) => plan(values, summary!, translate)}
    />
  );
}
