import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { MoneyAction, TAccountSummary } from '../../../../contract/accounts';
import { useAccountSummary } from '../../shared/accountSummary';
import { gateOf, GateNotice } from './gate';
import { formatPounds } from '../../shared/money';
import type { PlanOutcome } from './plan';
import { Workflow, type FormProps } from './Workflow';

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
