import { Chip } from '@mui/material';
import { differenceInCalendarDays } from 'date-fns';
import { useRecordContext, useTranslate } from 'react-admin';
import type { TNotification, TNotificationStatus } from '../../../../contract';

export type NotificationRecord = TNotification & { id: string };

const COLOURS: Record<TNotificationStatus, 'warning' | 'default' | 'success' | 'info'> = {
  Open: 'warning',
  Snoozed: 'info',
  Resolved: 'success',
  Closed: 'default',
};

export const StatusChip = ({ status }: { status: TNotificationStatus }) => (
  <Chip size="small" label={status} color={COLOURS[status]} variant="outlined" />
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
