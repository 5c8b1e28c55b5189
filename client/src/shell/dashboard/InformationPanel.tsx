import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { TDashboardInformation } from '../../../../contract/notifications';
import { usePlatformRead } from '../../data/platformReads';
import { formatMoney } from '../../shared/format';
import { VISUALLY_HIDDEN as HIDDEN } from '../../shared/visuallyHidden';

const D = 'resources.notifications.dashboard';

const Figure = ({ label, value, detail }: { label: string; value: string; detail?: string }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="div">
        {value}
      </Typography>
      {detail && <Typography variant="body2">{detail}</Typography>}
    </CardContent>
  </Card>
);

/** A chart as a labelled figure; its SVG is hidden from screen readers, which read `summary` instead. */
const ChartFigure = ({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: ReactNode;
}) => {
  const id = useId();
  return (
    <Box component="figure" role="figure" aria-labelledby={id} sx={{ m: 0 }}>
      <Typography id={id} variant="subtitle1" component="figcaption">
        {title}
        <Box component="span" sx={HIDDEN}>
          {' '}
          ({summary})
        </Box>
      </Typography>
      <Box aria-hidden="true">{children}</Box>
    </Box>
  );
};

const flowText = (f: { in: number; out: number; net: number }, words: (k: string) => string) =>
  `${words('in')} ${formatMoney(f.in)} · ${words('out')} ${formatMoney(f.out)}`;

/** The node's figures: assets, flows, accounts opened, dealing today, ISA subscriptions; two charts. */
export const InformationPanel = ({ nodeId }: { nodeId: string | undefined }) => {
  const translate = useTranslate();
  const words = (k: string) => translate(`${D}.${k}`);
  const { data } = usePlatformRead<TDashboardInformation>({
    name: 'getDashboardInformation',
    query: { nodeId },
  });
  return (
    <Box component="section" aria-labelledby="dashboard-information" sx={{ mt: 3 }}>
      <Typography id="dashboard-information" variant="h6" component="h2">
        {words('information')}
      </Typography>
      {!data && <Skeleton variant="rounded" height={200} />}
      {data && (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              mt: 1,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            <Figure label={words('aum')} value={formatMoney(data.assetsUnderAdministration)} />
            <Figure
              label={words('flowsMonth')}
              value={formatMoney(data.flows.month.net)}
              detail={flowText(data.flows.month, words)}
            />
            <Figure
              label={words('flowsYear')}
              value={formatMoney(data.flows.taxYear.net)}
              detail={flowText(data.flows.taxYear, words)}
            />
            <Figure
              label={words('opened')}
              value={String(data.accountsOpened.month)}
              detail={translate(`${D}.openedDetail`, {
                month: data.accountsOpened.month,
                year: data.accountsOpened.taxYear,
              })}
            />
            <Figure
              label={words('dealing')}
              value={String(data.dealing.placedToday)}
              detail={translate(`${D}.dealingDetail`, {
                placed: data.dealing.placedToday,
                completed: data.dealing.completedToday,
                error: data.dealing.errorToday,
              })}
            />
            <Figure
              label={words('isa')}
              value={formatMoney(data.isaSubscriptions.taxYear)}
              detail={translate(`${D}.isaDetail`, { accounts: data.isaSubscriptions.accounts })}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
            <ChartFigure
              title={words('flowsChart')}
              summary={data.flowsByMonth
                .map((m) => `${m.month}: ${flowText({ ...m, net: 0 }, words)}`)
                .join('; ')}
            >
              <BarChart
                height={260}
                xAxis={[{ scaleType: 'band', data: data.flowsByMonth.map((m) => m.month) }]}
                series={[
                  { data: data.flowsByMonth.map((m) => m.in), label: words('in') },
                  { data: data.flowsByMonth.map((m) => -m.out), label: words('out') },
                ]}
              />
            </ChartFigure>
            <ChartFigure
              title={words('byWrapper')}
              summary={data.aumByWrapper.map((w) => `${w.wrapperType}: ${formatMoney(w.value)}`).join('; ')}
            >
              <PieChart
                height={260}
                series={[
                  {
                    data: data.aumByWrapper.map((w, i) => ({ id: i, value: w.value, label: w.wrapperType })),
                    innerRadius: 40,
                  },
                ]}
              />
            </ChartFigure>
          </Box>
        </>
      )}
    </Box>
  );
};
