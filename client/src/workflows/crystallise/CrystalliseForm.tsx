import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TCrystallisationOptions } from '../../../../contract/pensions';
import { formatPounds } from '../../shared/money';
import type { FieldErrors } from '../shared/plan';
import { FactsTable } from './FactsTable';
import type { CrystallisationPreview, CrystalliseValues } from './planCrystallisation';

/** The crystallise page's steps before the answer: what can be taken, the form, the review (decision 0903). */

const T = 'workflows.crystallise';

/** What the GET answers before anything is chosen: values, the allowance, the age check. */
export const OptionsFacts = ({ options }: { options: TCrystallisationOptions }) => {
  const translate = useTranslate();
  const age =
    options.age === null
      ? translate(`${T}.options.ageUnknown`)
      : translate(`${T}.options.ageValue`, { age: options.age, minimum: options.minimumPensionAge });
  return (
    <>
      <FactsTable
        label={`${T}.options.title`}
        rows={[
          [`${T}.options.uncrystallised`, formatPounds(options.uncrystallisedValue)],
          [`${T}.options.crystallised`, formatPounds(options.crystallisedValue)],
          [`${T}.options.cash`, formatPounds(options.cashAvailable)],
          [`${T}.options.allowance`, formatPounds(options.lumpSumAllowance)],
          [`${T}.options.allowanceUsed`, formatPounds(options.lumpSumAllowanceUsed)],
          [`${T}.options.allowanceLeft`, formatPounds(options.lumpSumAllowanceLeft)],
          [`${T}.options.age`, age],
        ]}
      />
      {options.age !== null && (
        <Alert severity={options.oldEnough ? 'success' : 'warning'}>
          {options.oldEnough
            ? translate(`${T}.options.oldEnough`)
            : translate(`${T}.options.tooYoung`, { date: options.eligibleFrom ?? '–' })}
        </Alert>
      )}
      {options.mpaa.triggered && (
        <Alert severity="info">
          {translate(`${T}.options.mpaaTriggered`, { date: options.mpaa.triggeredOn ?? '–' })}
        </Alert>
      )}
    </>
  );
};

interface FormProps {
  values: CrystalliseValues;
  set: (patch: Partial<CrystalliseValues>) => void;
  errors: FieldErrors;
  options: TCrystallisationOptions;
}

const Choice = ({
  name,
  value,
  onChange,
  choices,
}: {
  name: 'method' | 'scope';
  value: string;
  onChange: (value: string) => void;
  choices: [string, string][];
}) => {
  const translate = useTranslate();
  return (
    <FormControl>
      <FormLabel id={`crystallise-${name}`}>{translate(`${T}.fields.${name}`)}</FormLabel>
      <RadioGroup
        name={name}
        aria-labelledby={`crystallise-${name}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {choices.map(([choice, label]) => (
          <FormControlLabel key={choice} value={choice} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
};

const MoneyField = ({
  name,
  value,
  onChange,
  error,
}: {
  name: 'amount' | 'usedElsewhere';
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      name={name}
      label={translate(`${T}.fields.${name}`)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? translate(`${T}.helpers.${name}`)}
      inputMode="decimal"
      slotProps={{ input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } }}
    />
  );
};

export const CrystalliseForm = ({ values, set, errors, options }: FormProps) => {
  const translate = useTranslate();
  return (
    <>
      <Choice
        name="method"
        value={values.method}
        onChange={(method) => set({ method: method as CrystalliseValues['method'] })}
        choices={(['PCLS', 'UFPLS'] as const).map((m) => [m, translate(`${T}.choices.${m}`)])}
      />
      <Choice
        name="scope"
        value={values.scope}
        onChange={(scope) => set({ scope: scope as CrystalliseValues['scope'] })}
        choices={[
          ['amount', translate(`${T}.choices.amount`)],
          ['all', translate(`${T}.choices.all`, { value: formatPounds(options.uncrystallisedValue) })],
        ]}
      />
      {values.scope === 'amount' && (
        <MoneyField
          name="amount"
          value={values.amount}
          onChange={(amount) => set({ amount })}
          error={errors.amount}
        />
      )}
      {values.scope === 'all' && errors.amount && <Alert severity="error">{errors.amount}</Alert>}
      <MoneyField
        name="usedElsewhere"
        value={values.usedElsewhere}
        onChange={(usedElsewhere) => set({ usedElsewhere })}
        error={errors.usedElsewhere}
      />
      {errors.method && <Alert severity="error">{errors.method}</Alert>}
    </>
  );
};

/** The preview in words and figures; the tax marked as an estimate, and the MPAA said plainly. */
export const Review = ({ preview, allowance }: { preview: CrystallisationPreview; allowance: number }) => {
  const translate = useTranslate();
  const R = `${T}.review`;
  const rows: [string, string][] = [
    [`${R}.method`, translate(`${T}.choices.${preview.method}`)],
    [`${R}.crystallised`, formatPounds(preview.crystallised)],
    [`${R}.taxFree`, formatPounds(preview.taxFree)],
  ];
  if (preview.method === 'PCLS') rows.push([`${R}.designated`, formatPounds(preview.designatedToDrawdown)]);
  else
    rows.push(
      [`${R}.taxable`, formatPounds(preview.taxable)],
      [`${R}.tax`, formatPounds(preview.estimatedTax)],
    );
  rows.push(
    [`${R}.paid`, formatPounds(preview.paidToClient)],
    [`${R}.allowanceAfter`, formatPounds(preview.allowanceLeftAfter)],
    [`${R}.uncrystallisedAfter`, formatPounds(preview.uncrystallisedAfter)],
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FactsTable label={`${R}.title`} rows={rows} heading />
      {preview.taxable.greaterThan(0) && <Alert severity="info">{translate(`${R}.estimate`)}</Alert>}
      {preview.triggersMpaa ? (
        <Alert severity="warning">{translate(`${R}.mpaa`, { allowance: formatPounds(allowance) })}</Alert>
      ) : (
        <Typography variant="body2">{translate(`${R}.noMpaa`)}</Typography>
      )}
    </Box>
  );
};
