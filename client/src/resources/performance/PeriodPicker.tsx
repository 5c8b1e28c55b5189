import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { londonToday } from '../../shared/statementPeriod';
import { longDate } from '../../shared/taxYear';
import { UkDateInput } from '../../shared/UkDateInput';
import { PERIOD_KEYS, periodOf, type PeriodKey, type ReportPeriod } from './periods';

const T = 'resources.performance.periods';

/** The chosen period of a report page: a quick choice (1Y at first), or two typed dates. */
export function usePeriodChoice(initial: PeriodKey = '1Y') {
  const [key, setKey] = useState<PeriodKey>(initial);
  const [custom, setCustom] = useState<ReportPeriod>({});
  return { key, setKey, custom, setCustom, period: periodOf(key, londonToday(), custom) };
}
export type PeriodChoice = ReturnType<typeof usePeriodChoice>;

/** "To" before "From" is said under "To" before anything is asked (the platform refuses it there too). */
const notBeforeFrom = (toDate: unknown, values: Record<string, unknown>) =>
  typeof toDate === 'string' && typeof values.fromDate === 'string' && values.fromDate > toDate
    ? `${T}.backwards`
    : undefined;

/** The custom period's two UK dates. */
const CustomDates = ({ choice }: { choice: PeriodChoice }) => {
  const translate = useTranslate();
  return (
    <Form
      record={choice.custom}
      onSubmit={(values: Record<string, unknown>) => choice.setCustom(values as ReportPeriod)}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <UkDateInput source="fromDate" label={`${T}.fromDate`} isRequired />
        <UkDateInput source="toDate" label={`${T}.toDate`} isRequired validate={notBeforeFrom} />
        <Button type="submit" variant="outlined" sx={{ mt: { sm: 1 } }}>
          {translate(`${T}.apply`)}
        </Button>
      </Stack>
    </Form>
  );
};

/** 1M, 3M, 6M, YTD, tax year (from 6 April), 1Y, since start, custom: as toggle buttons. */
export const PeriodPicker = ({ choice, shown }: { choice: PeriodChoice; shown?: ReportPeriod }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice.key}
        onChange={(_, key: PeriodKey | null) => key && choice.setKey(key)}
        aria-label={translate(`${T}.label`)}
        sx={{ flexWrap: 'wrap' }}
      >
        {PERIOD_KEYS.map((key) => (
          <ToggleButton key={key} value={key}>
            {translate(`${T}.${key}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {choice.key === 'custom' && <CustomDates choice={choice} />}
      {shown?.fromDate && shown.toDate && (
        <Typography variant="body2" color="text.secondary" data-testid="period-shown">
          {translate(`${T}.shown`, { from: longDate(shown.fromDate), to: longDate(shown.toDate) })}
        </Typography>
      )}
    </Stack>
  );
};
