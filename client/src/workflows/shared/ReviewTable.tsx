import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { applyEffects } from './books';
import { formatPounds, formatUnits } from '../../shared/money';
import type { AccountReview } from './plan';
import { reviewRows, type ReviewRow } from './review';

const Cells = ({ row, label }: { row: ReviewRow; label: string }) => {
  const strong = row.kind === 'total' ? { fontWeight: 600 } : row.changed ? { fontWeight: 500 } : {};
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={strong}>
        {label}
      </TableCell>
      <TableCell align="right">{row.units ? formatUnits(row.units.before) : ''}</TableCell>
      <TableCell align="right" sx={strong}>
        {row.units ? formatUnits(row.units.after) : ''}
      </TableCell>
      <TableCell align="right">{formatPounds(row.value.before)}</TableCell>
      <TableCell align="right" sx={strong}>
        {formatPounds(row.value.after)}
      </TableCell>
    </TableRow>
  );
};

/** One account's cash and holdings, before → after the planned transactions complete. */
export const ReviewTable = ({ review }: { review: AccountReview }) => {
  const translate = useTranslate();
  const rows = reviewRows(review.before, applyEffects(review.before, review.effects));
  const title = translate('workflows.review.account', { name: review.name, id: review.accountId });
  const label = (row: ReviewRow) =>
    row.kind === 'holding' ? row.name : translate(`workflows.review.${row.kind}`);
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('workflows.review.holding')}</TableCell>
            <TableCell align="right">{translate('workflows.review.unitsBefore')}</TableCell>
            <TableCell align="right">{translate('workflows.review.unitsAfter')}</TableCell>
            <TableCell align="right">{translate('workflows.review.valueBefore')}</TableCell>
            <TableCell align="right">{translate('workflows.review.valueAfter')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <Cells key={row.key} row={row} label={label(row)} />
          ))}
        </TableBody>
      </Table>
    </>
  );
};
