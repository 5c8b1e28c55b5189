import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TProductIllustration } from '../../../../contract/illustrations';
import { formatMoney, NONE } from '../../shared/format';
import { Section } from './Section';

const CH = 'resources.illustrations.show.charges';
const percent = (n: number | null) => (n === null ? NONE : `${n}%`);

/** A term and its figure, as one row of a description list. */
export const Fact = ({
  label,
  children,
  testId,
}: {
  label: string;
  children: React.ReactNode;
  testId?: string;
}) => (
  <Box sx={{ display: 'flex', gap: 2, py: 0.5 }}>
    <Box component="dt" sx={{ minWidth: 260, color: 'text.secondary' }}>
      {label}
    </Box>
    <Box component="dd" sx={{ m: 0 }} data-testid={testId}>
      {children}
    </Box>
  </Box>
);

/** The effect of charges (reduction in yield, value with and without) and the disclosure by charge type. */
export const ChargesSection = ({ illustration }: { illustration: TProductIllustration }) => {
  const translate = useTranslate();
  const { reductionInYield: riy, effectOfCharges: effect, costsAndCharges } = illustration.result;
  return (
    <Section id="charges" title={translate(`${CH}.title`)}>
      <Box component="dl" sx={{ m: 0, mb: 2 }}>
        <Fact label={translate(`${CH}.riy`)} testId="riy">
          {riy.percent === null
            ? NONE
            : translate(`${CH}.riyValue`, { percent: riy.percent, rate: riy.atRatePercent })}
        </Fact>
        <Fact label={translate(`${CH}.withoutCharges`)}>{formatMoney(effect.withoutCharges)}</Fact>
        <Fact label={translate(`${CH}.withCharges`)}>{formatMoney(effect.withCharges)}</Fact>
        <Fact label={translate(`${CH}.difference`)} testId="charges-difference">
          {formatMoney(effect.difference)}
        </Fact>
      </Box>
      <Typography variant="subtitle1" component="h3">
        {translate(`${CH}.disclosureTitle`)}
      </Typography>
      <Table size="small" data-testid="charges-table">
        <TableHead>
          <TableRow>
            {['type', 'category'].map((k) => (
              <TableCell key={k} component="th" scope="col">
                {translate(`${CH}.${k}`)}
              </TableCell>
            ))}
            {['yearOne', 'yearOnePercent', 'overTerm'].map((k) => (
              <TableCell key={k} component="th" scope="col" align="right">
                {translate(`${CH}.${k}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {costsAndCharges.lines.map((l) => (
            <TableRow key={l.type}>
              <TableCell component="th" scope="row">
                {l.type}
              </TableCell>
              <TableCell>{l.category}</TableCell>
              <TableCell align="right">{formatMoney(l.yearOne)}</TableCell>
              <TableCell align="right">{percent(l.yearOnePercent)}</TableCell>
              <TableCell align="right">{formatMoney(l.overTerm)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 600 }}>
              {translate(`${CH}.total`)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMoney(costsAndCharges.total.yearOne)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {percent(costsAndCharges.total.yearOnePercent)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="charges-total">
              {formatMoney(costsAndCharges.total.overTerm)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Section>
  );
};
