import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { VISUALLY_HIDDEN as HIDDEN } from '../../shared/visuallyHidden';

/** The value axis in short pounds (£380K, £1.2M): whole amounts are in the tables beside each chart. */
export const AXIS_POUNDS = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * A chart as a labelled figure, as the performance report draws them: its accessible name says what it
 * draws; the SVG is hidden from screen readers, which read the table beside it instead.
 */
export const ChartFigure = ({
  label,
  title,
  testId,
  children,
}: {
  label: string;
  title: string;
  testId?: string;
  children: ReactNode;
}) => {
  const id = useId();
  return (
    <Box component="figure" role="figure" aria-labelledby={id} sx={{ m: 0, mb: 2 }} data-testid={testId}>
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
