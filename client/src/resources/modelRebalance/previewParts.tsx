import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { TModelRebalancePreview } from '../../../../contract/rebalanceBulk';
import { accountPaths } from '../../shared/accountPaths';
import { formatMoney } from '../../shared/format';

export const S = 'resources.modelRebalance';
const COUNTS = ['accounts', 'toRebalance', 'skipped', 'orders'] as const;
const SUMS = ['totalSells', 'totalBuys'] as const;

/** The run at a glance: how many accounts, how many trade, how many orders, how much each way. */
export const PreviewCounts = ({ preview }: { preview: TModelRebalancePreview }) => {
  const translate = useTranslate();
  const figures = [
    ...COUNTS.map((c) => [c, String(preview[c])] as const),
    ...SUMS.map((c) => [c, formatMoney(preview[c])] as const),
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}
      data-testid="rebalance-counts"
    >
      {figures.map(([key, value]) => (
        <Box key={key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`${S}.counts.${key}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={`count-${key}`}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

/** Each instrument's sells and buys across every account that trades. */
export const InstrumentTotals = ({ preview }: { preview: TModelRebalancePreview }) => {
  const translate = useTranslate();
  if (!preview.instruments.length) return <Typography>{translate(`${S}.noTrades`)}</Typography>;
  return (
    <Table size="small" aria-label={translate(`${S}.instruments`)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${S}.instrument`)}</TableCell>
          <TableCell align="right">{translate(`${S}.sells`)}</TableCell>
          <TableCell align="right">{translate(`${S}.sellUnits`)}</TableCell>
          <TableCell align="right">{translate(`${S}.buys`)}</TableCell>
          <TableCell align="right">{translate(`${S}.accountsTrading`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {preview.instruments.map((i) => (
          <TableRow key={i.assetId}>
            <TableCell>{i.assetName}</TableCell>
            <TableCell align="right">{formatMoney(i.sellAmount)}</TableCell>
            <TableCell align="right">{i.sellQuantity}</TableCell>
            <TableCell align="right">{formatMoney(i.buyAmount)}</TableCell>
            <TableCell align="right">{Math.max(i.buyAccounts, i.sellAccounts)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** Why accounts are left out: a count per reason, then the first of them by name. */
export const SkippedAccounts = ({ preview }: { preview: TModelRebalancePreview }) => {
  const translate = useTranslate();
  if (!preview.skipped) return null;
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate(`${S}.skippedTitle`)}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ mt: 0 }}>
        {preview.skippedByReason.map((r) => (
          <li key={r.reason}>
            {r.reason}: {r.count}
          </li>
        ))}
      </Typography>
      {preview.skippedAccounts.length < preview.skipped && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${S}.skippedListed`, {
            listed: preview.skippedAccounts.length,
            count: preview.skipped,
          })}
        </Typography>
      )}
      <Table size="small" aria-label={translate(`${S}.skippedTitle`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${S}.account`)}</TableCell>
            <TableCell>{translate(`${S}.reason`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.skippedAccounts.map((a) => (
            <TableRow key={a.accountId}>
              <TableCell>
                <Link to={accountPaths.details(a.accountId)}>{a.accountName}</Link>
              </TableCell>
              <TableCell>{a.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
