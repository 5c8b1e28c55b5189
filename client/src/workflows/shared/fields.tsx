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
  type TextFieldProps,
} from '@mui/material';
import { useTranslate, type TranslateFunction as Translate } from 'react-admin';
import { FREQUENCIES, PAYMENT_DAYS } from '../../../../contract/enums';
import { parseMoney } from '../../shared/money';
import type { FieldErrors } from './plan';
import type { FormProps } from './Workflow';

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

/** The props a field of a form's string value takes: its name, value, change and the form's errors. */
export function bind<V>(form: FormProps<V>, name: keyof V & string) {
  return {
    name,
    value: String(form.values[name]),
    onChange: (value: string) => form.set({ [name]: value } as Partial<V>),
    errors: form.errors,
  };
}

/** MUI's TextField for one of the fields: labelled, bound to its value, its error in place of the help. */
function useTextFieldProps(props: FieldProps): TextFieldProps {
  const translate = useTranslate();
  const error = props.errors[props.name];
  return {
    name: props.name,
    label: labelOf(translate, props),
    value: props.value,
    onChange: (e) => props.onChange(e.target.value),
    error: !!error,
    helperText: error ?? props.helperText,
  };
}

/** Pounds, typed as text and kept as text: the workflow parses it with decimal.js. */
export const MoneyField = (props: FieldProps) => (
  <TextField
    {...useTextFieldProps(props)}
    inputMode="decimal"
    slotProps={{ input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } }}
  />
);

/** A plain text or number-as-text field (units, percentages, a reference). */
export const TextInput = (props: FieldProps & { suffix?: string }) => (
  <TextField
    {...useTextFieldProps(props)}
    slotProps={
      props.suffix
        ? { input: { endAdornment: <InputAdornment position="end">{props.suffix}</InputAdornment> } }
        : {}
    }
  />
);

/** A select over a contract enumeration: the value is its own label. */
export const ChoiceField = (props: FieldProps & { choices: readonly (string | number)[] }) => (
  <TextField select {...useTextFieldProps(props)}>
    {props.choices.map((choice) => (
      <MenuItem key={choice} value={String(choice)}>
        {String(choice)}
      </MenuItem>
    ))}
  </TextField>
);

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
export const ScheduleFields = (form: FormProps<Schedule>) => (
  <>
    <RadioField {...bind(form, 'frequency')} choices={FREQUENCIES} />
    {form.values.frequency === 'Regular' && (
      <ChoiceField {...bind(form, 'paymentDay')} choices={PAYMENT_DAYS} />
    )}
  </>
);

/** The body fields of a schedule: nothing for a single payment, the day for a regular one. */
export const scheduleBody = ({ frequency, paymentDay }: Schedule) =>
  frequency === 'Regular'
    ? { frequency: 'Regular' as const, ...(paymentDay ? { paymentDay: Number(paymentDay) } : {}) }
    : { frequency: 'Single' as const };

export const SCHEDULE_FIELDS = { frequency: 'frequency', paymentDay: 'paymentDay' };

/** The checks a pay-in and a withdrawal share: an amount in pounds, a method, a day when regular. */
export function paymentErrors(values: Schedule & { amount: string; method: string }, translate: Translate) {
  const errors: FieldErrors = {};
  const amount = parseMoney(values.amount);
  if (!amount) errors.amount = translate('workflows.errors.money');
  if (!values.method) errors.method = translate('ra.validation.required');
  if (values.frequency === 'Regular' && !values.paymentDay)
    errors.paymentDay = translate('ra.validation.required');
  return { errors, amount };
}
