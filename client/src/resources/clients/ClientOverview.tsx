import EditIcon from '@mui/icons-material/Edit';
import { Button, Typography } from '@mui/material';
import {
  ChipField,
  FunctionField,
  Link,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DayField } from '../shared/DayField';
import { useReadErrorToast } from '../shared/useReadErrorToast';
import { clientPaths } from './clientPaths';
import { ClientStatusButton } from './ClientStatusButton';

const EditClientButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button component={Link} to={clientPaths.edit(record.id)} startIcon={<EditIcon />}>
      {translate('resources.clients.overview.edit')}
    </Button>
  );
};

const OverviewActions = () => (
  <TopToolbar>
    <ClientStatusButton />
    <EditClientButton />
  </TopToolbar>
);

/** The client's name is the page's one h1; the app bar says which page this is. */
const ClientHeading = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
      {record.name}
    </Typography>
  );
};

const nodeOf = (record: RaRecord) => record.nodeName?.[0] ?? record.nodeId?.[0] ?? '';
const addressOf = (record: RaRecord) => {
  const a = record.addressDetail ?? {};
  return [a.address1, a.address2, a.postCode, a.country].filter(Boolean).join(', ');
};

/** /clients/{id}/overview: who the client is, their state and key facts, and the way to edit them. */
export const ClientOverview = () => {
  const onReadError = useReadErrorToast();
  return (
    <Show
      title="resources.clients.overview.title"
      actions={<OverviewActions />}
      queryOptions={{ onError: onReadError }}
    >
      <ClientHeading />
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="clientType" />
        <ChipField source="status" />
        <FunctionField source="nodeId" label="resources.clients.fields.node" render={nodeOf} />
        <DayField source="dateOfBirth" emptyText="–" />
        <TextField source="email" emptyText="–" />
        <TextField source="mobile.number" emptyText="–" />
        <FunctionField source="addressDetail" label="resources.clients.sections.address" render={addressOf} />
        <TextField source="nationality" emptyText="–" />
        <TextField source="nationalInsuranceNo" emptyText="–" />
        <TextField source="taxDomicile" emptyText="–" />
        <DayField source="createdDate" />
      </SimpleShowLayout>
    </Show>
  );
};
