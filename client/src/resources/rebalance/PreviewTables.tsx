import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TRebalancePreview } from '../../../../contract/rebalance';
import { formatPounds, formatUnits } from '../../shared/money';

export const R = 'resources.rebalance';
const percent = (n: number) => `${n.toFixed(2)}%`;

/** Every proposed trade: sells first, then buys; for a GIA each sale's estimated gain or loss. */
export const TradesTable = ({ preview }: { preview: TRebalancePreview }) => {
  const t = useTranslate();
  if (!preview.trades.length) return <Alert severity="info">{t(`${R}.trades.none`)}</Alert>;
  return (
    <Table size="small" aria-label={t(`${R}.trades.title`)}>
      <TableHead>
        <TableRow>
          <TableCell>{t(`${R}.trades.side`)}</TableCell>
          <TableCell>{t(`${R}.trades.instrument`)}</TableCell>
          <TableCell align="right">{t(`${R}.trades.units`)}</TableCell>
          <TableCell align="right">{t(`${R}.trades.amount`)}</TableCell>
          <TableCell align="right">{t(`${R}.trades.charges`)}</TableCell>
          {preview.tax && <TableCell align="right">{t(`${R}.trades.gain`)}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {preview.trades.map((trade) => (
          <TableRow key={`${trade.side}-${trade.assetId}`}>
            <TableCell>{t(`${R}.trades.${trade.side}`)}</TableCell>
            <TableCell>{trade.assetName}</TableCell>
            <TableCell align="right">
              {trade.quantity === null ? '' : formatUnits(trade.quantity)}
              {trade.sellAll ? ` (${t(`${R}.trades.whole`)})` : ''}
            </TableCell>
            <TableCell align="right">{formatPounds(trade.amount)}</TableCell>
            <TableCell align="right">{formatPounds(trade.charges)}</TableCell>
            {preview.tax && (
              <TableCell align="right">
                {trade.estimatedGain === null ? '' : formatPounds(trade.estimatedGain)}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** Each weight before and after against its target, and why one is still outside the tolerance. */
export const WeightsTable = ({ preview }: { preview: TRebalancePreview }) => {
  const t = useTranslate();
  return (
    <Table size="small" aria-label={t(`${R}.weights.title`)}>
      <TableHead>
        <TableRow>
          <TableCell>{t(`${R}.weights.instrument`)}</TableCell>
          <TableCell align="right">{t(`${R}.weights.target`)}</TableCell>
          <TableCell align="right">{t(`${R}.weights.before`)}</TableCell>
          <TableCell align="right">{t(`${R}.weights.after`)}</TableCell>
          <TableCell align="right">{t(`${R}.weights.drift`)}</TableCell>
          <TableCell>{t(`${R}.weights.status`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {preview.weights.map((w) => (
          <TableRow key={w.assetId ?? 'cash'}>
            <TableCell>{w.assetId ? w.assetName : t(`${R}.cash`)}</TableCell>
            <TableCell align="right">{percent(w.targetWeight)}</TableCell>
            <TableCell align="right">{percent(w.weightBefore)}</TableCell>
            <TableCell align="right">{percent(w.weightAfter)}</TableCell>
            <TableCell align="right">{percent(w.driftAfter)}</TableCell>
            <TableCell>
              {w.withinTolerance
                ? t(`${R}.weights.within`)
                : t(`${R}.weights.outside`, { reason: t(`${R}.reasons.${w.reason}`) })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** GIA: the sales' estimated net gain against the client's annual exempt amount left. */
export const TaxSummary = ({ preview }: { preview: TRebalancePreview }) => {
  const t = useTranslate();
  if (!preview.tax) return null;
  const { tax } = preview;
  return (
    <Stack spacing={0.5}>
      <Typography variant="h6" component="h2">
        {t(`${R}.tax.title`, { year: tax.taxYear })}
      </Typography>
      <Typography variant="body2">
        {t(`${R}.tax.exemptLeft`)}: {formatPounds(tax.annualExemptAmountLeft)}
      </Typography>
      <Typography variant="body2">
        {t(`${R}.tax.netGain`)}: {formatPounds(tax.estimatedNetGain)}
      </Typography>
      {tax.gainsBudget !== null && (
        <Typography variant="body2">
          {t(`${R}.tax.budget`)}: {formatPounds(tax.gainsBudget)}
        </Typography>
      )}
      {tax.estimatedNetGain > tax.annualExemptAmountLeft && (
        <Alert severity="warning">{t(`${R}.tax.over`)}</Alert>
      )}
    </Stack>
  );
};

/** What the plan could not do, and why. */
export const LeftUndone = ({ preview }: { preview: TRebalancePreview }) => {
  const t = useTranslate();
  if (!preview.leftUndone.length) return null;
  const name = (id: string) => preview.weights.find((w) => w.assetId === id)?.assetName ?? id;
  return (
    <Alert severity="warning">
      <Typography variant="subtitle2" component="h2">
        {t(`${R}.undone.title`)}
      </Typography>
      <ul style={{ margin: 0 }}>
        {preview.leftUndone.map((l, i) => (
          <li key={i}>
            {t(`${R}.undone.line`, {
              side: t(`${R}.trades.${l.side}`),
              instrument: name(l.assetId),
              amount: formatPounds(l.amount),
              reason: t(`${R}.reasons.${l.reason}`),
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
};
