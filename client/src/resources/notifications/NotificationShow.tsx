import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  EXCEPTION_ACTIONS,
  type TExceptionAction,
  type TNotificationDetail,
  type TNotificationHistoryEntry,
} from '../../../../contract/notifications';
import { usePermission } from '../../data/platform';
import { usePlatformRead } from '../../data/platformReads';
import { formatDate, formatDateTime } from '../../shared/format';
import { ActionDialog } from './ActionDialog';
import { StatusChip, useAge } from './parts';
import { notificationPaths } from './paths';

const S = 'resources.notifications.show';
const F = 'resources.notifications.fields';

/** What each status allows (the platform checks again: 409 otherwise). */
const ALLOWED: Record<string, readonly TExceptionAction[]> = {
  Open: EXCEPTION_ACTIONS,
  Snoozed: EXCEPTION_ACTIONS,
  Resolved: ['Assign', 'Comment'],
  Closed: ['Comment'],
};

const HistoryLine = ({ entry }: { entry: TNotificationHistoryEntry }) => {
  const translate = useTranslate();
  const what = translate(`${S}.kinds.${entry.kind}`, {
    name: entry.assignedToName ?? entry.assignedTo ?? '',
    date: formatDate(entry.snoozedUntil),
  });
  return (
    <ListItem divider>
      <ListItemText
        primary={entry.note ? `${what}: ${entry.note}` : what}
        secondary={`${formatDateTime(entry.createdAt)} · ${entry.createdByName ?? entry.createdBy}`}
      />
    </ListItem>
  );
};

const Facts = ({ n }: { n: TNotificationDetail }) => {
  const translate = useTranslate();
  const age = useAge();
  const rows: [string, string][] = [
    [`${F}.notificationType`, n.notificationType],
    [`${F}.clientName`, n.clientName ?? '–'],
    [`${F}.assignedToName`, n.assignedToName ?? translate(`${S}.unassigned`)],
    [`${F}.since`, `${formatDateTime(n.since)} (${age(n.since)})`],
  ];
  return (
    <Stack spacing={0.5}>
      {rows.map(([label, value]) => (
        <Typography key={label} variant="body2">
          <strong>{translate(label)}:</strong> {value}
        </Typography>
      ))}
      {n.resolutionNote && (
        <Typography variant="body2">{translate(`${S}.resolvedWith`, { note: n.resolutionNote })}</Typography>
      )}
      {n.snoozedUntil && (
        <Typography variant="body2">
          {translate(`${S}.snoozedUntil`, { date: formatDate(n.snoozedUntil) })}
        </Typography>
      )}
    </Stack>
  );
};

/** /notifications/{id}: one notification, what it is about, its history, and the actions its status allows. */
export const NotificationShow = () => {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const mayAct = usePermission('Client', 'readWrite');
  const [action, setAction] = useState<TExceptionAction | null>(null);
  const {
    data: n,
    error,
    isPending,
  } = usePlatformRead<TNotificationDetail>({
    name: 'getNotification',
    params: { notificationId: id },
  });
  return (
    <>
      <Title title={`${S}.title`} />
      <Button component={Link} to={notificationPaths.list()} startIcon={<ArrowBackIcon />} sx={{ mt: 1 }}>
        {translate(`${S}.back`)}
      </Button>
      {isPending && <LinearProgress />}
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {n && (
        <Card sx={{ mt: 1 }}>
          <CardContent>
            <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
              <Typography variant="h5" component="h1">
                {n.summary}
              </Typography>
              <StatusChip status={n.status} />
            </Stack>
            <Facts n={n} />
            <Stack direction="row" spacing={1} sx={{ my: 2 }} flexWrap="wrap">
              <Button component={Link} to={n.link} variant="outlined">
                {translate(`${S}.open`)}
              </Button>
              {mayAct &&
                ALLOWED[n.status].map((a) => (
                  <Button
                    key={a}
                    variant={a === 'Resolve' ? 'contained' : 'outlined'}
                    onClick={() => setAction(a)}
                  >
                    {translate(`resources.notifications.actions.${a}`)}
                  </Button>
                ))}
            </Stack>
            <Typography variant="h6" component="h2">
              {translate(`${S}.history`)}
            </Typography>
            <List dense aria-label={translate(`${S}.history`)}>
              {n.history.map((entry) => (
                <HistoryLine key={entry.id} entry={entry} />
              ))}
            </List>
          </CardContent>
        </Card>
      )}
      {n && action && (
        <ActionDialog action={action} notification={{ ...n, id: n.id }} onClose={() => setAction(null)} />
      )}
    </>
  );
};
