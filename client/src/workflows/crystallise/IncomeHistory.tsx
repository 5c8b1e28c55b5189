import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TClientProductAction } from '../../../../contract/pensions';
import { usePlatformRead } from '../../data/platformReads';
import { formatDate } from '../../shared/format';
import { formatPounds } from '../../shared/money';
import { PrintDrawdownApplication } from './PrintDrawdownApplication';

const T = 'workflows.income';

/** GET /clientproduct/action/{firmId}?accountId=: every crystallisation and income change, newest first. */
export const IncomeHistory = ({ accountId }: { accountId: string }) => {
  const translate = useTranslate();
  const { data } = usePlatformRead<TClientProductAction[]>({
    name: 'listClientProductActions',
    query: { accountId, pageSize: 50 },
  });
  const F = `${T}.historyFields`;
  // The newest crystallisation's application, printed with the income as it now stands.
  const latest = data?.find((a) => a.clientProductActionType === 'Crystallisation' && a.transactionIds[0]);
  return (
    <Card>
      <CardHeader
        title={translate(`${T}.history`)}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        {data?.length === 0 && <p>{translate(`${T}.noHistory`)}</p>}
        {data && data.length > 0 && (
          <Table size="small" aria-label={translate(`${T}.historyTable`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${F}.date`)}</TableCell>
                <TableCell>{translate(`${F}.type`)}</TableCell>
                <TableCell>{translate(`${F}.description`)}</TableCell>
                <TableCell align="right">{translate(`${F}.taxFree`)}</TableCell>
                <TableCell align="right">{translate(`${F}.taxable`)}</TableCell>
                <TableCell align="right">{translate(`${F}.tax`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{formatDate(a.actionDate)}</TableCell>
                  <TableCell>{a.clientProductActionType}</TableCell>
                  <TableCell>{a.description}</TableCell>
                  <TableCell align="right">{formatPounds(a.taxFree)}</TableCell>
                  <TableCell align="right">{formatPounds(a.taxable)}</TableCell>
                  <TableCell align="right">{formatPounds(a.estimatedTax)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {latest && (
          <Box sx={{ mt: 2 }}>
            <PrintDrawdownApplication accountId={accountId} transactionId={latest.transactionIds[0]} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
