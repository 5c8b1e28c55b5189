import { Alert, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TPerformance } from '../../../../contract/reporting';
import { usePlatformRead } from '../../data/platformReads';
import { ClientTabPage } from '../../shared/ClientTabPage';
import { AccountReturnsTable } from './AccountReturnsTable';
import { FiguresLine } from './Figures';
import { PerformanceChart } from './PerformanceChart';
import { PeriodPicker, usePeriodChoice } from './PeriodPicker';

const C = 'resources.performance.client';

/** The chart, figures and accounts of the chosen period (GET /portfolio/performance). */
const PerformanceBody = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const choice = usePeriodChoice();
  const ready = choice.key !== 'custom' || !!(choice.period.fromDate && choice.period.toDate);
  const { data, isPending } = usePlatformRead<TPerformance>(
    { name: 'getPortfolioPerformance', params: { clientId }, query: { ...choice.period } },
    ready,
  );
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <PeriodPicker choice={choice} shown={data} />
          {ready && isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
          {data && (
            <>
              <FiguresLine figures={data} />
              {data.points.some((p) => p.value !== 0) ? (
                <PerformanceChart performance={data} />
              ) : (
                <Alert severity="info">{translate(`${C}.noData`)}</Alert>
              )}
              {data.interval === 'Week' && (
                <Typography variant="body2" color="text.secondary">
                  {translate(`${C}.weekly`)}
                </Typography>
              )}
              <AccountReturnsTable accounts={data.accounts} />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * /clients/{id}/performance: value over time against net contributions and the cumulative time-weighted
 * return for a period (1Y at first), with each account's returns, under the client's name and tabs.
 */
export const ClientPerformance = () => (
  <ClientTabPage title={`${C}.title`}>
    {(client) => <PerformanceBody clientId={String(client.id)} />}
  </ClientTabPage>
);
