import { Typography } from '@mui/material';
import { DataTable, SimpleList, useListContext, useTranslate, type RaRecord } from 'react-admin';
import type { TTransfer } from '../../../../contract/transfers';
import { usePermission } from '../../data/platform';
import { DayField } from '../../shared/DayField';
import { formatMoney } from '../../shared/format';
import { ChaseButton, type ChaseStarted } from './ChaseButton';
import { transferPaths } from './paths';
import { ActionRequiredFlag, AgeChip } from './transferFields';

type Row = TTransfer & RaRecord;

/**
 * No sort of the console's own: the platform's default order is the workbench's (action required first,
 * then the longest in its status), which no single sort field says. A column's header sorts by it.
 */
export const DEFAULT_TRANSFER_SORT = { field: '', order: 'DESC' } as const;

/** Plain words when nothing shows: none at all, or none that match the filters chosen. */
const NoTransfers = ({ none }: { none: string }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Typography sx={{ p: 2 }} data-testid="transfers-empty">
      {translate(filtered ? 'resources.transfers.list.empty' : none)}
    </Typography>
  );
};

/**
 * The transfers as the workbench and the client's tab show them; a row opens the transfer's page. With
 * `onChased` a user who may act on transactions can select rows and chase them.
 */
export const TransferTable = ({
  showClient = true,
  onChased,
  none = 'resources.transfers.list.emptyAll',
}: {
  showClient?: boolean;
  onChased?: (started: ChaseStarted) => void;
  /** The empty state's words when no filter is chosen. */
  none?: string;
}) => {
  const mayChase = usePermission('Transaction', 'action');
  return (
    <DataTable<Row>
      rowClick={(id) => transferPaths.show(String(id))}
      bulkActionButtons={mayChase && onChased ? <ChaseButton onStarted={onChased} /> : false}
      empty={<NoTransfers none={none} />}
    >
      {showClient && <DataTable.Col source="clientName" />}
      <DataTable.Col source="accountName" disableSort />
      <DataTable.Col source="wrapperType" disableSort />
      <DataTable.Col source="movementType" disableSort />
      <DataTable.Col source="processingType" disableSort />
      <DataTable.Col source="providerName" disableSort />
      <DataTable.Col source="transferStatus" />
      <DataTable.Col
        source="actionRequired"
        sortByOrder="DESC"
        render={(r) => <ActionRequiredFlag required={r.actionRequired} />}
      />
      <DataTable.Col source="daysInStatus" align="right" sortByOrder="DESC" />
      <DataTable.Col source="daysSinceRequest" align="right" sortByOrder="DESC" />
      <DataTable.Col source="age" disableSort render={(r) => <AgeChip age={r.age} />} />
      <DataTable.Col
        source="estimatedValue"
        align="right"
        sortByOrder="DESC"
        render={(r) => formatMoney(r.estimatedValue)}
      />
      <DataTable.Col source="lastUpdated" field={DayField} sortByOrder="DESC" />
    </DataTable>
  );
};

/** On a phone: who, where it stands and how long it has waited, with its age in words. */
export const TransferSimpleList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<Row>
      primaryText={(r) => `${r.clientName} · ${r.accountName}`}
      secondaryText={(r) =>
        `${r.movementType} · ${r.providerName} · ${r.transferStatus} · ${translate('resources.transfers.fields.daysInStatus')}: ${r.daysInStatus}`
      }
      tertiaryText={(r) => <AgeChip age={r.age} />}
      rowClick={(id) => transferPaths.show(String(id))}
    />
  );
};
