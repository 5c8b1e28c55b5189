import { useMediaQuery, type Theme } from '@mui/material';
import {
  ChipField,
  DataTable,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { CLIENT_STATUSES, CLIENT_TYPES, DEFAULT_PAGE_SIZE } from '../../../../contract';
import { toChoices } from '../shared/choices';
import { DayField } from '../shared/DayField';
import { clientPaths } from './clientPaths';

const clientFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="name" source="name" />,
  <SelectInput key="status" source="status" choices={toChoices(CLIENT_STATUSES)} />,
  <SelectInput key="clientType" source="clientType" choices={toChoices(CLIENT_TYPES)} />,
  <TextInput key="nodeId" source="nodeId" />,
  <TextInput key="parentId" source="parentId" />,
];

const nodeOf = (record: RaRecord) => record.nodeName?.[0] ?? record.nodeId?.[0] ?? '';
const toOverview = (id: RaRecord['id']) => clientPaths.overview(id);

const ClientTable = () => (
  <DataTable rowClick={toOverview} bulkActionButtons={false}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="clientType" />
    <DataTable.Col source="status" field={ChipField} />
    <DataTable.Col source="nodeId" label="resources.clients.fields.node" render={nodeOf} disableSort />
    <DataTable.Col source="dateOfBirth" field={DayField} />
    <DataTable.Col source="createdDate" field={DayField} />
  </DataTable>
);

const ClientSimpleList = () => (
  <SimpleList
    primaryText={(record) => record.name}
    secondaryText={(record) => `${record.id} · ${record.clientType}`}
    tertiaryText={(record) => record.status}
    rowClick={toOverview}
  />
);

/** /clients: search as you type on ID or name, filters, sort, pages of the platform's size. */
export const ClientList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={clientFilters}
      exporter={false}
      sort={{ field: 'createdDate', order: 'DESC' }}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {isSmall ? <ClientSimpleList /> : <ClientTable />}
    </List>
  );
};
