import { Alert, Link as MuiLink } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { CLIENT_STATUS_FOR_MONEY } from '../../../../contract';
import { accountPaths } from '../../shared/accountPaths';
import { useAccountSummary } from '../../shared/accountSummary';

/**
 * On every page of an account whose client is not yet Active: why none of its actions can be taken, before
 * anyone opens one (docs/decisions/0409).
 */
export const AccountGateBanner = ({ accountId }: { accountId: string }) => {
  const translate = useTranslate();
  const { data: summary } = useAccountSummary(accountId);
  if (!summary || summary.clientStatus === CLIENT_STATUS_FOR_MONEY) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="account-gate-banner">
      {translate('workflows.gate.banner', { status: summary.clientStatus })}{' '}
      <MuiLink component={Link} to={accountPaths.client(summary.clientId)}>
        {translate('workflows.gate.toClient', { name: summary.clientName })}
      </MuiLink>
    </Alert>
  );
};
