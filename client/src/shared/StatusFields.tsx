import { MenuItem, TextField } from '@mui/material';

/** The most of a reason the platform keeps (the contract's status and action bodies). */
const REASON_MAX_LENGTH = 500;

/** The status to change to, from the ones offered. */
export const StatusSelect = ({
  label,
  value,
  onChange,
  choices,
  helperText,
}: {
  label: string;
  value: string;
  onChange: (status: string) => void;
  choices: readonly string[];
  helperText?: string;
}) => (
  <TextField
    select
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    helperText={helperText}
  >
    {choices.map((choice) => (
      <MenuItem key={choice} value={choice}>
        {choice}
      </MenuItem>
    ))}
  </TextField>
);

/** Why a status changes or an action is taken, kept in the audit trail. */
export const ReasonField = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (reason: string) => void;
}) => (
  <TextField
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    multiline
    minRows={2}
    slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
  />
);
