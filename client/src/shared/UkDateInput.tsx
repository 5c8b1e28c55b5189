import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useForkRef, type SxProps, type Theme } from '@mui/material';
import { enGB } from 'date-fns/locale/en-GB';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { FieldTitle, InputHelperText, useInput, type InputProps, type Validator } from 'react-admin';
import { parseIsoDay, toIsoDay } from './format';

/**
 * What the form holds when every part is typed but the date does not exist (31/02/2026): never sent,
 * because the input's own check refuses it before the form can be submitted.
 */
const UNFINISHED = 'unfinished-date';
const UK_FORMAT = 'dd/MM/yyyy';
const UNFINISHED_MESSAGE = 'resources.shared.dates.unfinished';

/**
 * The picker reports a date that is only partly typed (25/11/YYYY, or DD/11/2026 after a part is rubbed
 * out) as no date at all; the text in the box tells the two apart, so half a date is never sent as none.
 */
const completeDate =
  (input: RefObject<HTMLInputElement | null>): Validator =>
  (value) => {
    if (value === UNFINISHED) return UNFINISHED_MESSAGE;
    const empty = value === null || value === undefined || value === '';
    return empty && /\d/.test(input.current?.value ?? '') ? UNFINISHED_MESSAGE : undefined;
  };

/** The form's value (YYYY-MM-DD, or a timestamp whose first ten characters are its day) as the picker's. */
const fromForm = (value: unknown): Date | null => {
  if (value === UNFINISHED) return new Date(NaN);
  return typeof value === 'string' ? (parseIsoDay(value.slice(0, 10)) ?? null) : null;
};
const toForm = (date: Date | null) =>
  date === null ? null : Number.isNaN(date.getTime()) ? UNFINISHED : toIsoDay(date);

export type UkDateInputProps = Omit<InputProps, 'format' | 'parse'> & {
  sx?: SxProps<Theme>;
  /** Marks the label as required without a console-side check (the platform's contract decides). */
  isRequired?: boolean;
  /** Filters sit in a narrow bar: no margin below. */
  size?: 'small' | 'medium';
};

/**
 * A date typed and shown as dd/mm/yyyy whatever the browser's language (an en-US browser's own date box
 * says mm/dd/yyyy), with a calendar to pick from; the form holds YYYY-MM-DD, as the platform takes it.
 * Every date input of the console is this one.
 */
export const UkDateInput = ({ sx, isRequired: markRequired, size = 'small', ...props }: UkDateInputProps) => {
  const { label, helperText, source, resource, validate } = props;
  const typed = useRef<HTMLInputElement>(null);
  const validators = [
    completeDate(typed),
    ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
  ];
  const { id, field, fieldState, isRequired } = useInput({ ...props, validate: validators });
  const inputRef = useForkRef(field.ref, typed);
  // The picker keeps the Date it gave us, so an unfinished entry (an invalid Date) is not replaced by
  // another invalid Date on each render, which would wipe what the user is typing.
  const [shown, setShown] = useState<Date | null>(() => fromForm(field.value));
  useEffect(() => {
    const held = fromForm(field.value);
    // Only a change from outside (a reset, a parent's address copied in) replaces what is shown.
    if (toForm(held) !== toForm(shown)) setShown(held);
  }, [field.value, shown]);

  const { error, invalid } = fieldState;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      <DesktopDatePicker
        value={shown}
        format={UK_FORMAT}
        onChange={(date) => {
          setShown(date);
          field.onChange(toForm(date));
        }}
        disabled={props.disabled}
        readOnly={props.readOnly}
        enableAccessibleFieldDOMStructure={false}
        label={
          label === false || label === '' ? undefined : (
            <FieldTitle
              label={label}
              source={source}
              resource={resource}
              isRequired={markRequired || isRequired}
            />
          )
        }
        slotProps={{
          textField: {
            id,
            name: field.name,
            inputRef,
            onBlur: field.onBlur,
            size,
            error: invalid,
            className: `ra-input ra-input-${source}`,
            helperText:
              helperText !== false || invalid ? (
                <InputHelperText error={error?.message} helperText={helperText} />
              ) : null,
            sx,
          },
        }}
      />
    </LocalizationProvider>
  );
};
