import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { FREQUENCIES, PAYMENT_DAYS } from '../../../../contract';
import type { FieldErrors } from './plan';

interface FieldProps {
  /** The form field's name: its label is `workflows.fields.{label ?? name}` and its errors are keyed by it. */
  name: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
  helperText?: string;
}

const labelOf = (translate: (k: string) => string, { name, label }: FieldProps) =>
  translate(`workflows.fields.${label ?? name}`);

/** Pounds, typed as text and kept as text: the workflow parses it with decimal.js. */
export const MoneyField = (props: FieldProps) => {
  const translate = useTranslate();
  const error = props.errors[props.name];
  return (
    <TextField
      name={props.name}
      label={labelOf(translate, props)}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={!!error}
      helperText={error ?? props.helperText}
      inputMode="decimal"
      slotProps={{ input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } }}
    />
  );
};

/** A plain text or number-as-text field (units, percentages, a reference). */
export const TextInput = (props: FieldProps & { suffix?: string }) => {
  const translate = useTranslate();
  const error = props.errors[props.name];
  return (
    <TextField
      name={props.name}
      label={labelOf(translate, props)}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={!!error}
      helperText={error ?? props.helperText}
      slotProps={
        props.suffix
          ? { input: { endAdornment: <InputAdornment position="end">{props.suffix}</InputAdornment> } }
          : {}
      }
    />
  );
};

/** A select over a contract enumeration: the value is its own label. */
export const ChoiceField = (props: FieldProps & { choices: readonly (string | number)[] }) => {
  const translate = useTranslate();
  const error = props.errors[props.name];
  return (
    <TextField
      select
      name={props.name}
      label={labelOf(translate, props)}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={!!error}
      helperText={error ?? props.helperText}
    >
      {props.choices.map((choice) => (
        <MenuItem key={choice} value={String(choice)}>
          {String(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Radio buttons over a few values, each labelled `workflows.choices.{value}`. */
export const RadioField = (props: FieldProps & { choices: readonly string[] }) => {
  const translate = useTranslate();
  const error = props.errors[props.name];
  const id = `workflow-${props.name.replace(/\W/g, '-')}`;
  return (
    <FormControl error={!!error}>
      <FormLabel id={id}>{labelOf(translate, props)}</FormLabel>
      <RadioGroup
        row
        name={props.name}
        aria-labelledby={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.choices.map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio />}
            label={translate(`workflows.choices.${choice}`, { _: choice })}
          />
        ))}
      </RadioGroup>
      {(error ?? props.helperText) && <FormHelperText>{error ?? props.helperText}</FormHelperText>}
    </FormControl>
  );
};

export interface Schedule {
  frequency: string;
  paymentDay: string;
}

/** Single or regular; a regular payment falls on day 1, 7, 14, 21 or 28 of each month (spec §9). */
export const ScheduleFields = ({
  values,
  set,
  errors,
}: {
  values: Schedule;
  set: (patch: Partial<Schedule>) => void;
  errors: FieldErrors;
}) => (
  <>
    <RadioField
      name="frequency"
      value={values.frequency}
      onChange={(frequency) => set({ frequency })}
      errors={errors}
      choices={FREQUENCIES}
    />
    {values.frequency === 'Regular' && (
      <ChoiceField
        name="paymentDay"
        value={values.paymentDay}
        onChange={(paymentDay) => set({ paymentDay })}
        errors={errors}
        choices={PAYMENT_DAYS}
      />
    )}
  </>
);

/** The body fields of a schedule: nothing for a single payment, the day for a regular one. */
export const scheduleBody = ({ frequency, paymentDay }: Schedule) =>
  frequency === 'Regular'
    ? { frequency: 'Regular' as const, ...(paymentDay ? { paymentDay: Number(paymentDay) } : {}) }
    : { frequency: 'Single' as const };

export const SCHEDULE_FIELDS = { frequency: 'frequency', paymentDay: 'paymentDay' };
