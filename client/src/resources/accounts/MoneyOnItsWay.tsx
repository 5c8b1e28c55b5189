import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { Link, useGetList, useTranslate } from 'react-admin';
import type { TPortfolioTransaction } from '../../../../contract/transactions';
import { DESK_FILTER, DESK_QUERY } from '../../shared/paymentsDeskPath';
import { accountPaths } from '../../shared/accountPaths';
import { formatDay, formatMoney } from '../../shared/holdingFormat';

const KEY = 'resources.transactions.desk.onItsWay';
const total = (rows: TPortfolioTransaction[]) => rows.reduce((sum, t) => sum + (t.amount ?? 0), 0);

/**
 * Beside the account's cash: Waiting pay-ins and withdrawals (money the bank has not yet moved), each with
 * its amount and date, and a link to record them on the account's payments desk.
 */
export const MoneyOnItsWay = ({ accountId }: { accountId: string }) => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<TPortfolioTransaction>('transactions', {
    filter: { accountId, ...DESK_FILTER },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'transactionDate', order: 'ASC' },
  });
  if (isPending) return null;
  const incoming = data.filter((t) => t.movementType === 'In');
  const outgoing = data.filter((t) => t.movementType === 'Out');
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={translate(`${KEY}.title`)}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {translate(`${KEY}.title`)}
        </Typography>
        {data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${KEY}.none`)}
          </Typography>
        ) : (
          <>
            <Box sx={{ display: 'flex', gap: 4, my: 1 }}>
              <Typography variant="body2">
                {translate(`${KEY}.in`)}: <strong>{formatMoney(total(incoming))}</strong>
              </Typography>
              <Typography variant="body2">
                {translate(`${KEY}.out`)}: <strong>{formatMoney(total(outgoing))}</strong>
              </Typography>
            </Box>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {data.map((t) => (
                <Typography component="li" variant="body2" key={t.id}>
                  {translate(`${KEY}.${t.movementType === 'In' ? 'payIn' : 'withdrawal'}`)}{' '}
                  {formatMoney(t.amount, t.currency)} · {t.status} ·{' '}
                  {translate(`${KEY}.since`, { date: formatDay(t.transactionDate) })}
                </Typography>
              ))}
            </Box>
            <MuiLink
              component={Link}
              to={`${accountPaths.transactions(accountId)}${DESK_QUERY}`}
              variant="body2"
            >
              {translate('resources.transactions.desk.menu')}
            </MuiLink>
          </>
        )}
      </CardContent>
    </Card>
  );
};
