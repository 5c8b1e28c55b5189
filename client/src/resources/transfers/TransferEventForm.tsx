import { Button, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { TRANSFER_UPDATE_EVENT_TYPES } from '../../../../contract/enums';
import { ZDate } from '../../../../contract/validation';
import type { TTransferDetail, TTransferUpdateEvent } from '../../../../contract/transfers';
import { fieldErrorsOf, isSessionGone, statusOf } from '../../data/httpErrors';
import { usePlatformWrite } from '../../data/platform';
import { PLATFORM_READS } from '../../data/platformReads';
import { moneyOut, parseMoney } from '../../shared/money';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import type { FormServerError } from '../../shared/useFormServerError';

const D = 'resources.transfers.detail';
const LEAVES_CRYSTALLISATION = 'Awaiting Crystallisation Information';

interface EventValues {
  type: TTransferUpdateEvent['type'];
  text: string;
  newStatus: string;
  reason: string;
  crystallisedAmount: string;
  pclsTaken: string;
  crystallisedOn: string;
  actualValue: string;
}

const EMPTY: EventValues = {
  type: 'INFO',
  text: '',
  newStatus: '',
  reason: '',
  crystallisedAmount: '',
  pclsTaken: '',
  crystallisedOn: '',
  actualValue: '',
};

type Errors = Partial<Record<keyof EventValues, string>>;

/** Which extra fields the chosen move asks for (decision 0800's state machine). */
export const eventAsks = (transfer: Pick<TTransferDetail, 'transferStatus'>, newStatus: string) => ({
  reason: newStatus === 'Rejected',
  crystallisation: !!newStatus && transfer.transferStatus === LEAVES_CRYSTALLISATION,
  actualValue: newStatus === 'Completed',
});

const zeroOrMoney = (text: string) => (/^\s*£?\s*0*(\.0*)?\s*$/.test(text) ? 0 : parseMoney(text));

/** The event as typed, checked and turned into the update body, or the fields' errors. */
export function eventBody(
  transfer: Pick<TTransferDetail, 'transferStatus' | 'version'>,
  values: EventValues,
  translate: (key: string) => string,
): { body: TTransferUpdateEvent; errors?: undefined } | { errors: Errors } {
  const errors: Errors = {};
  const ask = eventAsks(transfer, values.newStatus);
  const required = translate('ra.validation.required');
  const money = translate('workflows.errors.money');
  if (!values.text.trim()) errors.text = required;
  if (ask.reason && !values.reason.trim()) errors.reason = required;
  const amount = ask.crystallisation ? parseMoney(values.crystallisedAmount) : undefined;
  const pcls = ask.crystallisation ? zeroOrMoney(values.pclsTaken) : 0;
  if (ask.crystallisation) {
    if (!amount) errors.crystallisedAmount = money;
    if (pcls === undefined) errors.pclsTaken = money;
    if (!ZDate.safeParse(values.crystallisedOn.trim()).success)
      errors.crystallisedOn = translate(`${D}.errors.date`);
  }
  const actual = ask.actualValue && values.actualValue.trim() ? parseMoney(values.actualValue) : null;
  if (actual === undefined) errors.actualValue = money;
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      type: values.type,
      text: values.text.trim(),
      ...(values.newStatus ? { newStatus: values.newStatus as TTransferUpdateEvent['newStatus'] } : {}),
      ...(ask.reason ? { reason: values.reason.trim() } : {}),
      ...(ask.crystallisation
        ? {
            crystallisation: {
              crystallisedAmount: moneyOut(amount!),
              pclsTaken: pcls ? moneyOut(pcls) : 0,
              crystallisedOn: values.crystallisedOn.trim(),
            },
          }
        : {}),
      ...(actual ? { actualValue: moneyOut(actual) } : {}),
      version: transfer.version,
    },
  };
}

/** The platform's field names (`crystallisation.pclsTaken`) as this form's. */
const fieldOf = (name: string) => name.replace(/^crystallisation\./, '') as keyof EventValues;

/** An update changes the transfer, its account and the workbench. */
const CHANGED = [PLATFORM_READS];

/**
 * Adds an event to the transfer's history (PUT …/firmTransferHistoryUpdate), optionally moving its status
 * to one the state machine allows now. A refusal (a stale version's 409/412, a forbidden move) shows here,
 * never as a toast.
 */
export const TransferEventForm = ({ transfer }: { transfer: TTransferDetail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const write = usePlatformWrite(CHANGED);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<FormServerError>();
  const ask = eventAsks(transfer, values.newStatus);
  const save = useMutation({
    mutationFn: (body: TTransferUpdateEvent) =>
      write<TTransferDetail>('updateTransferHistory', { params: { transactionId: transfer.id }, body }),
    onMutate: () => setProblem(undefined),
    onSuccess: (_, body) => {
      setValues(EMPTY);
      notify(body.newStatus ? `${D}.event.moved` : `${D}.event.added`, {
        type: 'success',
        messageArgs: { status: body.newStatus },
      });
    },
    onError: (error) => {
      if (isSessionGone(error)) return;
      const placed: Errors = {};
      const unplaced: string[] = [];
      for (const { fieldName, errorMessage } of fieldErrorsOf(error)) {
        const name = fieldOf(fieldName);
        if (name in EMPTY && name !== 'type') placed[name] ??= errorMessage;
        else unplaced.push(`${fieldName}: ${errorMessage}`);
      }
      setErrors(placed);
      const status = statusOf(error);
      const message =
        status === 409 || status === 412
          ? translate(`${D}.event.conflict`, { message: error instanceof Error ? error.message : '' })
          : error instanceof Error
            ? error.message
            : String(error);
      setProblem({ message, unplaced });
    },
  });
  const set = (patch: Partial<EventValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const submit = () => {
    const outcome = eventBody(transfer, values, translate);
    if (outcome.errors) return setErrors(outcome.errors);
    save.mutate(outcome.body);
  };
  const field = (name: keyof EventValues, money = false) => ({
    name,
    label: translate(`${D}.event.fields.${name}`),
    value: values[name],
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value }),
    error: !!errors[name],
    helperText: errors[name] ?? translate(`${D}.event.helpers.${name}`, { _: '' }),
    ...(money
      ? {
          inputMode: 'decimal' as const,
          slotProps: { input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } },
        }
      : {}),
  });
  return (
    <Stack spacing={2} component="form" aria-label={translate(`${D}.event.title`)} noValidate>
      <ServerErrorAlert error={problem} sx={{}} />
      <TextField select {...field('type')}>
        {TRANSFER_UPDATE_EVENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`${D}.eventTypes.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField multiline minRows={2} {...field('text')} />
      <TextField select {...field('newStatus')} disabled={transfer.allowedMoves.length === 0}>
        <MenuItem value="">{translate(`${D}.event.noMove`)}</MenuItem>
        {transfer.allowedMoves.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      {ask.reason && <TextField {...field('reason')} />}
      {ask.crystallisation && (
        <>
          <TextField {...field('crystallisedAmount', true)} />
          <TextField {...field('pclsTaken', true)} />
          <TextField {...field('crystallisedOn')} />
        </>
      )}
      {ask.actualValue && <TextField {...field('actualValue', true)} />}
      <div>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {translate(`${D}.event.submit`)}
        </Button>
      </div>
    </Stack>
  );
};
