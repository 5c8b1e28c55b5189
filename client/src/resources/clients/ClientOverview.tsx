import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import {
  ChipField,
  DateField,
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
import { LOCALE } from '../../data/i18nProvider';
import { useReadErrorToast } from '../shared/useReadErrorToast';
import { clientPaths } from './clientPaths';

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
    <EditClientButton />
  </TopToolbar>
);

const OverviewTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{translate('resources.clients.overview.title', { name: record?.name ?? '' })}</>;
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
    <Show title={<OverviewTitle />} actions={<OverviewActions />} queryOptions={{ onError: onReadError }}>
      <SimpleShowLayout>
        <TextField source="name" variant="h5" component="h1" />
        <TextField source="id" />
        <TextField source="clientType" />
        <ChipField source="status" />
        <FunctionField source="nodeId" label="resources.clients.fields.node" render={nodeOf} />
        <DateField source="dateOfBirth" locales={LOCALE} emptyText="–" />
        <TextField source="email" emptyText="–" />
        <TextField source="mobile.number" emptyText="–" />
        <FunctionField source="addressDetail" label="resources.clients.sections.address" render={addressOf} />
        <TextField source="nationality" emptyText="–" />
        <TextField source="nationalInsuranceNo" emptyText="–" />
        <TextField source="taxDomicile" emptyText="–" />
        <DateField source="createdDate" locales={LOCALE} />
      </SimpleShowLayout>
    </Show>
  );
};
