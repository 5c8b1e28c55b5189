import AddCardIcon from '@mui/icons-material/AddCard';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import EditIcon from '@mui/icons-material/Edit';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Link, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { hasPermission, type TAccount } from '../../../../contract';
import { useUser } from '../../shell/UserProvider';
import { accountPaths } from '../accounts/accountPaths';
import { clientPaths } from './clientPaths';
import { editPathFor } from './clientLinks';
import { ClientStatusButton } from './ClientStatusButton';
import { useClientValuation } from './clientValuation';

/** Accounts that can take money in: open ones, not those being closed, suspended or transferred out. */
const PAYABLE = ['Active', 'Registered', 'Pending'];

/** Straight to the pay-in page for the one open account, or a menu of them when there are several. */
const PayInButton = ({ accounts }: { accounts: TAccount[] }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
    <>
      <Button
        startIcon={<PaymentsIcon />}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {accounts.map((account) => (
          <MenuItem key={account.id} component={Link} to={accountPaths.action(account.id, 'pay-in')}>
            {account.name} ({account.wrapperType})
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/** What staff most often do next for a client, at the top of the overview. */
export const ClientQuickActions = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const scopes = useUser().user?.scopes ?? [];
  const { rows } = useClientValuation(record?.id as string | undefined);
  if (!record) return null;
  const t = (key: string) => translate(`resources.clients.actions.${key}`);
  const payable = rows.map((r) => r.account).filter((a) => PAYABLE.includes(a.status));
  // Only what the user may do: read-only users see no write actions.
  const mayWriteAccounts = hasPermission(scopes, 'Account', 'readWrite');
  const mayWriteClients = hasPermission(scopes, 'Client', 'readWrite');
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {mayWriteAccounts && (
        <>
          <Button component={Link} to={accountPaths.createForClient(record.id)} startIcon={<AddCardIcon />}>
            {t('openAccount')}
          </Button>
          <PayInButton accounts={payable} />
        </>
      )}
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
    </TopToolbar>
  );
};
