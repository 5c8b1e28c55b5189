import WarningIcon from '@mui/icons-material/Warning';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TProductIllustration } from '../../../../contract/illustrations';
import { formatMoney } from '../../shared/format';
import { Section } from './Section';
import { AXIS_POUNDS, ChartFigure } from './ChartFigure';

const P = 'resources.illustrations.show.projection';
type Basis = 'real' | 'nominal';

/**
 * The projection at the FCA's lower, intermediate and higher rates, year by year, as a chart and a table:
 * in today's money by default (the figures a client should compare), or in future money.
 */
export const ProjectionSection = ({ illustration }: { illustration: TProductIllustration }) => {
  const translate = useTranslate();
  const [basis, setBasis] = useState<Basis>('real');
  const { rates, inflationPercent } = illustration.result;
  const drawdown = illustration.status === 'DRAWDOWN';
  const valueOf = (y: { value: number; realValue: number }) => (basis === 'real' ? y.realValue : y.value);
  const years = rates[0].years.map((y) => y.year);
  const rateLabel = (r: (typeof rates)[number]) => translate(`${P}.${r.name}`, { percent: r.percent });
  return (
    <Section id="projection" title={translate(`${P}.title`)}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={basis}
        onChange={(_, next: Basis | null) => next && setBasis(next)}
        aria-label={translate(`${P}.title`)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="real">{translate(`${P}.real`)}</ToggleButton>
        <ToggleButton value="nominal">{translate(`${P}.nominal`)}</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(basis === 'real' ? `${P}.realNote` : `${P}.nominalNote`, { inflation: inflationPercent })}
      </Typography>
      {rates
        .filter((r) => r.runsOutInYear !== null)
        .map((r) => (
          <Typography key={r.name} variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <WarningIcon color="warning" fontSize="small" aria-hidden />
            {translate(`${P}.runsOut`, {
              rate: translate(`resources.illustrations.show.rates.${r.name}`),
              year: r.runsOutInYear,
            })}
          </Typography>
        ))}
      <ChartFigure
        title={translate(`${P}.chartTitle`)}
        label={translate(`${P}.chartLabel`)}
        testId="projection-chart"
      >
        <LineChart
          height={300}
          skipAnimation
          xAxis={[{ data: years, scaleType: 'point', label: translate(`${P}.year`) }]}
          yAxis={[{ valueFormatter: (v: number) => AXIS_POUNDS.format(v), width: 60 }]}
          series={rates.map((r) => ({
            data: r.years.map(valueOf),
            label: rateLabel(r),
            showMark: false,
            valueFormatter: (v: number | null) => formatMoney(v),
          }))}
        />
      </ChartFigure>
      <Table size="small" data-testid="projection-table">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate(`${P}.year`)}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {translate(`${P}.paidIn`)}
            </TableCell>
            {drawdown && (
              <TableCell component="th" scope="col" align="right">
                {translate(`${P}.withdrawn`)}
              </TableCell>
            )}
            {rates.map((r) => (
              <TableCell key={r.name} component="th" scope="col" align="right">
                {rateLabel(r)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rates[0].years.map((y, i) => (
            <TableRow key={y.year} data-testid={`projection-year-${y.year}`}>
              <TableCell component="th" scope="row">
                {y.year}
              </TableCell>
              <TableCell align="right">{formatMoney(y.paidIn)}</TableCell>
              {drawdown && <TableCell align="right">{formatMoney(rates[1].years[i].withdrawn)}</TableCell>}
              {rates.map((r) => (
                <TableCell key={r.name} align="right" data-testid={`value-${r.name}`}>
                  {formatMoney(valueOf(r.years[i]))}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
};
