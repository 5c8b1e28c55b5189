import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { addMonths, format, startOfMonth } from 'date-fns';
import { DRAWDOWN_METHODS, PAYMENT_DAYS } from '../../../../contract/enums';
import { INCOME_FREQUENCIES } from '../../../../contract/pensions';
import { fieldErrorsOf, statusOf } from '../../data/httpErrors';
import { usePlatformWrite } from '../../data/platform';
import { PLATFORM_READS } from '../../data/platformReads';
import { moneyOut, parseMoney } from '../../shared/money';
import { useUser } from '../../shell/UserProvider';

const T = 'workflows.income';
const CHANGED = [PLATFORM_READS];

interface Values {
  method: string;
  amount: string;
  frequency: string;
  paymentDay: string;
  startDate: string;
}

/** The first of next month: the earliest start most providers take for a new income. */
const nextMonth = () => format(startOfMonth(addMonths(new Date(), 1)), 'yyyy-MM-dd');

const Select = ({
  name,
  value,
  onChange,
  choices,
  error,
}: {
  name: keyof Values;
  value: string;
  onChange: (v: string) => void;
  choices: [string, string][];
  error?: string;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      name={name}
      label={translate(`${T}.fields.${name}`)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error}
      sx={{ minWidth: 200 }}
    >
      {choices.map(([v, label]) => (
        <MenuItem key={v} value={v}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * Set up a regular income (POST /clientproduct/action/regularcrystallisation): a drawdown income from
 * crystallised funds, or a regular UFPLS. Refusals stay here: field errors under their fields, a 409 (no
 * crystallised funds to pay from) in place above them.
 */
export const SetUpIncome = ({ accountId, onDone }: { accountId: string; onDone: (id: string) => void }) => {
  const translate = useTranslate();
  const firmId = useUser().user?.firmId;
  const write = usePlatformWrite(CHANGED);
  const [values, setValues] = useState<Values>({
    method: 'FAD',
    amount: '',
    frequency: 'Monthly',
    paymentDay: '1',
    startDate: nextMonth(),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const create = useMutation({
    mutationFn: () => {
      const amount = parseMoney(values.amount);
      if (!amount || amount.lessThanOrEqualTo(0)) {
        setErrors({ amount: translate('workflows.crystallise.errors.amount') });
        throw new Error(translate('keel.form.fieldErrors'));
      }
      return write<{ id: string }>('createRegularCrystallisation', {
        body: {
          firmId,
          accountId,
          ...values,
          amount: moneyOut(amount),
          paymentDay: Number(values.paymentDay),
        },
      });
    },
    onMutate: () => setErrors({}),
    onSuccess: (data) => onDone(data.id),
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (statusOf(error) === 400 && fields.length)
        setErrors(Object.fromEntries(fields.map((f) => [f.fieldName, f.errorMessage])));
    },
  });
  const placed = ['method', 'amount', 'frequency', 'paymentDay', 'startDate'];
  const unplaced = Object.entries(errors).filter(([k]) => !placed.includes(k));
  return (
    <Box component="form" aria-label={translate(`${T}.actions.setUp`)} onSubmit={(e) => e.preventDefault()}>
      {create.error && statusOf(create.error) !== 400 && Object.keys(errors).length === 0 && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {create.error.message}
        </Alert>
      )}
      {unplaced.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {unplaced.map(([k, m]) => `${k}: ${m}`).join(' ')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
        <Select
          name="method"
          value={values.method}
          onChange={(method) => set({ method })}
          choices={DRAWDOWN_METHODS.map((m) => [m, translate(`${T}.methods.${m}`)])}
          error={errors.method}
        />
        <TextField
          name="amount"
          label={translate(`${T}.fields.amount`)}
          value={values.amount}
          onChange={(e) => set({ amount: e.target.value })}
          error={!!errors.amount}
          helperText={errors.amount}
          inputMode="decimal"
        />
        <Select
          name="frequency"
          value={values.frequency}
          onChange={(frequency) => set({ frequency })}
          choices={INCOME_FREQUENCIES.map((f) => [f, translate(`${T}.frequencies.${f}`)])}
          error={errors.frequency}
        />
        <Select
          name="paymentDay"
          value={values.paymentDay}
          onChange={(paymentDay) => set({ paymentDay })}
          choices={PAYMENT_DAYS.map((d) => [String(d), String(d)])}
          error={errors.paymentDay}
        />
        <TextField
          name="startDate"
          type="date"
          label={translate(`${T}.fields.startDate`)}
          value={values.startDate}
          onChange={(e) => set({ startDate: e.target.value })}
          error={!!errors.startDate}
          helperText={errors.startDate}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 2 }}
        onClick={() => create.mutate()}
        disabled={create.isPending}
      >
        {translate(`${T}.actions.save`)}
      </Button>
    </Box>
  );
};
