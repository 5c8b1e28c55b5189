import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link, Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { TJob } from '../../../../contract/jobs';
import type { TModelRebalancePreview } from '../../../../contract/rebalanceBulk';
import { PLATFORM_READS, usePlatformRead } from '../../data/platformReads';
import { usePermission, usePlatformWrite } from '../../data/platform';
import { documentPaths } from '../../shared/documentPaths';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useWriteError } from '../../shared/useWriteError';
import { ModelRebalanceRuns } from './ModelRebalanceRuns';
import { InstrumentTotals, PreviewCounts, S, SkippedAccounts } from './previewParts';

const INVALIDATES = [PLATFORM_READS] as const;

/** Start: queues the run (POST /model/{firmId}/{modelId}/rebalance) and opens the job's page. */
const StartRun = ({ preview }: { preview: TModelRebalancePreview }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const write = usePlatformWrite(INVALIDATES);
  const mayStart = usePermission('Model', 'action');
  const { writeError, show, clear } = useWriteError();
  const start = useMutation({
    mutationFn: () =>
      write<TJob>('startModelRebalance', { params: { modelId: preview.modelId }, body: { taxAware: false } }),
    onMutate: clear,
    onSuccess: (job) => {
      notify(`${S}.started`, { type: 'success' });
      navigate(documentPaths.job(job.id));
    },
    onError: show,
  });
  if (!mayStart) return <Alert severity="info">{translate(`${S}.notPermitted`)}</Alert>;
  if (preview.runningJobId)
    return (
      <Alert severity="info">
        {translate(`${S}.running`)}{' '}
        <Link to={documentPaths.job(preview.runningJobId)}>{translate(`${S}.openRun`)}</Link>
      </Alert>
    );
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        onClick={() => start.mutate()}
        disabled={start.isPending || !preview.toRebalance}
      >
        {translate(`${S}.start`)}
      </Button>
      <ServerErrorAlert error={writeError} />
    </Stack>
  );
};

/**
 * /models/discretionary/{modelId}/rebalance: what a bulk rebalance would do now over every account
 * following the model (counts, each instrument's sells and buys, the accounts skipped and why), Start, and
 * the model's runs with their progress and outcomes. Tax-aware planning stays with the one-account page.
 */
export const ModelRebalancePage = () => {
  const translate = useTranslate();
  const { modelId = '' } = useParams();
  const { data: preview } = usePlatformRead<TModelRebalancePreview>({
    name: 'previewModelRebalance',
    params: { modelId },
  });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`${S}.title`, { name: preview?.modelName ?? '' })} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {translate(`${S}.title`, { name: preview?.modelName ?? '' })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${S}.intro`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${S}.taxNote`)}
        </Typography>
        {!preview ? (
          <Stack direction="row" spacing={1} alignItems="center">
            <CircularProgress size={20} aria-label={translate(`${S}.loading`)} />
            <Typography>{translate(`${S}.loading`)}</Typography>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <PreviewCounts preview={preview} />
            <Typography variant="h6" component="h2">
              {translate(`${S}.instruments`)}
            </Typography>
            <InstrumentTotals preview={preview} />
            <SkippedAccounts preview={preview} />
            <StartRun preview={preview} />
          </Stack>
        )}
        <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
          {translate(`${S}.runs`)}
        </Typography>
        <ModelRebalanceRuns modelId={modelId} />
      </CardContent>
    </Card>
  );
};
