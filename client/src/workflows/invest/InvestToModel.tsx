import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import type { TAccount } from '../../../../contract/accounts';
import type { TInvestToModelPreview } from '../../../../contract/rebalance';
import { usePlatformCall } from '../../data/platform';
import { formatPounds } from '../../shared/money';
import type { OrderValues } from '../shared/orders';

const W = 'resources.rebalance.investToModel';

/**
 * "Invest to model" (issue 17 item 3, decision 0705): an amount split across the account's model's
 * components by target weight (POST /account/invest-to-model/preview), filled into the order lines as
 * amounts; the review and the group placing them are the invest workflow's own. Shown only when the
 * account follows a model.
 */
export const InvestToModel = ({
  accountId,
  set,
}: {
  accountId: string;
  set: (patch: Partial<OrderValues>) => void;
}) => {
  const t = useTranslate();
  const call = usePlatformCall();
  const { data: account } = useGetOne<TAccount & RaRecord>('accounts', { id: accountId });
  const [amount, setAmount] = useState('');
  const split = useMutation({
    mutationFn: async () =>
      (
        await call<TInvestToModelPreview>('previewInvestToModel', {
          params: { accountId },
          body: { amount: Number(amount) },
        })
      ).data,
    onSuccess: (preview) =>
      set({
        mode: 'Amounts',
        orders: preview.buys.map((b) => ({
          instrument: { id: b.assetId, name: b.assetName, isin: '', price: null },
          value: b.amount.toFixed(2),
        })),
      }),
  });
  if (!account?.modelId) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {t(`${W}.title`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="number"
          label={t(`${W}.amount`)}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Button variant="outlined" onClick={() => split.mutate()} disabled={!amount || split.isPending}>
          {t(`${W}.fill`)}
        </Button>
      </Box>
      {split.error && <Alert severity="error">{split.error.message}</Alert>}
      {split.data && (
        <Typography variant="body2" aria-live="polite">
          {t(`${W}.filled`, { model: split.data.modelName, uninvested: formatPounds(split.data.uninvested) })}
        </Typography>
      )}
    </Box>
  );
};
