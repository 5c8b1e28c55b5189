import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TCgtTaxYear } from '../../../../contract/tax';
import { formatMoney } from '../../shared/format';

const Y = 'resources.capitalGains.year';

/** The year's totals as a list of terms and figures (a <dl>, so a screen reader pairs each). */
export const YearFigures = ({ year }: { year: TCgtTaxYear }) => {
  const translate = useTranslate();
  const rows: [string, string][] = [
    ['gains', formatMoney(year.gains)],
    ['losses', formatMoney(year.losses)],
    ['net', formatMoney(year.net)],
    [
      'exemptUsed',
      `${formatMoney(year.exemptAmountUsed)} ${translate(`${Y}.of`, { amount: formatMoney(year.annualExemptAmount) })}`,
    ],
    ['exemptLeft', formatMoney(year.exemptAmountLeft)],
    ['lossBroughtForward', formatMoney(year.lossBroughtForward)],
    ['lossCarriedForward', formatMoney(year.lossCarriedForward)],
    ['taxableGain', formatMoney(year.taxableGain)],
  ];
  return (
    <Box component="section" aria-labelledby="cgt-year-heading">
      <Typography id="cgt-year-heading" variant="h6" component="h2">
        {translate(`${Y}.heading`, { year: year.taxYear })}
      </Typography>
      <Box
        component="dl"
        data-testid="cgt-year-figures"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(2, max-content auto)' },
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`${Y}.${key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', fontWeight: key === 'taxableGain' ? 600 : 400 }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
