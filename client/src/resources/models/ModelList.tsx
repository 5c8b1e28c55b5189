import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import {
  ChipField,
  DataTable,
  FilterButton,
  Link,
  NumberField,
  ResourceContextProvider,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { MODEL_STATUSES } from '../../../../contract/enums';
import { usePermission } from '../../data/platform';
import { NotFoundPage } from '../../shell/ErrorPages';
import { toChoices } from '../../shared/choices';
import { ConsoleList } from '../../shared/ConsoleList';
import { resourceOfType } from './permissions';
import { MODELS_RESOURCE, modelPaths } from './paths';
import { useModelType } from './useModelType';

const modelFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={toChoices(MODEL_STATUSES)} />,
];

/** /models/{advisory|discretionary}: the type's models, filtered by name and status. */
export const ModelList = () => {
  const translate = useTranslate();
  const modelType = useModelType();
  const mayCreate = usePermission(resourceOfType(modelType?.type ?? 'Advisory'), 'readWrite');
  if (!modelType) return <NotFoundPage />;
  const { segment, type } = modelType;
  const toShow = (id: RaRecord['id']) => modelPaths.show(segment, String(id));
  return (
    <ResourceContextProvider value={MODELS_RESOURCE}>
      <ConsoleList
        key={segment}
        resource={MODELS_RESOURCE}
        title={translate('resources.models.list.title', {
          type: translate(`resources.models.types.${segment}`),
        })}
        filters={modelFilters}
        filter={{ type }}
        storeKey={`models.${segment}`}
        empty={false}
        sort={{ field: 'name', order: 'ASC' }}
        actions={
          <TopToolbar>
            <FilterButton />
            {mayCreate && (
              <Button component={Link} to={modelPaths.create(segment)} startIcon={<AddIcon />}>
                {translate('resources.models.list.create')}
              </Button>
            )}
          </TopToolbar>
        }
      >
        <DataTable rowClick={toShow} bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="status">
            <ChipField source="status" size="small" />
          </DataTable.Col>
          <DataTable.Col source="riskLevel" align="right" />
          <DataTable.Col source="tolerance" align="right" disableSort>
            <NumberField source="tolerance" />
          </DataTable.Col>
          <DataTable.Col source="linkedAccounts" align="right" disableSort />
          <DataTable.Col source="lastChangedByName" disableSort />
        </DataTable>
      </ConsoleList>
    </ResourceContextProvider>
  );
};
