import {
  FormHelperText,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TAccountSummary } from '../../../../contract/accounts';
import { AccountWorkflow } from '../shared/account';
import { formatPounds, formatUnits } from '../../shared/money';
import type { FormProps } from '../shared/Workflow';
import { planSell, SELL_BY, type SellLine, type SellValues } from './planSell';

const NOTHING: SellLine = { by: 'Nothing', value: '' };

const SellForm = ({ values, set, errors, summary }: FormProps<SellValues> & { summary: TAccountSummary }) => {
  const translate = useTranslate();
  const holdings = summary.positions.filter((p) => p.positionType === 'Stock' && p.assetId && p.quantity);
  const change = (assetId: string, patch: Partial<SellLine>) =>
    set({ sells: { ...values.sells, [assetId]: { ...(values.sells[assetId] ?? NOTHING), ...patch } } });
  if (!holdings.length) return <>{translate('workflows.sell.none')}</>;
  return (
    <>
      <Table size="small" aria-label={translate('workflows.sell.holdings')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('workflows.review.holding')}</TableCell>
            <TableCell align="right">{translate('workflows.review.unitsBefore')}</TableCell>
            <TableCell align="right">{translate('workflows.review.valueBefore')}</TableCell>
            <TableCell>{translate('workflows.fields.sellBy')}</TableCell>
            <TableCell>{translate('workflows.sell.howMuch')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {holdings.map((h) => {
            const id = h.assetId!;
            const line = values.sells[id] ?? NOTHING;
            const byError = errors[`sells.${id}.by`];
            const valueError = errors[`sells.${id}.value`];
            return (
              <TableRow key={id}>
                <TableCell component="th" scope="row">
                  {h.assetName}
                </TableCell>
                <TableCell align="right">{formatUnits(h.quantity ?? 0)}</TableCell>
                <TableCell align="right">{formatPounds(h.currentValue)}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    name={`sells.${id}.by`}
                    label={translate('workflows.sell.byFor', { name: h.assetName })}
                    value={line.by}
                    onChange={(e) => change(id, { by: e.target.value as SellLine['by'], value: '' })}
                    error={!!byError}
                    helperText={byError}
                    sx={{ minWidth: 140 }}
                  >
                    {SELL_BY.map((by) => (
                      <MenuItem key={by} value={by}>
                        {translate(`workflows.choices.${by}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  {(line.by === 'Quantity' || line.by === 'Value') && (
                    <TextField
                      size="small"
                      name={`sells.${id}.value`}
                      label={translate(`workflows.sell.${line.by === 'Quantity' ? 'unitsFor' : 'valueFor'}`, {
                        name: h.assetName,
                      })}
                      value={line.value}
                      onChange={(e) => change(id, { value: e.target.value })}
                      error={!!valueError}
                      helperText={valueError}
                    />
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {errors.sells && <FormHelperText error>{errors.sells}</FormHelperText>}
    </>
  );
};

/** /accounts/{id}/sell: sell holdings by units, by value or all. */
export const SellPage = () => (
  <AccountWorkflow<SellValues>
    title="workflows.sell.title"
    action="sell"
    initialValues={{ sells: {} }}
    renderForm={(form, summary) => <SellForm {...form} summary={summary} />}
    plan={planSell}
  />
);
