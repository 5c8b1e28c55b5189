import { Chip } from '@mui/material';
import {
  DataTable,
  FunctionField,
  SearchInput,
  SelectInput,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { FIRM_ASSET_STATUSES, INSTRUMENT_TYPES, type TAsset } from '../../../../contract/assets';
import { formatDay, formatPrice } from '../../shared/holdingFormat';
import { toChoices } from '../../shared/choices';
import { ConsoleList } from '../../shared/ConsoleList';
import { instrumentPaths } from './instrumentPaths';

type Row = TAsset & RaRecord;

/** The spec's instrument filters (§3), shared by both lists; the firm's list adds long name and status. */
const commonFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="isin" source="isin" />,
  <TextInput key="ticker" source="ticker" />,
  <SelectInput key="instrumentType" source="instrumentType" choices={toChoices(INSTRUMENT_TYPES)} />,
  <TextInput key="currency" source="currency" />,
];
/** The master list can be narrowed to what the firm has not added yet (the platform's `adopted` flag). */
const availableFilters = [
  ...commonFilters,
  <SelectInput
    key="adopted"
    source="adopted"
    choices={[
      { id: 'false', name: 'resources.instruments.notOnFirmList' },
      { id: 'true', name: 'resources.instruments.onFirmList' },
    ]}
  />,
];
const existingFilters = [
  ...commonFilters,
  <TextInput key="longName" source="longName" />,
  <SelectInput key="status" source="status" choices={toChoices(FIRM_ASSET_STATUSES)} />,
];

const toShow = (id: RaRecord['id']) => instrumentPaths.show(id);
const priceOf = (r: Row) =>
  r.currentPrice === null
    ? '–'
    : `${formatPrice(r.currentPrice, r.priceCurrency)} (${formatDay(r.currentPriceDate)})`;

const AdoptionChip = ({ record }: { record: Row }) => {
  const translate = useTranslate();
  return record.adopted ? (
    <Chip size="small" label={translate('resources.instruments.onFirmList')} />
  ) : (
    <Chip
      size="small"
      color="primary"
      variant="outlined"
      label={translate('resources.instruments.notOnFirmList')}
    />
  );
};

const InstrumentColumns = ({ master }: { master: boolean }) => (
  <DataTable rowClick={toShow} bulkActionButtons={false}>
    <DataTable.Col source="name" />
    <DataTable.Col source="isin" />
    <DataTable.Col source="ticker" />
    <DataTable.Col source="instrumentType" />
    <DataTable.Col source="assetClass" disableSort />
    <DataTable.Col source="currentPrice" disableSort align="right">
      <FunctionField<Row> render={priceOf} />
    </DataTable.Col>
    {master ? (
      <DataTable.Col source="adopted" disableSort>
        <FunctionField<Row> render={(r) => <AdoptionChip record={r} />} />
      </DataTable.Col>
    ) : (
      <DataTable.Col source="status" disableSort />
    )}
  </DataTable>
);

const BY_NAME = { field: 'name', order: 'ASC' } as const;

/** /instruments/existing: the instruments the firm deals in (GET /asset/{firmId}), latest prices. */
export const ExistingInstruments = () => (
  <ConsoleList
    resource="instruments"
    title="resources.instruments.existing.title"
    filters={existingFilters}
    sort={BY_NAME}
  >
    <InstrumentColumns master={false} />
  </ConsoleList>
);

/**
 * /instruments/available: the platform's master list (GET /masterinstrument/{firmId}); an instrument not
 * yet on the firm's list can be requested from its page.
 */
export const AvailableInstruments = () => (
  <ConsoleList
    resource="masterInstruments"
    title="resources.instruments.available.title"
    filters={availableFilters}
    sort={BY_NAME}
  >
    <InstrumentColumns master />
  </ConsoleList>
);
