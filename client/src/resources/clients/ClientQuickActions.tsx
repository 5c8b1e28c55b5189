import AddCardIcon from '@mui/icons-material/AddCard';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import EditIcon from '@mui/icons-material/Edit';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Button } from '@mui/material';
import { Link, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { TAccount } from '../../../../contract/accounts';
import { usePermission } from '../../data/platform';
import { accountPaths } from '../../shared/accountPaths';
import { LinkMenuButton } from '../../shared/LinkMenuButton';
import { clientPaths } from '../../shared/clientPaths';
import { GenerateStatementButton } from '../../shared/GenerateStatement';
import { NewIllustrationButton } from '../illustrations/NewIllustrationButton';
import { editPathFor } from './clientLinks';
import { ClientStatusButton } from './ClientStatusButton';
import { useClientValuation } from './clientValuation';

/** Accounts that can take money in: open ones, not those being closed, suspended or transferred out. */
const PAYABLE = ['Active', 'Registered', 'Pending'];

/** Straight to the pay-in page for the one open account, or a menu of them when there are several. */
const PayInButton = ({ accounts }: { accounts: TAccount[] }) => {
  const translate = useTranslate();
  const label = translate('resources.clients.actions.payIn');
  if (accounts.length <= 1)
    return (
      <Button
        component={Link}
        to={accounts[0] ? accountPaths.action(accounts[0].id, 'pay-in') : '#'}
        disabled={!accounts.length}
        startIcon={<PaymentsIcon />}
      >
        {label}
      </Button>
    );
  return (
    <LinkMenuButton
      startIcon={<PaymentsIcon />}
      label={label}
      links={accounts.map((account) => ({
        key: account.id,
        label: `${account.name} (${account.wrapperType})`,
        to: accountPaths.action(account.id, 'pay-in'),
      }))}
    />
  );
};

/** What staff most often do next for a client, at the top of the overview. */
export const ClientQuickActions = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  // Only what the user may do: read-only users see no write actions.
  const mayWriteAccounts = usePermission('Account', 'readWrite');
  const mayWriteClients = usePermission('Client', 'readWrite');
  const mayPlace = usePermission('Transaction', 'readWrite');
  const { rows } = useClientValuation(record?.id as string | undefined);
  if (!record) return null;
  const t = (key: string) => translate(`resources.clients.actions.${key}`);
  const payable = rows.map((r) => r.account).filter((a) => PAYABLE.includes(a.status));
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {mayWriteAccounts && (
        <>
          <Button component={Link} to={accountPaths.createForClient(record.id)} startIcon={<AddCardIcon />}>
            {t('openAccount')}
          </Button>
        </>
      )}
      {mayPlace && <PayInButton accounts={payable} />}
      {mayWriteClients && (
        <>
          <Button component={Link} to={editPathFor(record)} startIcon={<EditIcon />}>
            {translate('resources.clients.overview.edit')}
          </Button>
          {record.clientType === 'Individual' && (
            <Button component={Link} to={clientPaths.createChild(record.id)} startIcon={<ChildCareIcon />}>
              {t('addChild')}
            </Button>
          )}
          <ClientStatusButton />
        </>
      )}
      <GenerateStatementButton subject={{ clientId: record.id, clientName: record.name }} />
      <NewIllustrationButton clientId={record.id} />
    </TopToolbar>
  );
};
