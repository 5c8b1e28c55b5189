import { Alert, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { TProductIllustrationResult } from '../../../../contract/illustrations';
import { formatMoney, NONE } from '../../shared/format';
import { AXIS_POUNDS, ChartFigure } from './ChartFigure';

export type SustainabilityResult = NonNullable<TProductIllustrationResult['sustainability']>;

const S = 'resources.illustrations.show.sustainability';

/**
 * A drawdown's sustainability (decision 0900), on an illustration and on a pension account: the platform's
 * sentence, how long the pot lasts at each FCA rate, the chance it lasts to 95 across the seeded markets,
 * and the fan of those markets by age (10th, 50th and 90th percentile, today's money).
 */
export const SustainabilityView = ({ sustainability: s }: { sustainability: SustainabilityResult }) => {
  const translate = useTranslate();
  const lasts = (r: SustainabilityResult['atFcaRates'][number]) =>
    r.lastsMonths === null
      ? translate(`${S}.forever`)
      : translate(`${S}.lastsValue`, { years: Math.floor(r.lastsMonths / 12), months: r.lastsMonths % 12 });
  return (
    <>
      <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="sustainability-summary">
        {s.summary}
      </Alert>
      <Table size="small" sx={{ mb: 2 }} data-testid="sustainability-table">
        <TableHead>
          <TableRow>
            {['rate', 'lasts', 'toAge'].map((k) => (
              <TableCell key={k} component="th" scope="col">
                {translate(`${S}.${k}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {s.atFcaRates.map((r) => (
            <TableRow key={r.name}>
              <TableCell component="th" scope="row">
                {translate(`resources.illustrations.show.projection.${r.name}`, { percent: r.percent })}
              </TableCell>
              <TableCell>{lasts(r)}</TableCell>
              <TableCell>{r.runsOutAtAge ?? NONE}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row">
              {translate(`${S}.chance`, { age: s.targetAge })}
            </TableCell>
            <TableCell colSpan={2} data-testid="sustainability-chance">
              {translate(`${S}.chanceValue`, {
                percent: Math.round(s.chanceToTargetAge * 100),
                paths: s.paths.toLocaleString('en-GB'),
              })}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {s.fan.length > 0 && (
        <ChartFigure
          title={translate(`${S}.chartTitle`)}
          label={translate(`${S}.chartLabel`)}
          testId="sustainability-chart"
        >
          <LineChart
            height={280}
            skipAnimation
            xAxis={[{ data: s.fan.map((f) => f.age), scaleType: 'point', label: translate(`${S}.age`) }]}
            yAxis={[{ valueFormatter: (v: number) => AXIS_POUNDS.format(v), width: 60 }]}
            series={(['p10', 'p50', 'p90'] as const).map((k) => ({
              data: s.fan.map((f) => f[k]),
              label: translate(`${S}.${k}`),
              showMark: false,
              valueFormatter: (v: number | null) => formatMoney(v),
            }))}
          />
        </ChartFigure>
      )}
    </>
  );
};
