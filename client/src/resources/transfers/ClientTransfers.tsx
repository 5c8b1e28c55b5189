import { RecordContextProvider, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { Typography } from '@mui/material';
import { TRANSFER_WRAPPER_TYPES } from '../../../../contract/transfers';
import type { TAccount } from '../../../../contract/accounts';
import { usePermission } from '../../data/platform';
import { ClientTabPage } from '../../shared/ClientTabPage';
import { ConsoleList } from '../../shared/ConsoleList';
import { LinkMenuButton } from '../../shared/LinkMenuButton';
import { transferPaths, TRANSFERS_RESOURCE } from './paths';
import { transferFilters } from './transferFilters';
import { DEFAULT_TRANSFER_SORT, TransferSimpleList, TransferTable } from './TransferTable';

const K = 'resources.transfers.client';
type Account = TAccount & RaRecord;

/** Accounts a transfer can go into or come out of: a wrapper another provider holds, still open. */
const transferable = (a: Account) =>
  (TRANSFER_WRAPPER_TYPES as readonly string[]).includes(a.wrapperType) &&
  !['Closed', 'Closing', 'Deleted'].includes(a.status);

/** "Request a transfer": asks which of the client's accounts, then opens that account's transfer form. */
const RequestTransfer = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const mayRequest = usePermission('Transaction', 'readWrite');
  const { data } = useGetList<Account>(
    'accounts',
    { filter: { clientId }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: mayRequest },
  );
  if (!mayRequest || !data) return null;
  const accounts = data.filter(transferable);
  if (accounts.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${K}.noAccounts`)}
      </Typography>
    );
  return (
    <LinkMenuButton
      variant="contained"
      label={translate(`${K}.request`)}
      links={accounts.map((a) => ({
        key: String(a.id),
        label: `${a.name} (${a.wrapperType})`,
        to: transferPaths.request(String(a.id)),
      }))}
    />
  );
};

/** /clients/{id}/transfers: the client's transfers, in and out, as a tab of the client's pages. */
export const ClientTransfers = () => (
  <ClientTabPage title={`${K}.title`} action={(client) => <RequestTransfer clientId={String(client.id)} />}>
    {(client) => (
      // The client is the tab's record; the list's filter inputs must not read it as their own.
      <RecordContextProvider value={undefined}>
        <ConsoleList
          resource={TRANSFERS_RESOURCE}
          title={false}
          filter={{ clientId: client.id }}
          filters={transferFilters(['clientName', 'clientId', 'nodeId'])}
          sort={DEFAULT_TRANSFER_SORT}
          disableSyncWithLocation
          storeKey={false}
          empty={false}
          small={<TransferSimpleList />}
          actions={false}
          sx={{ mt: 2 }}
        >
          <TransferTable showClient={false} none={`${K}.empty`} />
        </ConsoleList>
      </RecordContextProvider>
    )}
  </ClientTabPage>
);
