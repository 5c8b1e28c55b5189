import OutboxIcon from '@mui/icons-material/Outbox';
import TuneIcon from '@mui/icons-material/Tune';
import { Button } from '@mui/material';
import {
  BooleanField,
  ChipField,
  CreateButton,
  DataTable,
  FilterButton,
  Link,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { PERMISSION_RESOURCES, USER_TYPES } from '../../../../contract/enums';
import { USER_STATUSES } from '../../../../contract/users';
import { toChoices } from '../../shared/choices';
import { ConsoleList } from '../../shared/ConsoleList';
import { DayField } from '../../shared/DayField';
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

/** Only for those who may list the outbox (User read and write). */
const OutboxButton = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={userPaths.outbox()} startIcon={<OutboxIcon />} size="small">
      {translate('resources.users.outbox.open')}
    </Button>
  );
};

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <PresetsButton />
    <OutboxButton />
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
export const UserList = () => (
  <ConsoleList
    filters={userFilters}
    actions={<ListActions />}
    sort={{ field: 'name', order: 'ASC' }}
    small={<UserSimpleList />}
  >
    <UserTable />
  </ConsoleList>
);
