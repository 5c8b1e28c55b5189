import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Chip, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  DataTable,
  List,
  RecordContextProvider,
  SelectInput,
  useGetList,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../contract/pageSizes';
import {
  MESSAGE_STATUSES,
  MESSAGE_TRANSITIONS,
  MESSAGE_TYPES,
  type TMessage,
  type TMessageStatus,
} from '../../../../contract/messageBox';
import type { TAccount } from '../../../../contract/accounts';
import { usePermission, usePlatformWrite } from '../../data/platform';
import { LIST_PAGINATION } from '../../shared/ConsoleList';
import { documentPaths } from '../../shared/documentPaths';
import { formatDateTime } from '../../shared/format';
import { useUnreadMessages } from '../../shared/messageStats';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { UkDateInput } from '../../shared/UkDateInput';
import { useWriteError } from '../../shared/useWriteError';

type Message = TMessage & { id: string };
const R = 'resources.messages';
const choices = (values: readonly string[]) => values.map((v) => ({ id: v, name: v }));

/** Every 2 s while a listed document is still being made (a background job renders it). */
const PREPARING_POLL_MS = 2000;
const anyPreparing = (data: unknown) =>
  ((data as { data?: Message[] } | undefined)?.data ?? []).some((m) => m.documentStatus === 'Preparing');

/** The client's accounts to filter by (not offered on an account's own page). */
const useAccountChoices = (clientId?: string) => {
  const { data } = useGetList<TAccount & { id: string }>(
    'accounts',
    { filter: { clientId }, pagination: { page: 1, perPage: MAX_PAGE_SIZE } },
    { enabled: !!clientId },
  );
  return (data ?? []).map((a) => ({ id: a.id, name: `${a.name} (${a.wrapperType})` }));
};

const messageFilters = (accounts?: { id: string; name: string }[]) => [
  <SelectInput
    key="type"
    source="messageType"
    label={`${R}.fields.messageType`}
    choices={choices(MESSAGE_TYPES)}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label={`${R}.fields.status`}
    choices={choices(MESSAGE_STATUSES)}
    alwaysOn
  />,
  ...(accounts
    ? [
        <SelectInput
          key="account"
          source="accountId"
          label={`${R}.fields.accountId`}
          choices={accounts}
          alwaysOn
        />,
      ]
    : []),
  <UkDateInput key="from" source="fromDate" label={`${R}.fields.fromDate`} alwaysOn />,
  <UkDateInput key="to" source="toDate" label={`${R}.fields.toDate`} alwaysOn />,
];

/** Marks a message Read, Unread or Archived (with the version read); says so in a toast. */
const useStatusChange = (message: Message) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const write = usePlatformWrite();
  const { writeError, show, clear } = useWriteError();
  const change = useMutation({
    mutationFn: (status: TMessageStatus) =>
      write<TMessage>('updateMessageStatus', {
        params: { messageId: message.id },
        body: { status, version: message.version },
      }),
    onMutate: clear,
    onSuccess: (_saved, status) => {
      const restored = message.status === 'Archived' && status === 'Read';
      notify(`${R}.notifications.${restored ? 'restored' : status}`, { type: 'success' });
      // The list, the row and the tab's unread count read again.
      refresh();
    },
    onError: show,
  });
  return { change, writeError };
};

/** A message opened: its text, its PDF when ready, and what may be done with it. */
const MessageDetail = () => {
  const translate = useTranslate();
  const message = useRecordContext<Message>();
  const mayWrite = usePermission('Client', 'readWrite');
  const { change, writeError } = useStatusChange(message!);
  if (!message) return null;
  const actionLabel = (to: TMessageStatus) =>
    translate(message.status === 'Archived' && to === 'Read' ? `${R}.actions.restore` : `${R}.actions.${to}`);
  return (
    <Box sx={{ p: 1 }}>
      <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
        {message.body}
      </Typography>
      <ServerErrorAlert error={writeError} />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        aria-label={translate(`${R}.actions.label`)}
      >
        {message.documentStatus === 'Ready' && message.downloadPath && (
          <Button
            variant="contained"
            component="a"
            href={documentPaths.pdf(message.downloadPath)}
            target="_blank"
            rel="noopener"
            onClick={() => {
              if (mayWrite && message.status === 'Unread') change.mutate('Read');
            }}
          >
            {translate(`${R}.actions.openPdf`)}
          </Button>
        )}
        {mayWrite &&
          MESSAGE_TRANSITIONS[message.status].map((to) => (
            <Button key={to} variant="outlined" disabled={change.isPending} onClick={() => change.mutate(to)}>
              {actionLabel(to)}
            </Button>
          ))}
      </Stack>
    </Box>
  );
};

