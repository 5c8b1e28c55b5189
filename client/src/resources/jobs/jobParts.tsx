import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TJob } from '../../../../contract/jobs';
import { formatDateTime } from '../../shared/format';
import { periodText } from '../../shared/statementPeriod';

/** Jobs that still have work to do: their pages read again every second. */
export const isRunning = (job: Pick<TJob, 'status'> | undefined) =>
  job?.status === 'Queued' || job?.status === 'Running';

/**
 * The period a statements job covers, from its parameters, in words; a scheduled run's slot as a date and
 * time; else a dash.
 */
export const jobPeriod = (job: Pick<TJob, 'params'>) => {
  const { fromDate, toDate, slot } = job.params as { fromDate?: unknown; toDate?: unknown; slot?: unknown };
  if (typeof slot === 'string') return formatDateTime(slot);
  return typeof fromDate === 'string' && typeof toDate === 'string' ? periodText({ fromDate, toDate }) : '–';
};

/** A determinate bar of the items done, with the percentage beside it. */
export const JobProgress = ({ job }: { job: Pick<TJob, 'percent' | 'id'> }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={job.percent}
        aria-label={translate('resources.jobs.show.progress')}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {job.percent}%
      </Typography>
    </Box>
  );
};

export { StatusChip } from '../../shared/StatusChip';
