import { Box, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { TPerformance } from '../../../../contract/reporting';
import { formatMoney } from '../../shared/format';
import { formatPercent } from '../../shared/holdingFormat';
import { longDate } from '../../shared/taxYear';
import { useReturnText } from './Figures';
import { VISUALLY_HIDDEN as HIDDEN } from '../../shared/visuallyHidden';

const C = 'resources.performance.client';
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: '2-digit' });
const dayOf = (date: string) => new Date(`${date}T00:00:00`);
/** The value axis in short pounds (£380K, £1.2M): whole amounts are in the tooltip, the table and the summary. */
const AXIS_POUNDS = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * One chart as a labelled figure: its accessible name says what it draws and over which dates; the SVG
 * itself is hidden from screen readers, which read the period's summary (and the accounts table) instead.
 */
const ChartFigure = ({
  label,
  title,
  children,
}: {
  label: string;
  title: string;
  children: React.ReactNode;
}) => {
  const id = useId();
  return (
    <Box component="figure" role="figure" aria-labelledby={id} sx={{ m: 0 }}>
      <Typography id={id} variant="subtitle1" component="figcaption">
        {title}
        <Box component="span" sx={HIDDEN}>
          {' '}
          ({label})
        </Box>
      </Typography>
      <Box aria-hidden="true">{children}</Box>
    </Box>
  );
};

/** Value against net contributions, and the cumulative time-weighted return, over the period's points. */
export const PerformanceChart = ({ performance }: { performance: TPerformance }) => {
  const translate = useTranslate();
  const returnText = useReturnText();
  const { points } = performance;
  const dates = points.map((p) => dayOf(p.date));
  const period = { from: longDate(performance.fromDate), to: longDate(performance.toDate) };
  const xAxis = [
    { data: dates, scaleType: 'time' as const, valueFormatter: (d: Date) => SHORT_DAY.format(d) },
  ];
  return (
    <Box data-testid="performance-chart">
      <Typography sx={HIDDEN} data-testid="chart-summary">
        {translate(`${C}.chartSummary`, {
          ...period,
          opening: formatMoney(performance.openingValue),
          closing: formatMoney(performance.closingValue),
          flows: formatMoney(performance.netFlows),
          twr: returnText(performance.timeWeightedReturn),
          mwr: returnText(performance.moneyWeightedReturn),
        })}
      </Typography>
      <ChartFigure title={translate(`${C}.chartTitle`)} label={translate(`${C}.chartLabel`, period)}>
        <LineChart
          height={300}
          skipAnimation
          xAxis={xAxis}
          yAxis={[{ valueFormatter: (v: number) => AXIS_POUNDS.format(v), width: 60 }]}
          series={[
            {
              data: points.map((p) => p.value),
              label: translate(`${C}.value`),
              showMark: false,
              valueFormatter: (v) => formatMoney(v),
            },
            {
              data: points.map((p) => p.netContributions),
              label: translate(`${C}.netContributions`),
              showMark: false,
              valueFormatter: (v) => formatMoney(v),
            },
          ]}
        />
      </ChartFigure>
      <ChartFigure
        title={translate(`${C}.returnChartTitle`)}
        label={translate(`${C}.returnChartLabel`, period)}
      >
        <LineChart
          height={220}
          skipAnimation
          xAxis={xAxis}
          yAxis={[{ valueFormatter: (v: number) => formatPercent(v), width: 70 }]}
          series={[
            {
              data: points.map((p) => p.cumulativeReturn),
              label: translate(`${C}.cumulativeReturn`),
              showMark: false,
              valueFormatter: (v) => (v === null ? '–' : formatPercent(v)),
            },
          ]}
        />
      </ChartFigure>
    </Box>
  );
};
