import TuneIcon from '@mui/icons-material/Tune';
import { Button, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  ChipField,
  CreateButton,
  DataTable,
  FilterButton,
  Link,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE, PERMISSION_RESOURCES, USER_TYPES } from '../../../../contract';
import { USER_STATUSES } from '../../../../contract/users';
import { toChoices } from '../shared/choices';
import { DayField } from '../shared/DayField';
import { userPaths } from './userPaths';

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={toChoices(USER_STATUSES)} />,
  <SelectInput key="userType" source="userType" choices={toChoices(USER_TYPES)} />,
  <SelectInput key="scope" source="scope" choices={toChoices(PERMISSION_RESOURCES)} />,
];

const toShow = (id: RaRecord['id']) => userPaths.show(id);

const PresetsButton = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={userPaths.presets()} startIcon={<TuneIcon />} size="small">
      {translate('resources.users.presets.manage')}
    </Button>
  );
};

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <PresetsButton />
    <CreateButton />
  </TopToolbar>
);

const UserTable = () => (
  <DataTable rowClick={toShow} bulkActionButtons={false}>
    <DataTable.Col source="name" />
    <DataTable.Col source="email" />
    <DataTable.Col source="userType" />
    <DataTable.Col source="status" field={ChipField} />
    <DataTable.Col source="nodeName" render={(r: RaRecord) => r.nodeName ?? r.nodeId} disableSort />
    <DataTable.Col source="mfaEnabled" field={BooleanField} disableSort />
    <DataTable.Col source="createdDate" field={DayField} />
  </DataTable>
);

const UserSimpleList = () => (
  <SimpleList
    primaryText={(r) => r.name}
    secondaryText={(r) => `${r.email} · ${r.userType}`}
    tertiaryText={(r) => r.status}
    rowClick={toShow}
  />
);

/** /users: the users of the caller's subtree, searchable and filtered by status, type and permission. */
export const UserList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={userFilters}
      actions={<ListActions />}
      exporter={false}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {isSmall ? <UserSimpleList /> : <UserTable />}
    </List>
  );
};
