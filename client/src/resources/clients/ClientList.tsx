import GroupsIcon from '@mui/icons-material/Groups';
import { Button } from '@mui/material';
import {
  ChipField,
  DataTable,
  FilterButton,
  Link,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { CLIENT_STATUSES, CLIENT_TYPES } from '../../../../contract/enums';
import { groupPaths } from '../../shared/groupPaths';
import { toChoices } from '../../shared/choices';
import { ConsoleList } from '../../shared/ConsoleList';
import { DayField } from '../../shared/DayField';
import { clientPaths } from '../../shared/clientPaths';
import { lazyNamed } from '../../shell/routePages';
import { ExportClientsButton } from './ExportClientsButton';
import { NewClientButton } from './NewClientButton';

/**
 * The node and fee group filters pick with MUI's Autocomplete; a person adds them from the Filter menu, so
 * they load when first shown, not with the list (decision 0215).
 */
const NodeFilter = lazyNamed(() => import('../../shared/NodePicker'), 'NodeInput');
const FeeGroupFilter = lazyNamed(() => import('./FeeGroupFilter'), 'FeeGroupFilter');

const clientFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="name" source="name" />,
  <SelectInput key="status" source="status" choices={toChoices(CLIENT_STATUSES)} />,
  <SelectInput key="clientType" source="clientType" choices={toChoices(CLIENT_TYPES)} />,
  <NodeFilter key="nodeId" source="nodeId" ownByDefault={false} sx={{ minWidth: 240 }} />,
  <TextInput key="parentId" source="parentId" />,
  <TextInput key="id" source="id" />,
  <FeeGroupFilter key="clientFeeGroupId" source="clientFeeGroupId" />,
];

const FeeGroupsButton = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={groupPaths.list()} size="small" startIcon={<GroupsIcon />}>
      {translate('resources.portfolioGroups.list.title')}
    </Button>
  );
};

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <NewClientButton />
    <FeeGroupsButton />
    <ExportClientsButton />
  </TopToolbar>
);

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

/**
 * /clients: search as you type on ID or name (react-admin's 500 ms debounce), every filter of the list
 * call, sort, pages of the platform's size, and a CSV export of every matching client (streamed).
 */
export const ClientList = () => (
  <ConsoleList
    filters={clientFilters}
    actions={<ListActions />}
    sort={{ field: 'createdDate', order: 'DESC' }}
    small={<ClientSimpleList />}
  >
    <ClientTable />
  </ConsoleList>
);
