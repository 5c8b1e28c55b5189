import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { TJob } from '../../../../contract';
import { periodText } from '../../shared/statementPeriod';

/** Jobs that still have work to do: their pages read again every second. */
export const isRunning = (job: Pick<TJob, 'status'> | undefined) =>
  job?.status === 'Queued' || job?.status === 'Running';

/** The period a statements job covers, from its parameters, in words (or a dash). */
export const jobPeriod = (job: Pick<TJob, 'params'>) => {
  const { fromDate, toDate } = job.params as { fromDate?: unknown; toDate?: unknown };
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

const STATUS_ICONS: Record<string, ReactElement> = {
  Completed: <CheckCircleIcon color="success" />,
  Succeeded: <CheckCircleIcon color="success" />,
  'Completed with failures': <WarningIcon color="warning" />,
  Failed: <ErrorIcon color="error" />,
};

/**
 * A job's or an item's status: the words in the page's own text colour (a filled green or red chip's
 * label falls short of WCAG's 4.5:1), the state's colour carried by its icon.
 */
export const StatusChip = ({ status, testId }: { status: string; testId?: string }) => (
  <Chip size="small" variant="outlined" label={status} icon={STATUS_ICONS[status]} data-testid={testId} />
);
