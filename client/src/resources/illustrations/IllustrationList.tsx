import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import {
  ChipField,
  DataTable,
  FilterButton,
  FunctionField,
  Link,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ILLUSTRATION_STATUSES } from '../../../../contract/enums';
import type { TProductIllustrationAbridged } from '../../../../contract/illustrations';
import { usePermission } from '../../data/platform';
import { ConsoleList } from '../../shared/ConsoleList';
import { formatDate, NONE } from '../../shared/format';
import { ILLUSTRATIONS_RESOURCE, illustrationPaths } from './paths';

type Row = TProductIllustrationAbridged & RaRecord;

const statusChoices = ILLUSTRATION_STATUSES.map((s) => ({
  id: s,
  name: `resources.illustrations.statuses.${s}`,
}));

/** Every filter of GET /illustration/productabridged/{firmId}, under the call's own names. */
const filters = [
  <TextInput key="name" source="name" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <TextInput key="id" source="id" />,
];

const toShow = (id: RaRecord['id']) => illustrationPaths.show(id);

/** /illustrations: the firm's stored illustrations, newest first, filtered by name, id and status. */
export const IllustrationList = () => {
  const translate = useTranslate();
  const mayCreate = usePermission('Recommendation', 'readWrite');
  return (
    <ConsoleList
      resource={ILLUSTRATIONS_RESOURCE}
      title={translate('resources.illustrations.list.title')}
      filters={filters}
      sort={{ field: 'asAt', order: 'DESC' }}
      empty={false}
      small={
        <SimpleList<Row>
          primaryText={(r) => r.name}
          secondaryText={(r) => `${r.clientName ?? NONE} · ${r.wrapperType} · ${r.status}`}
          tertiaryText={(r) => formatDate(r.asAt)}
          rowClick={toShow}
        />
      }
      actions={
        <TopToolbar>
          <FilterButton />
          {mayCreate && (
            <Button component={Link} to={illustrationPaths.create()} startIcon={<AddIcon />}>
              {translate('resources.illustrations.list.create')}
            </Button>
          )}
        </TopToolbar>
      }
    >
      <DataTable rowClick={toShow} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="clientName" disableSort>
          <FunctionField<Row> render={(r) => r.clientName ?? NONE} />
        </DataTable.Col>
        <DataTable.Col source="wrapperType" disableSort />
        <DataTable.Col source="status">
          <ChipField source="status" size="small" />
        </DataTable.Col>
        <DataTable.Col source="asAt">
          <FunctionField<Row> render={(r) => formatDate(r.asAt)} />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
};
