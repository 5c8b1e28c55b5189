import AddIcon from '@mui/icons-material/Add';
import PeopleIcon from '@mui/icons-material/People';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  ChipField,
  DataTable,
  FilterButton,
  Link,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PORTFOLIO_GROUP_STATUSES } from '../../../../contract/enums';
import { usePermission } from '../../data/platform';
import { toChoices } from '../../shared/choices';
import { ConsoleList } from '../../shared/ConsoleList';
import { DayField } from '../../shared/DayField';
import { GROUP_ID_PARAM, GROUPS_RESOURCE, groupPaths } from '../../shared/groupPaths';

/** This page lists client fee groups only; pension account groups belong to pension accounts. */
const FEE_GROUPS = { groupIntent: 'Client Fee Group' };

const groupFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={toChoices(PORTFOLIO_GROUP_STATUSES)} />,
  <TextInput key="id" source="id" />,
];

const ListActions = () => {
  const translate = useTranslate();
  const mayCreate = usePermission('Client Fee Group', 'readWrite');
  return (
    <TopToolbar>
      <FilterButton />
      {mayCreate && (
        <Button component={Link} to={groupPaths.create()} startIcon={<AddIcon />}>
          {translate('ra.action.create')}
        </Button>
      )}
    </TopToolbar>
  );
};

const ViewClientsButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={groupPaths.clients(record.id)}
      size="small"
      startIcon={<PeopleIcon />}
      onClick={(e: MouseEvent) => e.stopPropagation()}
    >
      {translate('resources.portfolioGroups.list.viewClients')}
    </Button>
  );
};

const toEdit = (id: RaRecord['id']) => groupPaths.edit(id);

const GroupList = () => (
  <ConsoleList
    resource={GROUPS_RESOURCE}
    title="resources.portfolioGroups.list.title"
    filters={groupFilters}
    filter={FEE_GROUPS}
    actions={<ListActions />}
    empty={false}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable rowClick={toEdit} bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="id" />
      <DataTable.Col source="status" field={ChipField} />
      <DataTable.NumberCol source="memberCount" />
      <DataTable.Col source="auditDetails.updateDate" label="resources.portfolioGroups.fields.updateDate">
        <DayField source="auditDetails.updateDate" />
      </DataTable.Col>
      <DataTable.Col label={false} disableSort>
        <ViewClientsButton />
      </DataTable.Col>
    </DataTable>
  </ConsoleList>
);

/**
 * /clients/groups: the firm's client fee groups. `?portfolioGroups_f.id=…` (the spec's link form) opens
 * it filtered to that group, as a visible filter the user can clear.
 */
export const GroupListPage = () => {
  const [search] = useSearchParams();
  const id = search.get(GROUP_ID_PARAM);
  if (id)
    return (
      <Navigate
        replace
        to={`${groupPaths.list()}?${new URLSearchParams({ filter: JSON.stringify({ id }), page: '1' })}`}
      />
    );
  return <GroupList />;
};
