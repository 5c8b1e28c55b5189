import { Alert, Link as MuiLink } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { ACCOUNT_STATUS_ALLOWS, type MoneyAction, type TAccountSummary } from '../../../../contract/accounts';
import { CLIENT_STATUS_FOR_MONEY } from '../../../../contract/clients';
import { accountPaths, type AccountAction } from '../../shared/accountPaths';

/**
 * The onboarding gate and the account's status, read before a form is started (docs/decisions/0409): the
 * same rules the platform applies with its 409s, from the contract's tables and the account's valuation.
 */

/** The money action each account action page asks the platform for. */
export const MONEY_ACTION_OF: Record<AccountAction, MoneyAction> = {
  'pay-in': 'payIn',
  withdraw: 'withdraw',
  invest: 'buy',
  sell: 'sell',
  'ad-hoc-fee': 'fee',
};

export type Gate =
  { cause: 'client'; status: string } | { cause: 'account'; status: string; allowed: readonly string[] };

type GateFacts = Pick<TAccountSummary, 'clientStatus' | 'status'>;

/** Why `action` would be refused on the account, the client's status first (as the platform checks). */
export function gateOf(summary: GateFacts, action: MoneyAction): Gate | undefined {
  if (summary.clientStatus !== CLIENT_STATUS_FOR_MONEY)
    return { cause: 'client', status: summary.clientStatus };
  const allowed: readonly string[] = ACCOUNT_STATUS_ALLOWS[action];
  if (!allowed.includes(summary.status)) return { cause: 'account', status: summary.status, allowed };
  return undefined;
}

type Subject = Pick<TAccountSummary, 'id' | 'clientId' | 'clientName'>;

/** "This client is Pending: approve them before paying in", with the way to the client (or the account). */
export const GateNotice = ({
  gate,
  action,
  account,
}: {
  gate: Gate;
  /** What the user set out to do, in the notice's words ('move': cash between the client's accounts). */
  action: MoneyAction | 'move';
  account: Subject;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`workflows.gate.${key}`, options);
  const doing = t(`doing.${action}`);
  if (gate.cause === 'client')
    return (
      <Alert severity="warning" data-testid="gate-notice">
        {t('client', { status: gate.status, doing })}{' '}
        <MuiLink component={Link} to={accountPaths.client(account.clientId)}>
          {t('toClient', { name: account.clientName })}
        </MuiLink>
      </Alert>
    );
  return (
    <Alert severity="warning" data-testid="gate-notice">
      {t('account', { status: gate.status, allowed: gate.allowed.join(', '), doing })}{' '}
      <MuiLink component={Link} to={accountPaths.details(account.id)}>
        {t('toAccount')}
      </MuiLink>
    </Alert>
  );
};
