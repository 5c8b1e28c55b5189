import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TRANSACTION_KINDS } from '../../../../contract/ledger';
import type { Effect } from './books';
import { RadioField, TextInput } from './fields';
import { InstrumentPicker, type Instrument } from './InstrumentPicker';
import {
  Decimal,
  dec,
  formatPounds,
  moneyOut,
  parseMoney,
  parsePercent,
  pennyFloor,
  ZERO,
} from '../../shared/money';
import type { FieldErrors, PlannedTransaction } from './plan';

/** Buy orders as a form holds them: an instrument and an amount (£) or a percentage of the cash to invest. */
export interface OrderLine {
  instrument: Instrument | null;
  value: string;
}
export const ORDER_MODES = ['Amounts', 'Percentages'] as const;
export interface OrderValues {
  mode: (typeof ORDER_MODES)[number];
  orders: OrderLine[];
}

export const emptyOrder = (): OrderLine => ({ instrument: null, value: '' });

export interface PlannedBuys {
  transactions: PlannedTransaction[];
  effects: Effect[];
  total: Decimal;
  errors: FieldErrors;
}

/** The amount of each line: as typed, or its percentage of `base` rounded down to the penny. */
function amountOf(line: OrderLine, mode: OrderValues['mode'], base: Decimal) {
  if (mode === 'Amounts') return parseMoney(line.value);
  const percent = parsePercent(line.value);
  return percent && pennyFloor(base.times(percent).dividedBy(100));
}

/**
 * The buy orders for `accountId`, checked line by line. Percentages apply to `base` (the available cash,
 * or the pay-in they invest) and may not add up to more than 100.
 */
export function plannedBuys(
  values: OrderValues,
  base: Decimal,
  accountId: string,
  invalid: string,
): PlannedBuys {
  const errors: FieldErrors = {};
  const out: PlannedBuys = { transactions: [], effects: [], total: ZERO, errors };
  let percentages = ZERO;
  values.orders.forEach((line, i) => {
    const field = (f: string) => `orders.${i}.${f}`;
    if (!line.instrument) errors[field('instrument')] = 'Required';
    else if (values.orders.findIndex((l) => l.instrument?.id === line.instrument!.id) < i)
      errors[field('instrument')] = 'Already chosen above';
    const amount = amountOf(line, values.mode, base);
    if (values.mode === 'Percentages') percentages = percentages.plus(parsePercent(line.value) ?? 0);
    if (!amount || amount.isZero()) errors[field('value')] = invalid;
    if (!amount || amount.isZero()) return;
    out.total = out.total.plus(amount);
    if (!line.instrument) return;
    out.transactions.push({
      body: { accountId, ...TRANSACTION_KINDS.buy, assetId: line.instrument.id, amount: moneyOut(amount) },
      fields: { amount: field('value'), assetId: field('instrument') },
    });
    const price = line.instrument.price === null ? null : dec(line.instrument.price);
    out.effects.push({ kind: 'buy', assetId: line.instrument.id, name: line.instrument.name, price, amount });
  });
  if (percentages.greaterThan(100))
    errors[`orders.${values.orders.length - 1}.value`] = 'The percentages add up to more than 100%';
  return out;
}

interface OrderFieldsProps {
  values: OrderValues;
  set: (patch: Partial<OrderValues>) => void;
  errors: FieldErrors;
  /** What percentages are of, and what the total is compared with. */
  base: Decimal;
  baseLabel: string;
  /** The ways the form may give the orders (a regular pay-in: percentages only). */
  modes?: readonly OrderValues['mode'][];
}

/** Instruments with an amount or a percentage each; add and remove lines. */
export const OrderFields = ({
  values,
  set,
  errors,
  base,
  baseLabel,
  modes = ORDER_MODES,
}: OrderFieldsProps) => {
  const translate = useTranslate();
  const change = (i: number, patch: Partial<OrderLine>) =>
    set({ orders: values.orders.map((line, j) => (j === i ? { ...line, ...patch } : line)) });
  const total = values.orders.reduce((sum, line) => sum.plus(amountOf(line, values.mode, base) ?? 0), ZERO);
  const percent = values.mode === 'Percentages';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RadioField
        name="mode"
        label="orderMode"
        value={values.mode}
        // The lines' errors go too: an amount's error says nothing about a percentage.
        onChange={(mode) => set({ mode: mode as OrderValues['mode'], orders: values.orders })}
        errors={errors}
        choices={modes}
      />
      {values.orders.map((line, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <InstrumentPicker
            name={`orders.${i}.instrument`}
            value={line.instrument}
            onChange={(instrument) => change(i, { instrument })}
            error={errors[`orders.${i}.instrument`]}
          />
          <TextInput
            name={`orders.${i}.value`}
            label={percent ? 'percentage' : 'amount'}
            value={line.value}
            onChange={(value) => change(i, { value })}
            errors={errors}
            suffix={percent ? '%' : undefined}
          />
          <IconButton
            aria-label={translate('workflows.actions.removeLine', { n: i + 1 })}
            onClick={() => set({ orders: values.orders.filter((_, j) => j !== i) })}
            disabled={values.orders.length === 1}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button startIcon={<AddIcon />} onClick={() => set({ orders: [...values.orders, emptyOrder()] })}>
          {translate('workflows.actions.addLine')}
        </Button>
        <Typography variant="body2" aria-live="polite">
          {translate('workflows.orders.total', {
            total: formatPounds(total),
            base: formatPounds(base),
            of: baseLabel,
          })}
        </Typography>
      </Box>
    </Box>
  );
};
