import { Alert, Box, Typography } from '@mui/material';
import {
  ChipField,
  DataTable,
  DateField,
  Loading,
  TextInput,
  useCanAccess,
  useRecordContext,
  useTranslate,
  type DateFieldProps,
} from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { TOutboxMessage } from '../../../../contract/passwords';
import { LOCALE } from '../../data/i18nProvider';
import { FORBIDDEN_PATH } from '../../shell/ErrorPages';
import { ConsoleList } from '../../shared/ConsoleList';

const outboxFilters = [
  <TextInput key="recipient" source="recipient" label="resources.users.outbox.recipient" alwaysOn />,
];

/** When a message was queued or sent, to the minute, as UK readers write it. */
const MomentField = (props: DateFieldProps) => (
  <DateField
    locales={LOCALE}
    showTime
    options={{ dateStyle: 'medium', timeStyle: 'short' }}
    emptyText="—"
    {...props}
  />
);

/** A message's text below its row: held messages keep it (so a link can be passed on by hand). */
const MessageBody = () => {
  const translate = useTranslate();
  const message = useRecordContext<TOutboxMessage & { id: string }>();
  if (!message) return null;
  return (
    <Box sx={{ p: 1 }}>
      {message.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {message.error}
        </Alert>
      )}
      {message.body ? (
        <Typography
          component="pre"
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', m: 0, fontFamily: 'inherit' }}
        >
          {message.body}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.users.outbox.delivered')}
        </Typography>
      )}
    </Box>
  );
};

/**
 * /users/outbox: the e-mails Keel sent to the firm's people (welcome, password reset), newest first.
 * Without an SMTP server they are held here, and an administrator can read the link to pass it on.
 * Listing needs User read and write, like creating the people the e-mails go to.
 */
export const OutboxPage = () => {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'users', action: 'edit' });
  if (isPending) return <Loading />;
  if (!canAccess) return <Navigate to={FORBIDDEN_PATH} replace />;
  return (
    <ConsoleList
      resource="outbox"
      title="resources.users.outbox.title"
      filters={outboxFilters}
      actions={false}
      empty={false}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('resources.users.outbox.intro')}
      </Typography>
      <DataTable bulkActionButtons={false} expand={<MessageBody />} expandSingle rowClick="expand">
        <DataTable.Col
          source="createdAt"
          label="resources.users.outbox.createdAt"
          field={MomentField}
          disableSort
        />
        <DataTable.Col source="recipient" label="resources.users.outbox.recipient" disableSort />
        <DataTable.Col source="subject" label="resources.users.outbox.subject" disableSort />
        <DataTable.Col source="status" label="resources.users.outbox.status" field={ChipField} disableSort />
        <DataTable.Col
          source="sentAt"
          label="resources.users.outbox.sentAt"
          field={MomentField}
          disableSort
        />
      </DataTable>
    </ConsoleList>
  );
};