const MomentField = () => {
  const message = useRecordContext<Message>();
  return <>{formatDateTime(message?.createdAt)}</>;
};

const StatusField = () => {
  const message = useRecordContext<Message>();
  if (!message) return null;
  return (
    <Chip
      size="small"
      label={message.status}
      color={message.status === 'Unread' ? 'primary' : 'default'}
      sx={message.status === 'Unread' ? { fontWeight: 700 } : undefined}
    />
  );
};

const DocumentField = () => {
  const translate = useTranslate();
  const message = useRecordContext<Message>();
  if (!message) return null;
  return <>{translate(`${R}.documentStates.${message.documentStatus}`)}</>;
};

/** Says why the list refreshes on its own while a document is being made. */
const PreparingNote = () => {
  const translate = useTranslate();
  const { data } = useListContext<Message>();
  if (!anyPreparing({ data })) return null;
  return (
    <Alert severity="info" sx={{ m: 1 }}>
      {translate(`${R}.page.preparingNote`)}
    </Alert>
  );
};

/** "3 unread" above a client's messages (the same number as the tab's badge). */
const UnreadCount = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const unread = useUnreadMessages(clientId);
  if (unread === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="unread-count">
      {translate(`${R}.page.unreadCount`, { smart_count: unread })}
    </Typography>
  );
};

const UNREAD_ROW = { '& td': { fontWeight: 700 } };

/**
 * The message a row opened, in a drawer beside the list rather than an expanded row (a row spanning the
 * table would be a cell without a column header, which screen readers cannot place). It stays open as the
 * list reads again, showing the message as it now is.
 */
const MessageDrawer = ({ openId, onClose }: { openId?: string; onClose: () => void }) => {
  const translate = useTranslate();
  const { data } = useListContext<Message>();
  const message = openId ? data?.find((m) => m.id === openId) : undefined;
  return (
    <Drawer
      anchor="right"
      variant="persistent"
      open={!!message}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 440 }, p: 2 },
          role: 'region',
          'aria-label': message?.subject,
        },
      }}
    >
      {message && (
        <RecordContextProvider value={message}>
          <Stack direction="row" justifyContent="space-between" alignItems="flex-start" sx={{ mt: 8 }}>
            <Typography variant="h6" component="h3">
              {message.subject}
            </Typography>
            <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <MessageDetail />
        </RecordContextProvider>
      )}
    </Drawer>
  );
};

/**
 * A client's (or one account's) messages, newest first, filtered by type, status, account and dates. A
 * row opens the message: its text, its PDF, and Mark read / Mark unread / Archive / Restore. While any
 * listed document is Preparing the list reads again every two seconds.
 */
export const MessageList = ({ clientId, accountId }: { clientId?: string; accountId?: string }) => {
  const translate = useTranslate();
  const accounts = useAccountChoices(accountId ? undefined : clientId);
  const fixed = accountId ? { accountId } : { clientId };
  const [openId, setOpenId] = useState<string>();
  return (
    // Inside a client's or an account's page that record is the context; the filters must not read it.
    <RecordContextProvider value={undefined}>
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mt: 2, px: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(`${R}.page.heading`)}
        </Typography>
        {clientId && !accountId && <UnreadCount clientId={clientId} />}
      </Stack>
      <List
        resource="messages"
        title={false}
        storeKey={false}
        filter={fixed}
        filters={messageFilters(accountId ? undefined : accounts)}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={LIST_PAGINATION}
        exporter={false}
        actions={false}
        empty={false}
        queryOptions={{
          refetchInterval: (query) => (anyPreparing(query.state.data) ? PREPARING_POLL_MS : false),
        }}
      >
        <PreparingNote />
        <DataTable
          bulkActionButtons={false}
          rowClick={(id) => {
            setOpenId(String(id));
            return false;
          }}
          rowSx={(record) => (record.status === 'Unread' ? UNREAD_ROW : {})}
          empty={<Alert severity="info">{translate(`${R}.page.none`)}</Alert>}
        >
          <DataTable.Col source="createdAt" label={`${R}.fields.createdAt`} field={MomentField} disableSort />
          <DataTable.Col source="messageType" label={`${R}.fields.messageType`} disableSort />
          <DataTable.Col source="subject" label={`${R}.fields.subject`} disableSort />
          {!accountId && <DataTable.Col source="accountName" label={`${R}.fields.accountName`} disableSort />}
          <DataTable.Col source="status" label={`${R}.fields.status`} field={StatusField} disableSort />
          <DataTable.Col
            source="documentStatus"
            label={`${R}.fields.documentStatus`}
            field={DocumentField}
            disableSort
          />
        </DataTable>
        <MessageDrawer openId={openId} onClose={() => setOpenId(undefined)} />
      </List>
    </RecordContextProvider>
  );
};
