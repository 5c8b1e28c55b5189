import { Card, CardContent, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { TPortfolioReport } from '../../../../contract/reporting';
import { usePlatformRead } from '../../data/platformReads';
import { AccountPage } from '../../shared/AccountPage';
import { FiguresLine } from './Figures';
import { PeriodPicker, usePeriodChoice } from './PeriodPicker';
import { CashSections, PerformanceSections } from './ReportSections';

/** The chosen period's report (GET /account/report): figures, cash sections, holdings and sales. */
const ReportBody = ({ accountId }: { accountId: string }) => {
  const translate = useTranslate();
  const choice = usePeriodChoice();
  const ready = choice.key !== 'custom' || !!(choice.period.fromDate && choice.period.toDate);
  const { data, isPending } = usePlatformRead<TPortfolioReport>(
    { name: 'getAccountReport', params: { accountId }, query: { ...choice.period } },
    ready,
  );
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <PeriodPicker choice={choice} shown={data} />
          {ready && isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
          {data && (
            <div data-testid="account-report">
              <FiguresLine
                figures={{
                  openingValue: data.openingValue,
                  closingValue: data.closingValue,
                  netFlows: data.performance.accounts[0]?.netFlows,
                  timeWeightedReturn: data.performance.timeWeightedReturn,
                  moneyWeightedReturn: data.performance.moneyWeightedReturn,
                }}
              />
              <PerformanceSections report={data} />
              <CashSections report={data} />
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** /accounts/{id}/report: the account's report for a period (1Y at first), in the account's frame. */
export const AccountReport = () => {
  const { id } = useParams<{ id: string }>();
  return (
    <AccountPage tab="report" title="resources.performance.report.title">
      <ReportBody accountId={id!} />
    </AccountPage>
  );
};
