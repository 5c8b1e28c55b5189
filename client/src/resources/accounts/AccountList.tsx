import {
  AutocompleteInput,
  ChipField,
  DataTable,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, WRAPPER_TYPES } from '../../../../contract/enums';
import { toChoices } from '../../shared/choices';
import { ConsoleList } from '../../shared/ConsoleList';
import { NodeInput } from '../../shared/NodePicker';
import { DayField } from '../../shared/DayField';
import { accountPaths } from '../../shared/accountPaths';

const accountFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="clientId" source="clientId" reference="clients">
    <AutocompleteInput label="resources.accounts.fields.clientName" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <SelectInput key="wrapperType" source="wrapperType" choices={toChoices(WRAPPER_TYPES)} />,
  <SelectInput key="accountType" source="accountType" choices={toChoices(ACCOUNT_TYPES)} />,
  <SelectInput key="status" source="status" choices={toChoices(ACCOUNT_STATUSES)} />,
  <NodeInput key="nodeId" source="nodeId" ownByDefault={false} sx={{ minWidth: 240 }} />,
  <TextInput key="id" source="id" />,
];

const toInvestments = (id: RaRecord['id']) => accountPaths.investments(id);

const AccountTable = () => (
  <DataTable rowClick={toInvestments} bulkActionButtons={false}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="clientName" disableSort />
    <DataTable.Col source="wrapperType" />
    <DataTable.Col source="status" field={ChipField} />
    <DataTable.Col source="nodeName" disableSort />
    <DataTable.Col source="createdDate" field={DayField} />
  </DataTable>
);

const AccountSimpleList = () => (
  <SimpleList
    primaryText={(record) => record.name}
    secondaryText={(record) => `${record.id} · ${record.wrapperType} · ${record.clientName}`}
    tertiaryText={(record) => record.status}
    rowClick={toInvestments}
  />
);

/** /accounts: every account the user may see, by client, wrapper, type, status, node or name. */
export const AccountList = () => (
  <ConsoleList
    filters={accountFilters}
    sort={{ field: 'createdDate', order: 'DESC' }}
    small={<AccountSimpleList />}
  >
    <AccountTable />
  </ConsoleList>
);
