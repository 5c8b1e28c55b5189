import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../shared/format';
import { formatPercent } from '../../shared/holdingFormat';

const F = 'resources.performance.figures';

/** A return, or "Not measurable" when the platform says there is none (null). */
export const useReturnText = () => {
  const translate = useTranslate();
  return (rate: number | null) => (rate === null ? translate(`${F}.notMeasurable`) : formatPercent(rate));
};

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h6" component="p" data-testid={testId}>
      {value}
    </Typography>
  </Box>
);

export interface PeriodFigures {
  openingValue: number;
  closingValue: number;
  netFlows?: number;
  timeWeightedReturn: number | null;
  moneyWeightedReturn: number | null;
}

/** The period's headline figures: opening and closing values, what was paid in, both returns. */
export const FiguresLine = ({ figures }: { figures: PeriodFigures }) => {
  const translate = useTranslate();
  const returnText = useReturnText();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
        <Figure
          label={translate(`${F}.openingValue`)}
          value={formatMoney(figures.openingValue)}
          testId="opening-value"
        />
        <Figure
          label={translate(`${F}.closingValue`)}
          value={formatMoney(figures.closingValue)}
          testId="closing-value"
        />
        {figures.netFlows !== undefined && (
          <Figure
            label={translate(`${F}.netFlows`)}
            value={formatMoney(figures.netFlows)}
            testId="net-flows"
          />
        )}
        <Figure
          label={translate(`${F}.timeWeightedReturn`)}
          value={returnText(figures.timeWeightedReturn)}
          testId="time-weighted-return"
        />
        <Figure
          label={translate(`${F}.moneyWeightedReturn`)}
          value={returnText(figures.moneyWeightedReturn)}
          testId="money-weighted-return"
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate(`${F}.returnsNote`)}
      </Typography>
    </Stack>
  );
};
