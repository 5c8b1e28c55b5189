import { Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { TAsset } from '../../../../contract/assets';
import { TransactionListOf } from '../transactions';
import { AccountPage } from './AccountHeader';

/** /accounts/{id}/transactions: the transactions page with the account fixed. */
export const AccountTransactions = () => {
  const { id } = useParams<{ id: string }>();
  return (
    <AccountPage tab="transactions" title="resources.accounts.transactions.title">
      <TransactionListOf fixed={{ accountId: id! }} title={false} />
    </AccountPage>
  );
};

const AssetHeading = ({ assetId }: { assetId: string }) => {
  const translate = useTranslate();
  const { data: asset } = useGetOne<TAsset>('masterInstruments', { id: assetId });
  return (
    <Typography variant="h6" component="h2">
      {translate('resources.accounts.assetTransactions.heading', { name: asset?.name ?? assetId })}
    </Typography>
  );
};

/** /accounts/{id}/assets/{assetId}/all-transactions: every transaction of one holding of the account. */
export const AccountAssetTransactions = () => {
  const { id, assetId } = useParams<{ id: string; assetId: string }>();
  return (
    <AccountPage title="resources.accounts.assetTransactions.title">
      <AssetHeading assetId={assetId!} />
      <TransactionListOf fixed={{ accountId: id!, assetId: assetId! }} title={false} />
    </AccountPage>
  );
};
