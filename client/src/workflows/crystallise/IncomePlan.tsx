import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PAYMENT_DAYS } from '../../../../contract/enums';
import type { TRegularCrystallisation } from '../../../../contract/pensions';
import { fieldErrorsOf, statusOf } from '../../data/httpErrors';
import { usePlatformWrite } from '../../data/platform';
import { PLATFORM_READS } from '../../data/platformReads';
import { formatDate } from '../../shared/format';
import { formatPounds, moneyOut, parseMoney } from '../../shared/money';
import { FactsTable } from './FactsTable';

const T = 'workflows.income';
const CHANGED = [PLATFORM_READS];

type Change = { change: 'Pause' | 'Resume' | 'Stop' } | { amount?: number; paymentDay?: number };

/** PATCH …/regularcrystallisation/{firmId}/{bciId} with the plan's version: a stale one is a 412. */
function usePatchPlan(plan: TRegularCrystallisation) {
  const write = usePlatformWrite(CHANGED);
  return useMutation({
    mutationFn: (change: Change) =>
      write<TRegularCrystallisation>('patchRegularCrystallisation', {
        params: { bciId: plan.bciId },
        body: { ...change, version: plan.version },
      }),
  });
}

const AmendForm = ({
  plan,
  onSave,
  onCancel,
  pending,
  errors,
}: {
  plan: TRegularCrystallisation;
  onSave: (change: { amount?: number; paymentDay?: number }) => void;
  onCancel: () => void;
  pending: boolean;
  errors: Record<string, string>;
}) => {
  const translate = useTranslate();
  const [amount, setAmount] = useState(plan.amount.toFixed(2));
  const [paymentDay, setPaymentDay] = useState(String(plan.paymentDay));
  const [amountError, setAmountError] = useState<string>();
  const save = () => {
    const parsed = parseMoney(amount);
    if (!parsed || parsed.lessThanOrEqualTo(0))
      return setAmountError(translate('workflows.crystallise.errors.amount'));
    setAmountError(undefined);
    onSave({ amount: moneyOut(parsed), paymentDay: Number(paymentDay) });
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }} alignItems="flex-start">
      <TextField
        name="amount"
        label={translate(`${T}.fields.amount`)}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={!!(amountError ?? errors.amount)}
        helperText={amountError ?? errors.amount}
        inputMode="decimal"
      />
      <TextField
        select
        name="paymentDay"
        label={translate(`${T}.fields.paymentDay`)}
        value={paymentDay}
        onChange={(e) => setPaymentDay(e.target.value)}
        error={!!errors.paymentDay}
        helperText={errors.paymentDay}
        sx={{ minWidth: 160 }}
      >
        {PAYMENT_DAYS.map((d) => (
          <MenuItem key={d} value={String(d)}>
            {d}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={save} disabled={pending}>
        {translate(`${T}.actions.saveAmend`)}
      </Button>
      <Button onClick={onCancel} disabled={pending}>
        {translate(`${T}.actions.cancel`)}
      </Button>
    </Stack>
  );
};

/**
 * One regular income: its terms and next payment, with Pause or Resume, Stop and Amend. Each change sends
 * the version the page shows; when someone else changed it first (412), that is said plainly and the page
 * reads the plan again.
 */
export const IncomePlan = ({ plan, mayAct }: { plan: TRegularCrystallisation; mayAct: boolean }) => {
  const translate = useTranslate();
  const patch = usePatchPlan(plan);
  const [amending, setAmending] = useState(false);
  const [done, setDone] = useState<string>();
  const status = statusOf(patch.error);
  const fieldErrors = Object.fromEntries(
    fieldErrorsOf(patch.error).map((f) => [f.fieldName, f.errorMessage]),
  );
  const send = (change: Change, message: string) =>
    patch.mutate(change, {
      onSuccess: () => {
        setDone(translate(message));
        setAmending(false);
      },
      onError: () => setDone(undefined),
    });
  const rows: [string, string][] = [
    [`${T}.fields.bciId`, plan.bciId],
    [`${T}.fields.method`, translate(`${T}.methods.${plan.method}`)],
    [`${T}.fields.amount`, formatPounds(plan.amount)],
    [`${T}.fields.frequency`, translate(`${T}.frequencies.${plan.frequency}`)],
    [`${T}.fields.paymentDay`, String(plan.paymentDay)],
    [`${T}.fields.startDate`, formatDate(plan.startDate)],
    [`${T}.fields.nextPaymentDate`, plan.nextPaymentDate ? formatDate(plan.nextPaymentDate) : '–'],
    [`${T}.fields.status`, plan.status],
  ];
  return (
    <Box data-testid="income-plan" sx={{ mb: 2 }}>
      <FactsTable label={`${T}.plan`} rows={rows} />
      {done && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {done}
        </Alert>
      )}
      {patch.error && (
        <Alert severity={status === 412 ? 'warning' : 'error'} role="alert" sx={{ mt: 1 }}>
          {status === 412 ? translate(`${T}.stale`) : patch.error.message}
        </Alert>
      )}
      {mayAct && plan.status !== 'Stopped' && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }} useFlexGap flexWrap="wrap">
          {plan.status === 'Active' ? (
            <Button onClick={() => send({ change: 'Pause' }, `${T}.done.Pause`)} disabled={patch.isPending}>
              {translate(`${T}.actions.pause`)}
            </Button>
          ) : (
            <Button onClick={() => send({ change: 'Resume' }, `${T}.done.Resume`)} disabled={patch.isPending}>
              {translate(`${T}.actions.resume`)}
            </Button>
          )}
          <Button onClick={() => setAmending((a) => !a)} disabled={patch.isPending}>
            {translate(`${T}.actions.amend`)}
          </Button>
          <Button
            color="error"
            onClick={() => send({ change: 'Stop' }, `${T}.done.Stop`)}
            disabled={patch.isPending}
          >
            {translate(`${T}.actions.stop`)}
          </Button>
        </Stack>
      )}
      {amending && (
        <AmendForm
          plan={plan}
          pending={patch.isPending}
          errors={fieldErrors}
          onCancel={() => setAmending(false)}
          onSave={(change) => send(change, `${T}.done.amended`)}
        />
      )}
    </Box>
  );
};
