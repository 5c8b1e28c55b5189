import {
  Chip,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import type { TModelAccount } from '../../../../contract/models';
import { usePlatformEnvelope } from '../../data/platformReads';
import { accountPaths } from '../../shared/accountPaths';
import { formatMoney } from '../../shared/format';
import { Section } from './Section';

const A = 'resources.models.accounts';
type SortField = 'name' | 'totalValue' | 'largestDrift';
type Tolerance = '' | 'true' | 'false';

const Weights = ({ account }: { account: TModelAccount }) => (
  <Typography variant="body2" component="span">
    {account.lines.map((l) => `${l.name} ${l.currentWeight} / ${l.targetWeight} %`).join('; ')}
  </Typography>
);

/** The accounts following a model, each with its largest drift and tolerance flag; sortable and filterable. */
export const ModelAccounts = ({ modelId }: { modelId: string }) => {
  const translate = useTranslate();
  const [sort, setSort] = useState<{ field: SortField; desc: boolean }>({
    field: 'largestDrift',
    desc: true,
  });
  const [name, setName] = useState('');
  const [tolerance, setTolerance] = useState<Tolerance>('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const { data } = usePlatformEnvelope<TModelAccount[]>({
    name: 'listModelAccounts',
    params: { modelId },
    query: {
      sort: `${sort.desc ? '-' : ''}${sort.field}`,
      name: name || undefined,
      outOfTolerance: tolerance || undefined,
      page: page + 1,
      pageSize,
    },
  });
  const rows = data?.data ?? [];
  const header = (field: SortField, label: string, align: 'left' | 'right' = 'left') => (
    <TableCell align={align} sortDirection={sort.field === field ? (sort.desc ? 'desc' : 'asc') : false}>
      <TableSortLabel
        active={sort.field === field}
        direction={sort.field === field && sort.desc ? 'desc' : 'asc'}
        onClick={() => setSort({ field, desc: sort.field === field ? !sort.desc : field !== 'name' })}
      >
        {translate(label)}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <Section id="accounts" title={translate('resources.models.show.accounts')}>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
        <TextField
          size="small"
          label={translate(`${A}.search`)}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setPage(0);
          }}
        />
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="model-accounts-tolerance">{translate(`${A}.tolerance`)}</InputLabel>
          <Select
            labelId="model-accounts-tolerance"
            label={translate(`${A}.tolerance`)}
            value={tolerance}
            onChange={(e) => {
              setTolerance(e.target.value as Tolerance);
              setPage(0);
            }}
          >
            <MenuItem value="">{translate(`${A}.any`)}</MenuItem>
            <MenuItem value="true">{translate(`${A}.outside`)}</MenuItem>
            <MenuItem value="false">{translate(`${A}.inside`)}</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      {data && rows.length === 0 ? (
        <Typography variant="body2">{translate(`${A}.none`)}</Typography>
      ) : (
        <Table size="small" aria-label={translate('resources.models.show.accounts')}>
          <TableHead>
            <TableRow>
              {header('name', `${A}.account`)}
              <TableCell>{translate(`${A}.client`)}</TableCell>
              {header('totalValue', `${A}.value`, 'right')}
              {header('largestDrift', `${A}.largestDrift`, 'right')}
              <TableCell>{translate(`${A}.tolerance`)}</TableCell>
              <TableCell>{translate(`${A}.weights`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((a) => (
              <TableRow key={a.accountId}>
                <TableCell>
                  <Link to={accountPaths.investments(a.accountId)}>{a.name}</Link>
                </TableCell>
                <TableCell>{a.clientName}</TableCell>
                <TableCell align="right">{formatMoney(a.totalValue)}</TableCell>
                <TableCell align="right">{a.largestDrift} %</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant={a.outOfTolerance ? 'filled' : 'outlined'}
                    label={translate(a.outOfTolerance ? `${A}.outside` : `${A}.inside`)}
                  />
                </TableCell>
                <TableCell>
                  <Weights account={a} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <TablePagination
        component="div"
        count={data?.meta?.count ?? 0}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[10, 25, 50]}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setPageSize(Number(e.target.value));
          setPage(0);
        }}
      />
    </Section>
  );
};
