import CampaignIcon from '@mui/icons-material/Campaign';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { Link, useListContext, useNotify, useTranslate } from 'react-admin';
import type { TJob, TStartTransferChase } from '../../../../contract/jobs';
import { usePlatformWrite } from '../../data/platform';
import { documentPaths } from '../../shared/documentPaths';

const K = 'resources.transfers.chase';

export interface ChaseStarted {
  jobId: string;
  count: number;
}

/**
 * The workbench's bulk action: one job on the shared queue (POST /job, kind `transferChase`) writes a chase
 * event on each selected transfer, so a large selection neither blocks the page nor half-happens unseen.
 */
export const ChaseButton = ({ onStarted }: { onStarted: (started: ChaseStarted) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const write = usePlatformWrite();
  const { selectedIds, onUnselectItems } = useListContext();
  const [busy, setBusy] = useState(false);

  async function chase() {
    setBusy(true);
    try {
      const transferIds = selectedIds.map(String);
      const body: TStartTransferChase = { kind: 'transferChase', transferIds };
      const job = await write<TJob>('startJob', { body });
      onStarted({ jobId: job.id, count: transferIds.length });
      onUnselectItems();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="small" startIcon={<CampaignIcon />} disabled={busy} onClick={() => void chase()}>
      {translate(`${K}.button`)}
    </Button>
  );
};

/** What the chase started, with the way to its job's page (its progress and each transfer's outcome). */
export const ChaseNotice = ({ started, onClose }: { started: ChaseStarted; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert severity="success" role="status" onClose={onClose} sx={{ m: 1 }}>
      {translate(`${K}.started`, { smart_count: started.count })}{' '}
      <Link to={documentPaths.job(started.jobId)}>{translate(`${K}.openJob`)}</Link>
    </Alert>
  );
};
