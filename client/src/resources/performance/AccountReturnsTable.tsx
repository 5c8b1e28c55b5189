import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { TAccountPerformance } from '../../../../contract/reporting';
import { formatMoney } from '../../shared/format';
import { useReturnText } from './Figures';
import { performancePaths } from './paths';

const A = 'resources.performance.accounts';
const F = 'resources.performance.figures';

/** Each account's opening and closing values and returns for the period; an account opens its report. */
export const AccountReturnsTable = ({ accounts }: { accounts: TAccountPerformance[] }) => {
  const translate = useTranslate();
  const returnText = useReturnText();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate(`${A}.title`)}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={translate(`${A}.table`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${A}.account`)}</TableCell>
              <TableCell>{translate(`${A}.wrapperType`)}</TableCell>
              <TableCell align="right">{translate(`${F}.openingValue`)}</TableCell>
              <TableCell align="right">{translate(`${F}.closingValue`)}</TableCell>
              <TableCell align="right">{translate(`${F}.netFlows`)}</TableCell>
              <TableCell align="right">{translate(`${F}.timeWeightedReturn`)}</TableCell>
              <TableCell align="right">{translate(`${F}.moneyWeightedReturn`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((a) => (
              <TableRow key={a.accountId}>
                <TableCell>
                  <Link to={performancePaths.accountReport(a.accountId)}>{a.name}</Link>
                </TableCell>
                <TableCell>{a.wrapperType}</TableCell>
                <TableCell align="right">{formatMoney(a.openingValue)}</TableCell>
                <TableCell align="right">{formatMoney(a.closingValue)}</TableCell>
                <TableCell align="right">{formatMoney(a.netFlows)}</TableCell>
                <TableCell align="right">{returnText(a.timeWeightedReturn)}</TableCell>
                <TableCell align="right">{returnText(a.moneyWeightedReturn)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};
