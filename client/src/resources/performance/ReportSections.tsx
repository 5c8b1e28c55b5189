import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TPortfolioReport, TReportTransaction } from '../../../../contract/reporting';
import { formatMoney } from '../../shared/format';
import { formatDay, formatUnits } from '../../shared/holdingFormat';

const R = 'resources.performance.report';

const Postings = ({ caption, rows }: { caption: string; rows: TReportTransaction[] }) => {
  const translate = useTranslate();
  if (!rows.length) return null;
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${R}.date`)}</TableCell>
            <TableCell>{translate(`${R}.code`)}</TableCell>
            <TableCell>{translate(`${R}.narrative`)}</TableCell>
            <TableCell align="right">{translate(`${R}.amount`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((t) => (
            <TableRow key={`${t.transactionId}-${t.accountId}-${t.transactionCode}`}>
              <TableCell>{formatDay(t.postDate)}</TableCell>
              <TableCell>{t.transactionCode}</TableCell>
              <TableCell>{t.narrative}</TableCell>
              <TableCell align="right">{formatMoney(t.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

type InOut = TPortfolioReport['payments'];

/** A section with money in and out (payments, transfers): both totals, then each posting. */
const InOutSection = ({ title, flows }: { title: string; flows: InOut }) => {
  const translate = useTranslate();
  const none = !flows.transactionsIn.length && !flows.transactionsOut.length;
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2">
        {translate(`${R}.moneyIn`)}: {formatMoney(flows.totalIn)} · {translate(`${R}.moneyOut`)}:{' '}
        {formatMoney(flows.totalOut)}
      </Typography>
      {none && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.none`)}
        </Typography>
      )}
      <Postings caption={`${title}: ${translate(`${R}.moneyIn`)}`} rows={flows.transactionsIn} />
      <Postings caption={`${title}: ${translate(`${R}.moneyOut`)}`} rows={flows.transactionsOut} />
    </Box>
  );
};

/** A one-way section (charges, income): its total, then each posting. */
const OneWaySection = ({ title, flows }: { title: string; flows: TPortfolioReport['charges'] }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2">
        {translate(`${R}.total`)}: {formatMoney(flows.total)}
      </Typography>
      {!flows.transactions.length && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.none`)}
        </Typography>
      )}
      <Postings caption={title} rows={flows.transactions} />
    </Box>
  );
};

/** Payments, charges, income, transfers and moves between the client's own accounts. */
export const CashSections = ({ report }: { report: TPortfolioReport }) => {
  const translate = useTranslate();
  return (
    <>
      <InOutSection title={translate(`${R}.payments`)} flows={report.payments} />
      <OneWaySection title={translate(`${R}.charges`)} flows={report.charges} />
      <OneWaySection title={translate(`${R}.income`)} flows={report.income} />
      <InOutSection title={translate(`${R}.transfers`)} flows={report.transfers} />
      <InOutSection title={translate(`${R}.internalTransfers`)} flows={report.internalTransfers} />
    </>
  );
};

/** Holdings at the end with book cost, value and growth; sales in the period with what they realised. */
export const PerformanceSections = ({ report }: { report: TPortfolioReport }) => {
  const translate = useTranslate();
  const { positionsRetained, transactionsRealised } = report.performance;
  return (
    <>
      <Box component="section" aria-label={translate(`${R}.retained`)} sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2">
          {translate(`${R}.retained`)}
        </Typography>
        <Typography variant="body2">
          {translate(`${R}.totalRetained`)}: {formatMoney(report.performance.totalRetained)}
        </Typography>
        {positionsRetained.length ? (
          <TableContainer>
            <Table size="small" aria-label={translate(`${R}.retained`)} data-testid="positions-retained">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${R}.asset`)}</TableCell>
                  <TableCell>{translate(`${R}.isin`)}</TableCell>
                  <TableCell align="right">{translate(`${R}.quantity`)}</TableCell>
                  <TableCell align="right">{translate(`${R}.bookValue`)}</TableCell>
                  <TableCell align="right">{translate(`${R}.currentValue`)}</TableCell>
                  <TableCell align="right">{translate(`${R}.growth`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {positionsRetained.map((p) => (
                  <TableRow key={`${p.accountId}-${p.assetId}`}>
                    <TableCell>{p.assetName}</TableCell>
                    <TableCell>{p.isin}</TableCell>
                    <TableCell align="right">{formatUnits(p.quantity)}</TableCell>
                    <TableCell align="right">{formatMoney(p.bookValue)}</TableCell>
                    <TableCell align="right">{formatMoney(p.currentValue)}</TableCell>
                    <TableCell align="right">{formatMoney(p.growth)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(`${R}.none`)}
          </Typography>
        )}
      </Box>
      <Box component="section" aria-label={translate(`${R}.realised`)} sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2">
          {translate(`${R}.realised`)}
        </Typography>
        <Typography variant="body2">
          {translate(`${R}.totalRealised`)}: {formatMoney(report.performance.totalRealised)}
        </Typography>
        {transactionsRealised.length ? (
          <TableContainer>
            <Table size="small" aria-label={translate(`${R}.realised`)}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${R}.date`)}</TableCell>
                  <TableCell>{translate(`${R}.asset`)}</TableCell>
                  <TableCell align="right">{translate(`${R}.quantity`)}</TableCell>
                  <TableCell align="right">{translate(`${R}.proceeds`)}</TableCell>
                  <TableCell align="right">{translate(`${R}.bookValue`)}</TableCell>
                  <TableCell align="right">{translate(`${R}.profitLoss`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {transactionsRealised.map((s) => (
                  <TableRow key={`${s.transactionId}-${s.assetId}`}>
                    <TableCell>{formatDay(s.postDate)}</TableCell>
                    <TableCell>{s.assetName}</TableCell>
                    <TableCell align="right">{formatUnits(s.quantity)}</TableCell>
                    <TableCell align="right">{formatMoney(s.proceeds)}</TableCell>
                    <TableCell align="right">{formatMoney(s.bookValue)}</TableCell>
                    <TableCell align="right">{formatMoney(s.profitLoss)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(`${R}.none`)}
          </Typography>
        )}
      </Box>
    </>
  );
};
