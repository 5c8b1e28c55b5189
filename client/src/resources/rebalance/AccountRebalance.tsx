import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  LinearProgress,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { uuidV4 } from '../../data/uuid';
import type { TRebalanceOptions, TRebalancePreview, TRebalanceResult } from '../../../../contract/rebalance';
import { usePermission, usePlatformCall, usePlatformWrite } from '../../data/platform';
import { PLATFORM_READS } from '../../data/platformReads';
import { AccountPage } from '../../shared/AccountPage';
import { formatPounds } from '../../shared/money';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useWriteError } from '../../shared/useWriteError';
import { ResultStep } from '../../workflows/shared/ResultStep';
import { LeftUndone, R, TaxSummary, TradesTable, WeightsTable } from './PreviewTables';

const INVALIDATES = [PLATFORM_READS] as const;

/** The preview (a POST that changes nothing), cached with the platform's reads so dealing refreshes it. */
function usePreview(accountId: string, options: TRebalanceOptions) {
  const call = usePlatformCall();
  return useQuery({
    queryKey: [...PLATFORM_READS, 'previewRebalance', accountId, options],
    queryFn: async () =>
      (await call<TRebalancePreview>('previewRebalance', { params: { accountId }, body: options })).data,
    retry: false,
  });
}

const numberOrUndefined = (v: string) => (v.trim() === '' ? undefined : Number(v));

const Options = ({ onReview }: { onReview: (o: TRebalanceOptions) => void }) => {
  const t = useTranslate();
  const [taxAware, setTaxAware] = useState(false);
  const [budget, setBudget] = useState('');
  const [buffer, setBuffer] = useState('');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <FormControlLabel
        control={<Switch checked={taxAware} onChange={(e) => setTaxAware(e.target.checked)} />}
        label={t(`${R}.options.taxAware`)}
      />
      {taxAware && (
        <TextField
          size="small"
          type="number"
          label={t(`${R}.options.gainsBudget`)}
          helperText={t(`${R}.options.gainsBudgetHelp`)}
          value={budget}
          onChange={(e) => setBudget(e.target.value)}
        />
      )}
      <TextField
        size="small"
        type="number"
        label={t(`${R}.options.cashBufferPercent`)}
        value={buffer}
        onChange={(e) => setBuffer(e.target.value)}
      />
      <Button
        variant="outlined"
        onClick={() =>
          onReview({
            taxAware,
            gainsBudget: taxAware ? numberOrUndefined(budget) : undefined,
            cashBufferPercent: numberOrUndefined(buffer),
          })
        }
      >
        {t(`${R}.options.review`)}
      </Button>
    </Stack>
  );
};

const Figures = ({ preview }: { preview: TRebalancePreview }) => {
  const t = useTranslate();
  const items: [string, string][] = [
    ['value', formatPounds(preview.valueBefore)],
    ['cashBefore', formatPounds(preview.cashBefore)],
    ['cashAfter', formatPounds(preview.cashAfter)],
    ['cashBuffer', formatPounds(preview.cashBuffer)],
    ['minimumTrade', formatPounds(preview.minimumTrade)],
    ['tolerance', `± ${preview.tolerance.toFixed(2)}%`],
  ];
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {items.map(([key, value]) => (
        <Typography key={key} variant="body2">
          {t(`${R}.figures.${key}`)}: <strong>{value}</strong>
        </Typography>
      ))}
    </Stack>
  );
};

/** The review and Confirm: places the reviewed trades as one group, with one idempotency key per plan. */
const Review = ({ accountId, onPlaced }: { accountId: string; onPlaced: (linkId: string) => void }) => {
  const t = useTranslate();
  const [options, setOptions] = useState<TRebalanceOptions>({ taxAware: false });
  const { data: preview, error, isPending } = usePreview(accountId, options);
  const mayPlace = usePermission('Transaction', 'readWrite');
  const write = usePlatformWrite(INVALIDATES);
  const { writeError, show, clear } = useWriteError();
  // A retried Confirm of the same plan sends the same key: the platform answers the first group.
  const idempotencyKey = useMemo(() => uuidV4(), [preview?.planFingerprint]);
  const place = useMutation({
    mutationFn: () =>
      write<TRebalanceResult>('confirmRebalance', {
        params: { accountId },
        body: { ...options, planFingerprint: preview!.planFingerprint },
        idempotencyKey,
      }),
    onMutate: clear,
    onSuccess: (result) => onPlaced(result.linkId),
    onError: show,
  });
  return (
    <Stack spacing={2}>
      <Options onReview={setOptions} />
      {isPending && <LinearProgress aria-label={t('ra.page.loading')} />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {preview && (
        <>
          <Typography variant="body2">{t(`${R}.intro`, { model: preview.modelName })}</Typography>
          <Figures preview={preview} />
          <Typography variant="h6" component="h2">
            {t(`${R}.trades.title`)}
          </Typography>
          <TradesTable preview={preview} />
          <Typography variant="h6" component="h2">
            {t(`${R}.weights.title`)}
          </Typography>
          <WeightsTable preview={preview} />
          <TaxSummary preview={preview} />
          <LeftUndone preview={preview} />
          {mayPlace && preview.trades.length > 0 && (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Button variant="contained" onClick={() => place.mutate()} disabled={place.isPending}>
                {t(`${R}.confirm`)}
              </Button>
              <ServerErrorAlert error={writeError} />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
};

/** /accounts/{id}/rebalance: review the trades that bring the account back to its model, then confirm. */
export const AccountRebalance = () => {
  const { id } = useParams<{ id: string }>();
  const t = useTranslate();
  const [linkId, setLinkId] = useState<string | null>(null);
  return (
    <AccountPage title={`${R}.title`}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {t(linkId ? `${R}.placed` : `${R}.title`)}
          </Typography>
          {!linkId && <Review accountId={id!} onPlaced={setLinkId} />}
        </CardContent>
        {linkId && (
          <ResultStep
            created={{ id: linkId, kind: 'group', accountId: id! }}
            onAgain={() => setLinkId(null)}
          />
        )}
      </Card>
    </AccountPage>
  );
};
