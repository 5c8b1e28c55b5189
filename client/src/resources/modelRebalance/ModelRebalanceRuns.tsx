import DownloadIcon from '@mui/icons-material/Download';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link, useTranslate } from 'react-admin';
import type { TJob } from '../../../../contract/jobs';
import { usePlatformRead } from '../../data/platformReads';
import { useUser } from '../../data/userContext';
import { documentPaths } from '../../shared/documentPaths';
import { formatDateTime } from '../../shared/format';
import { isRunning, JobProgress, StatusChip } from '../jobs/jobParts';
import { S } from './previewParts';

const seg = (id: string) => encodeURIComponent(id);
/** While a run is going the list reads again every second, so its bar moves. */
const POLL_MS = 1000;

/**
 * The model's bulk runs, newest first: status, progress, the job's page (per-account outcomes, retry of
 * failures) and each run's outcomes as CSV straight from the platform through the proxy.
 */
export const ModelRebalanceRuns = ({ modelId }: { modelId: string }) => {
  const translate = useTranslate();
  const firmId = useUser().user?.firmId;
  const { data, refetch } = usePlatformRead<TJob[]>({
    name: 'listJobs',
    query: { kind: 'modelRebalance', pageSize: 100 },
  });
  const runs = (data ?? []).filter((j) => j.params.modelId === modelId);
  const anyRunning = runs.some(isRunning);
  useEffect(() => {
    if (!anyRunning) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [anyRunning, refetch]);
  if (!runs.length) return <Typography>{translate(`${S}.noRuns`)}</Typography>;
  return (
    <Table size="small" aria-label={translate(`${S}.runs`)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${S}.runStarted`)}</TableCell>
          <TableCell>{translate(`${S}.runStatus`)}</TableCell>
          <TableCell>{translate(`${S}.runProgress`)}</TableCell>
          <TableCell>{translate(`${S}.runOutcomes`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {runs.map((job) => (
          <TableRow key={job.id}>
            <TableCell>
              <Link to={documentPaths.job(job.id)}>{formatDateTime(job.createdAt)}</Link>
            </TableCell>
            <TableCell>
              <StatusChip status={job.status} />
            </TableCell>
            <TableCell>
              <JobProgress job={job} />
            </TableCell>
            <TableCell>
              {firmId && (
                <Button
                  size="small"
                  href={`/api/proxy/job/${seg(firmId)}/${seg(job.id)}/outcomes`}
                  download
                  startIcon={<DownloadIcon />}
                >
                  {translate(`${S}.downloadOutcomes`)}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
