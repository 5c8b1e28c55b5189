import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import type { TAccountSummary, TPositionSummary } from '../../../../contract/accounts';
import { AccountPage } from './AccountHeader';
import { accountPaths } from '../../shared/accountPaths';
import { formatDay, formatMoney, formatPercent, formatPrice, formatUnits } from '../../shared/holdingFormat';
import { useAccountSummary } from '../../shared/accountSummary';
import { StaleMarker } from '../../shared/StaleMarker';
import { allowanceRule } from '../../shared/allowance';
import { MoneyOnItsWay } from './MoneyOnItsWay';

const Figure = ({ label, value, note }: { label: string; value: string; note?: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="h6" component="div">
      {value}
    </Typography>
    {note && (
      <Typography variant="caption" color="text.secondary" component="div">
        {note}
      </Typography>
    )}
  </Box>
);

const ValuationFigures = ({ summary }: { summary: TAccountSummary }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.accounts.investments.${key}`);
  return (
    <Card>
      <CardContent
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, 1fr)' } }}
      >
        <Figure label={t('currentValue')} value={formatMoney(summary.currentValue)} />
        <Figure label={t('cash')} value={formatMoney(summary.uninvestedCash)} />
        <Figure label={t('availableCash')} value={formatMoney(summary.availableCash)} />
        <Figure label={t('bookValue')} value={formatMoney(summary.bookValue)} />
        <Figure
          label={t('growth')}
          value={`${formatMoney(summary.growth)} (${formatPercent(summary.growthPercent)})`}
        />
        {summary.subscriptionAllowance && (
          <Figure
            label={t('remainingAllowance')}
            value={formatMoney(summary.subscriptionAllowance.left)}
            note={allowanceRule(translate, summary) ?? undefined}
          />
        )}
      </CardContent>
    </Card>
  );
};

/** Gains in the success colour's dark shade: its main shade is 3.8:1 on white, under WCAG's 4.5:1 for text. */
const gainColour = (n: number | null) =>
  n === null || n === 0 ? undefined : n > 0 ? 'success.dark' : 'error.main';

const PositionRow = ({ accountId, position }: { accountId: string; position: TPositionSummary }) => (
  <TableRow>
    <TableCell component="th" scope="row">
      {position.assetId ? (
        <Link to={accountPaths.assetTransactions(accountId, position.assetId)}>{position.assetName}</Link>
      ) : (
        position.assetName
      )}
      {position.isin && (
        <Typography variant="caption" color="text.secondary" component="div">
          {position.isin}
        </Typography>
      )}
    </TableCell>
    <TableCell align="right">{formatUnits(position.quantity)}</TableCell>
    <TableCell align="right">
      {formatPrice(position.currentPrice, position.currency)}
      {position.currentPriceDate && (
        <Typography variant="caption" color="text.secondary" component="div">
          {formatDay(position.currentPriceDate)}
        </Typography>
      )}
      {position.priceStale && <StaleMarker />}
    </TableCell>
    <TableCell align="right">{formatMoney(position.currentValue)}</TableCell>
    <TableCell align="right">{formatMoney(position.bookValue)}</TableCell>
    <TableCell align="right" sx={{ color: gainColour(position.growth) }}>
      {position.growth === null ? '–' : formatMoney(position.growth)}
      {position.growthPercent !== null && (
        <Typography variant="caption" component="div">
          {formatPercent(position.growthPercent)}
        </Typography>
      )}
    </TableCell>
    <TableCell align="right">{formatPercent(position.allocation)}</TableCell>
  </TableRow>
);

const COLUMNS = ['asset', 'quantity', 'price', 'value', 'bookValue', 'gain', 'allocation'] as const;

const PositionsTable = ({ summary }: { summary: TAccountSummary }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <TableContainer>
        <Table size="small" aria-label={translate('resources.accounts.investments.holdings')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} align={c === 'asset' ? 'left' : 'right'}>
                  {translate(`resources.accounts.investments.columns.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.positions.map((p) => (
              <PositionRow key={p.id} accountId={summary.id} position={p} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
};

const Valuation = () => {
  const account = useRecordContext();
  const translate = useTranslate();
  const { data: summary, error, isPending } = useAccountSummary(account?.id as string | undefined);
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (isPending || !summary) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  return (
    <>
      <ValuationFigures summary={summary} />
      <MoneyOnItsWay accountId={summary.id} />
      {summary.positions.length === 1 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('resources.accounts.investments.noHoldings')}
        </Alert>
      )}
      <PositionsTable summary={summary} />
    </>
  );
};

/** /accounts/{id}/investments: what the account is worth, its cash and each holding against its cost. */
export const AccountInvestments = () => (
  <AccountPage tab="investments" title="resources.accounts.investments.title">
    <Valuation />
  </AccountPage>
);
