import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneIcon from '@mui/icons-material/Done';
import SnoozeIcon from '@mui/icons-material/Snooze';
import WarningIcon from '@mui/icons-material/Warning';
import { Chip } from '@mui/material';
import type { ReactElement } from 'react';
import { differenceInCalendarDays } from 'date-fns';
import { useRecordContext, useTranslate } from 'react-admin';
import type { TNotification, TNotificationStatus } from '../../../../contract/notifications';

export type NotificationRecord = TNotification & { id: string };

/**
 * The status in the page's text colour with a coloured icon: the theme's warning orange as text on white
 * fails WCAG's contrast (2.43:1), as the jobs' statuses found.
 */
const ICONS: Record<TNotificationStatus, ReactElement> = {
  Open: <WarningIcon color="warning" />,
  Snoozed: <SnoozeIcon color="info" />,
  Resolved: <CheckCircleIcon color="success" />,
  Closed: <DoneIcon color="disabled" />,
};

export const StatusChip = ({ status }: { status: TNotificationStatus }) => (
  <Chip size="small" label={status} icon={ICONS[status]} variant="outlined" />
);

/** Whole days since the condition started ("today" on its first day). */
export const useAge = () => {
  const translate = useTranslate();
  return (since: string) => {
    const days = differenceInCalendarDays(new Date(), new Date(since));
    return days < 1
      ? translate('resources.notifications.list.today')
      : translate('resources.notifications.list.days', { smart_count: days });
  };
};

export const StatusField = () => {
  const n = useRecordContext<NotificationRecord>();
  return n ? <StatusChip status={n.status} /> : null;
};

export const AgeField = () => {
  const n = useRecordContext<NotificationRecord>();
  const age = useAge();
  return n ? <>{age(n.since)}</> : null;
};

export const OwnerField = () => {
  const n = useRecordContext<NotificationRecord>();
  return n ? <>{n.assignedToName ?? '–'}</> : null;
};
