import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { StatusChip } from '../../../shared/StatusChip';
import {
  DataTable,
  Link,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_KINDS,
  type TWebhookDelivery,
} from '../../../../../contract/webhooks';
import { usePermission, usePlatformWrite } from '../../../data/platform';
import { ConsoleList } from '../../../shared/ConsoleList';
import { formatDateTime } from '../../../shared/format';
import { FirmPage } from '../FirmPage';
import { firmPaths } from '../firmPaths';
import { writeErrors } from './webhookErrors';

const D = 'resources.firm.deliveries';
const F = `${D}.fields`;
const choices = (values: readonly string[]) => values.map((v) => ({ id: v, name: v }));

const FILTERS = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label={`${F}.status`}
    choices={choices(WEBHOOK_DELIVERY_STATUSES)}
    alwaysOn
  />,
  <SelectInput key="kind" source="kind" label={`${F}.kind`} choices={choices(WEBHOOK_KINDS)} />,
  <SelectInput
    key="eventType"
    source="eventType"
    label={`${F}.eventType`}
    choices={choices(WEBHOOK_EVENT_TYPES)}
  />,
];

const StatusField = () => {
  const d = useRecordContext<TWebhookDelivery>();
  return d ? <StatusChip status={d.status} /> : null;
};
const CreatedField = () => <>{formatDateTime(useRecordContext<TWebhookDelivery>()?.createdAt)}</>;

/** Replays deliveries (each a new delivery of the same event) and reads the list again. */
function useReplay() {
  const write = usePlatformWrite();
  const refresh = useRefresh();
  const notify = useNotify();
  const translate = useTranslate();
  const [error, setError] = useState<string>();
  async function replay(ids: readonly string[]) {
    setError(undefined);
    try {
      await write('replayWebhookDeliveries', { body: { deliveryIds: ids } });
      notify(translate(`${D}.replayed`, { smart_count: ids.length }), { type: 'success' });
      refresh();
      return true;
    } catch (err) {
      setError(writeErrors(err).message);
      return false;
    }
  }
  return { replay, error };
}

const ReplaySelected = () => {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  const { replay, error } = useReplay();
  return (
    <>
      <Button
        startIcon={<ReplayIcon />}
        onClick={async () => (await replay(selectedIds as string[])) && onUnselectItems()}
      >
        {translate(`${D}.replay`)}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </>
  );
};

const ReplayOne = () => {
  const translate = useTranslate();
  const d = useRecordContext<TWebhookDelivery>();
  const { replay, error } = useReplay();
  if (!d) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<ReplayIcon />}
        aria-label={`${translate(`${D}.replay`)} ${d.id}`}
        onClick={(e) => {
          e.stopPropagation();
          void replay([d.id]);
        }}
      >
        {translate(`${D}.replay`)}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </>
  );
};

/** A row opened: the last response's body or error, and the event as sent. */
const DeliveryDetail = () => {
  const translate = useTranslate();
  const d = useRecordContext<TWebhookDelivery>();
  if (!d) return null;
  const pre = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontFamily: 'monospace', m: 0 } as const;
  return (
    <Box sx={{ p: 1, display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2">{translate(`${F}.lastResponseBody`)}</Typography>
      <Box component="pre" sx={pre}>
        {d.lastResponseBody ?? '–'}
      </Box>
      {d.lastError && (
        <>
          <Typography variant="subtitle2">{translate(`${F}.lastError`)}</Typography>
          <Box component="pre" sx={pre}>
            {d.lastError}
          </Box>
        </>
      )}
      <Typography variant="subtitle2">{translate(`${F}.body`)}</Typography>
      <Box component="pre" sx={pre}>
        {d.body ? JSON.stringify(d.body, null, 2) : '–'}
      </Box>
    </Box>
  );
};

const Actions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to={firmPaths.webhooks()}>
        {translate(`${D}.back`)}
      </Button>
    </TopToolbar>
  );
};

/**
 * /firm/webhooks/deliveries: every delivery with its status, attempts and last response, read as simple
 * REST through ra-data-simple-rest (decision 1003); replay one or many.
 */
export const WebhookDeliveries = () => {
  const translate = useTranslate();
  const canWrite = usePermission('Firm Management', 'readWrite');
  return (
    <FirmPage title="resources.firm.pages.webhookDeliveries" intro={`${D}.intro`}>
      {() => (
        <ConsoleList
          resource="webhookDeliveries"
          title=" "
          actions={<Actions />}
          filters={FILTERS}
          empty={false}
          sort={{ field: 'createdAt', order: 'DESC' }}
          disableSyncWithLocation
        >
          <DataTable
            bulkActionButtons={canWrite ? <ReplaySelected /> : false}
            expand={<DeliveryDetail />}
            rowClick="expand"
            empty={<Alert severity="info">{translate(`${D}.none`)}</Alert>}
          >
            <DataTable.Col source="id" label={`${F}.id`} disableSort />
            <DataTable.Col source="eventType" label={`${F}.eventType`} disableSort />
            <DataTable.Col source="accountId" label={`${F}.accountId`} disableSort />
            <DataTable.Col source="sequence" label={`${F}.sequence`} disableSort />
            <DataTable.Col source="status" label={`${F}.status`} field={StatusField} />
            <DataTable.Col source="attempts" label={`${F}.attempts`} />
            <DataTable.Col source="lastResponseCode" label={`${F}.lastResponseCode`} disableSort />
            <DataTable.Col source="createdAt" label={`${F}.createdAt`} field={CreatedField} />
            {canWrite && <DataTable.Col label={`${D}.replay`} field={ReplayOne} disableSort />}
          </DataTable>
        </ConsoleList>
      )}
    </FirmPage>
  );
};
