import {
  Alert,
  Button,
  CardActions,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { TCrystallisationResult } from '../../../../contract/pensions';
import { accountPaths } from '../../shared/accountPaths';
import { formatPounds } from '../../shared/money';
import { workflowPaths } from '../shared/paths';
import { FactsTable } from './FactsTable';
import { PrintDrawdownApplication } from './PrintDrawdownApplication';

const T = 'workflows.crystallise.result';

/** What the platform paid and posted: its own figures (the review's were a preview), and what comes next. */
export const CrystallisationResult = ({ result }: { result: TCrystallisationResult }) => {
  const translate = useTranslate();
  const facts: [string, string][] = [
    [`${T}.taxFree`, formatPounds(result.taxFree)],
    [`${T}.taxable`, formatPounds(result.taxable)],
  ];
  if (result.estimatedTax)
    facts.push([
      translate(`${T}.tax`, { basis: result.estimatedTax.basis }),
      formatPounds(result.estimatedTax.tax),
    ]);
  facts.push(
    [`${T}.allowanceAfter`, formatPounds(result.lumpSumAllowanceLeftAfter)],
    [`${T}.crystallisedAfter`, formatPounds(result.crystallisedAfter)],
    [`${T}.uncrystallisedAfter`, formatPounds(result.uncrystallisedAfter)],
  );
  return (
    <>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success">
          {translate(`${T}.done`, {
            method: result.method,
            paid: formatPounds(result.paidToClient),
            crystallised: formatPounds(result.crystallised),
          })}
        </Alert>
        <Table size="small" aria-label={translate(`${T}.table`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.reference`)}</TableCell>
              <TableCell>{translate(`${T}.type`)}</TableCell>
              <TableCell align="right">{translate(`${T}.amount`)}</TableCell>
              <TableCell>{translate(`${T}.status`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.transactions.map((t) => (
              <TableRow key={t.id}>
                <TableCell>{t.id}</TableCell>
                <TableCell>{t.transactionSubType}</TableCell>
                <TableCell align="right">{formatPounds(t.amount)}</TableCell>
                <TableCell>{t.status}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <FactsTable label={`${T}.figures`} rows={facts} />
        {result.transactions[0] && (
          <PrintDrawdownApplication accountId={result.accountId} transactionId={result.transactions[0].id} />
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button component={Link} to={workflowPaths.transactions(result.accountId)} variant="contained">
          {translate(`${T}.transactions`)}
        </Button>
        <Button component={Link} to={accountPaths.income(result.accountId)}>
          {translate(`${T}.income`)}
        </Button>
      </CardActions>
    </>
  );
};
