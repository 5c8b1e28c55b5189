import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WarningIcon from '@mui/icons-material/Warning';
import { Chip } from '@mui/material';
import type { ReactElement } from 'react';

/** The state each status word stands for, carried by its icon's colour. */
const STATUS_ICONS: Record<string, ReactElement> = {
  Completed: <CheckCircleIcon color="success" />,
  Succeeded: <CheckCircleIcon color="success" />,
  Delivered: <CheckCircleIcon color="success" />,
  'Completed with failures': <WarningIcon color="warning" />,
  Retrying: <ScheduleIcon color="warning" />,
  Failed: <ErrorIcon color="error" />,
  SetAside: <ErrorIcon color="error" />,
};

/**
 * A record's status (a job's, an item's, a webhook delivery's): the words in the page's own text colour
 * (a filled green or red chip's label falls short of WCAG's 4.5:1), the state's colour carried by its icon.
 */
export const StatusChip = ({ status, testId }: { status: string; testId?: string }) => (
  <Chip size="small" variant="outlined" label={status} icon={STATUS_ICONS[status]} data-testid={testId} />
);
