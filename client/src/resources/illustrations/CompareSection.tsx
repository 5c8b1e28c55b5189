import {
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { TProductIllustration, TProductIllustrationAbridged } from '../../../../contract/illustrations';
import { usePlatformRead } from '../../data/platformReads';
import { formatMoney, NONE } from '../../shared/format';
import { illustrationPaths } from './paths';
import { Section } from './Section';

const K = 'resources.illustrations.show.compare';
type Figures = TProductIllustration | TProductIllustrationAbridged;
type Row = { key: string; label: string; of: (i: Figures) => number | null | undefined; money: boolean };

const inputOf = (i: Figures, field: string) => {
  const v = (i.inputs as Record<string, unknown>)[field];
  return typeof v === 'number' ? v : null;
};
const atEnd = (i: Figures, n: number) => i.result.rates[n]?.atEnd;

/** The figures compared, each as a function of an illustration; the difference is the other's less this one's. */
function useRows(a: Figures, b: Figures): Row[] {
  const translate = useTranslate();
  const rate = (n: number) => translate(`resources.illustrations.show.rates.${a.result.rates[n].name}`);
  const drawdown = a.status === 'DRAWDOWN' || b.status === 'DRAWDOWN';
  const rows: Row[] = [
    { key: 'term', label: translate(`${K}.term`), of: (i) => i.termYears, money: false },
    drawdown
      ? {
          key: 'monthlyWithdrawal',
          label: translate(`${K}.monthlyWithdrawal`),
          of: (i) => inputOf(i, 'monthlyWithdrawal'),
          money: true,
        }
      : {
          key: 'monthlyContribution',
          label: translate(`${K}.monthlyContribution`),
          of: (i) => inputOf(i, 'monthlyContribution'),
          money: true,
        },
    { key: 'paidIn', label: translate(`${K}.paidIn`), of: (i) => atEnd(i, 1)?.paidIn, money: true },
  ];
  if (drawdown)
    rows.push({
      key: 'withdrawn',
      label: translate(`${K}.withdrawn`),
      of: (i) => atEnd(i, 1)?.withdrawn,
      money: true,
    });
  [0, 1, 2].forEach((n) =>
    rows.push({
      key: `value-${a.result.rates[n].name}`,
      label: translate(`${K}.atEnd`, { rate: rate(n), percent: a.result.rates[n].percent }),
      of: (i) => atEnd(i, n)?.value,
      money: true,
    }),
  );
  rows.push(
    {
      key: 'real-intermediate',
      label: translate(`${K}.atEndReal`, { rate: rate(1) }),
      of: (i) => atEnd(i, 1)?.realValue,
      money: true,
    },
    {
      key: 'charges',
      label: translate(`${K}.charges`),
      of: (i) => i.result.costsAndCharges.total.overTerm,
      money: true,
    },
    { key: 'riy', label: translate(`${K}.riy`), of: (i) => i.result.reductionInYield.percent, money: false },
  );
  if (drawdown)
    rows.push({
      key: 'chance',
      label: translate(`${K}.chance`),
      of: (i) =>
        i.result.sustainability ? Math.round(i.result.sustainability.chanceToTargetAge * 100) : null,
      money: false,
    });
  return rows;
}

const show = (n: number | null | undefined, money: boolean) =>
  n === null || n === undefined ? NONE : money ? formatMoney(n) : String(n);
/** The difference, exact to the penny (the figures are pounds with at most two decimals). */
const difference = (a: number | null | undefined, b: number | null | undefined, money: boolean) => {
  if (typeof a !== 'number' || typeof b !== 'number') return NONE;
  const d = Math.round((b - a) * 100) / 100;
  const text = show(Math.abs(d), money);
  return d > 0 ? `+${text}` : d < 0 ? `−${text}` : text;
};

const CompareTable = ({ a, b }: { a: Figures; b: Figures }) => {
  const translate = useTranslate();
  const rows = useRows(a, b);
  return (
    <Table size="small" data-testid="compare-table">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate(`${K}.figure`)}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {a.name}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {b.name}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {translate(`${K}.difference`)}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key} data-testid={`compare-${r.key}`}>
            <TableCell component="th" scope="row">
              {r.label}
            </TableCell>
            <TableCell align="right">{show(r.of(a), r.money)}</TableCell>
            <TableCell align="right">{show(r.of(b), r.money)}</TableCell>
            <TableCell align="right" data-testid="difference">
              {difference(r.of(a), r.of(b), r.money)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * Compare: another stored illustration (a copy with a different contribution, say) beside this one, each
 * figure side by side with the difference. The one compared with is in the address (?compareWith=), so
 * the comparison is a link to share.
 */
export const CompareSection = ({
  illustration,
  compareWith,
}: {
  illustration: TProductIllustration;
  compareWith?: string;
}) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data: others = [] } = usePlatformRead<TProductIllustrationAbridged[]>({
    name: 'listProductIllustrationsAbridged',
    query: { pageSize: 100 },
  });
  const { data: other } = usePlatformRead<TProductIllustration>(
    { name: 'getProductIllustration', params: { illustrationId: compareWith } },
    !!compareWith,
  );
  const choices = others.filter((o) => o.id !== illustration.id);
  const pick = (id: string) =>
    navigate(illustrationPaths.show(illustration.id, id || undefined), { replace: true });
  return (
    <Section id="compare" title={translate(`${K}.title`)}>
      {choices.length === 0 && !compareWith ? (
        <Typography variant="body2">{translate(`${K}.none`)}</Typography>
      ) : (
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label={translate(`${K}.pick`)}
            value={compareWith ?? ''}
            onChange={(e) => pick(e.target.value)}
            sx={{ minWidth: 320 }}
            slotProps={{ select: { inputProps: { 'data-testid': 'compare-with' } } }}
          >
            {choices.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name} ({o.id})
              </MenuItem>
            ))}
            {compareWith && !choices.some((o) => o.id === compareWith) && other && (
              <MenuItem value={compareWith}>
                {other.name} ({other.id})
              </MenuItem>
            )}
          </TextField>
          {compareWith && <Button onClick={() => pick('')}>{translate(`${K}.close`)}</Button>}
        </Stack>
      )}
      {compareWith && other && <CompareTable a={illustration} b={other} />}
    </Section>
  );
};
