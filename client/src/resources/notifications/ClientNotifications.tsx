import { Alert, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { TNotification } from '../../../../contract/notifications';
import { usePlatformRead } from '../../data/platformReads';
import { ClientTabPage } from '../../shared/ClientTabPage';
import { StatusChip, useAge } from './parts';
import { notificationPaths } from './paths';

const F = 'resources.notifications.fields';

const ClientInbox = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const age = useAge();
  const { data = [] } = usePlatformRead<TNotification[]>({
    name: 'listNotifications',
    query: { clientId, pageSize: 100 },
  });
  if (!data.length) return <Alert severity="info">{translate('resources.notifications.client.none')}</Alert>;
  return (
    <Table size="small" aria-label={translate('resources.notifications.client.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${F}.notificationType`)}</TableCell>
          <TableCell>{translate(`${F}.summary`)}</TableCell>
          <TableCell>{translate(`${F}.status`)}</TableCell>
          <TableCell>{translate(`${F}.assignedToName`)}</TableCell>
          <TableCell>{translate(`${F}.age`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((n) => (
          <TableRow key={n.id}>
            <TableCell>{n.notificationType}</TableCell>
            <TableCell>
              <Link to={notificationPaths.one(n.id)}>{n.summary}</Link>
            </TableCell>
            <TableCell>
              <StatusChip status={n.status} />
            </TableCell>
            <TableCell>{n.assignedToName ?? '–'}</TableCell>
            <TableCell>{age(n.since)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** /clients/{id}/notifications: a client's notifications, every status, oldest first. */
export const ClientNotifications = () => (
  <ClientTabPage title="resources.notifications.client.title">
    {(client) => (
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <ClientInbox clientId={String(client.id)} />
        </CardContent>
      </Card>
    )}
  </ClientTabPage>
);
