import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import {
  ChipField,
  DataTable,
  FilterButton,
  FunctionField,
  List,
  RecordContextProvider,
  TopToolbar,
  useListContext,
  useStoreContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TPortfolioTransaction } from '../../../../contract/transactions';
import { useUser } from '../../shell/UserProvider';
import { formatMoney, formatUnits } from '../../shared/holdingFormat';
import { DayField } from '../../shared/DayField';
import { LIST_PAGINATION } from '../../shared/ConsoleList';
import { transactionFilters } from './transactionFilters';
import {
  DEFAULT_TRANSACTION_SORT,
  exportUrl,
  paramsFromSearch,
  searchFromParams,
  type Filter,
  type SortParam,
} from './transactionQuery';
import { TransactionDrawer } from './TransactionDrawer';
import { DeskBulkActions, DeskQuickFilter, useMayRecordPayments } from './DeskActions';
import { isDeskPayment } from './paymentsDesk';

type Row = TPortfolioTransaction & RaRecord;

/** Downloads every matching transaction as CSV straight from the export call (streamed, not one page). */
const ExportCsvButton = ({ fixed }: { fixed: Filter }) => {
  const translate = useTranslate();
  const firmId = useUser().user?.firmId;
  const { filterValues } = useListContext();
  if (!firmId) return null;
  return (
    <Button
      component="a"
      href={exportUrl(firmId, { ...filterValues, ...fixed })}
      download
      size="small"
      startIcon={<DownloadIcon />}
    >
      {translate('resources.transactions.export')}
    </Button>
  );
};

const TransactionActions = ({ fixed }: { fixed: Filter }) => (
  <TopToolbar>
    <DeskQuickFilter />
    <FilterButton />
    <ExportCsvButton fixed={fixed} />
  </TopToolbar>
);

/**
 * Keeps the address in step with the list: every filter, page, page size and sort change rewrites the
 * query string (replacing the history entry), so the address is always the link to this very view.
 */
const AddressSync = ({ fixed, written }: { fixed: Filter; written: MutableRefObject<string> }) => {
  const { filterValues, page, perPage, sort } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = searchFromParams({ filter: filterValues, page, perPage, sort: sort as SortParam }, fixed);
    if (search === location.search) return;
    written.current = search;
    navigate({ search, hash: location.hash }, { replace: true });
  }, [filterValues, page, perPage, sort]);
  return null;
};

const kindOf = (r: Row) => [r.transactionType, r.transactionSubType, r.movementType].join(' · ');

/**
 * Rows open the drawer. A user who may record payments can select Waiting pay-ins and withdrawals (the
 * payments desk) and record them in one action; other rows cannot be selected.
 */
const TransactionTable = ({
  showAccount,
  onOpen,
}: {
  showAccount: boolean;
  onOpen: (id: string) => void;
}) => {
  const mayRecord = useMayRecordPayments();
  return (
    <DataTable
      rowClick={(id) => {
        onOpen(String(id));
        return false;
      }}
      bulkActionButtons={mayRecord ? <DeskBulkActions /> : false}
      isRowSelectable={(r) => isDeskPayment(r as Row)}
    >
      <DataTable.Col source="transactionDate" field={DayField} />
      <DataTable.Col source="id" disableSort />
      {showAccount && <DataTable.Col source="accountName" disableSort />}
      <DataTable.Col source="transactionType" label="resources.transactions.fields.kind" disableSort>
        <FunctionField<Row> render={kindOf} />
      </DataTable.Col>
      <DataTable.Col source="assetName" disableSort />
      <DataTable.Col source="amount" align="right">
        <FunctionField<Row> render={(r) => formatMoney(r.amount, r.currency)} />
      </DataTable.Col>
      <DataTable.Col source="quantity" align="right" disableSort>
        <FunctionField<Row> render={(r) => formatUnits(r.quantity)} />
      </DataTable.Col>
      <DataTable.Col source="status" field={ChipField} />
    </DataTable>
  );
};

/**
 * The transactions list with every filter of spec §3, sort, pages and CSV export, read from and written
 * to the address (see transactionQuery.ts). A page may fix filters (an account's own transactions):
 * they apply to the list and the export but are not offered as inputs or written to the address.
 * A row opens the transaction's details and actions in a drawer.
 */
/** The list's store entry: where react-admin keeps its state once location sync is off. */
const STORE_KEY = 'transactions.address.listParams';

export const TransactionList = ({ fixed = {}, title }: { fixed?: Filter; title?: string | false }) => {
  const location = useLocation();
  const store = useStoreContext();
  const written = useRef(location.search);
  const [openId, setOpenId] = useState<string>();
  // The list starts from the address: its state is put where the list reads it before it mounts.
  const startFrom = (search: string) => {
    const { filter, page, perPage, sort } = paramsFromSearch(search);
    store.setItem(STORE_KEY, {
      filter,
      page,
      perPage,
      sort: sort.field,
      order: sort.order,
      displayedFilters: {},
    });
  };
  const [generation, setGeneration] = useState(() => {
    startFrom(location.search);
    return 0;
  });
  // An address this list did not write (a link followed, back/forward) starts the list afresh from it.
  useEffect(() => {
    if (location.search === written.current) return;
    written.current = location.search;
    startFrom(location.search);
    setGeneration((g) => g + 1);
  }, [location.search]);
  // Inside an account's page the account is the record context; the filter inputs must not read it.
  return (
    <RecordContextProvider value={undefined}>
      <List
        key={generation}
        resource="transactions"
        title={title}
        disableSyncWithLocation
        storeKey={STORE_KEY}
        filter={fixed}
        filters={transactionFilters(fixed)}
        sort={DEFAULT_TRANSACTION_SORT}
        exporter={false}
        pagination={LIST_PAGINATION}
        actions={<TransactionActions fixed={fixed} />}
      >
        <AddressSync fixed={fixed} written={written} />
        <TransactionTable showAccount={!fixed.accountId} onOpen={setOpenId} />
      </List>
      <TransactionDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </RecordContextProvider>
  );
};
