import {
  Alert,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { taxYearStarting } from '../../../../contract/dates';
import type { TCgtReport } from '../../../../contract/tax';
import { usePlatformRead } from '../../data/platformReads';
import { useUser } from '../../data/userContext';
import { ClientTabPage } from '../../shared/ClientTabPage';
import { DisposalsTable } from './DisposalsTable';
import { capitalGainsPaths } from './paths';
import { YearFigures } from './YearFigures';

const P = 'resources.capitalGains.page';

/** "2025/26" → 6 April 2025 to 5 April 2026, as the report's query. */
const periodOf = (label: string) => {
  const year = taxYearStarting(Number(label.slice(0, 4)));
  return { fromDate: year.start, toDate: year.end };
};

/** The tax years the client sold in, and the current one (the report lists them), newest first. */
const YearPicker = ({
  years,
  value,
  onChange,
}: {
  years: string[];
  value: string;
  onChange: (y: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      id="cgt-tax-year"
      label={translate(`${P}.taxYear`)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: { xs: '100%', sm: 200 } }}
    >
      {[...years].reverse().map((y) => (
        <MenuItem key={y} value={y}>
          {y}
        </MenuItem>
      ))}
    </TextField>
  );
};

const Accounts = ({ report }: { report: TCgtReport }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        {report.accounts.length
          ? translate(`${P}.accounts`, { names: report.accounts.map((a) => a.name).join(', ') })
          : translate(`${P}.noTaxable`)}
      </Typography>
      {report.exemptAccounts.map((a) => (
        <Typography key={a.id} variant="body2" color="text.secondary">
          {translate(`${P}.exempt`, { name: a.name, wrapper: a.wrapperType, reason: a.reason })}
        </Typography>
      ))}
    </Stack>
  );
};

/** The chosen tax year's report (GET /portfolio/cgtReport): the current year at first. */
const CapitalGainsBody = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const firmId = useUser().user?.firmId;
  const [year, setYear] = useState<string | null>(null);
  const query = year ? periodOf(year) : undefined;
  const { data: report, isPending } = usePlatformRead<TCgtReport>({
    name: 'getCgtReport',
    params: { clientId },
    query,
  });
  const shownYear = report?.byTaxYear[report.byTaxYear.length - 1];
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
          {report && shownYear && (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
                <YearPicker years={report.taxYears} value={shownYear.taxYear} onChange={setYear} />
                {firmId && (
                  <Button
                    variant="outlined"
                    startIcon={<DownloadIcon />}
                    href={capitalGainsPaths.spreadsheet(firmId, clientId, periodOf(shownYear.taxYear))}
                    download
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {translate(`${P}.download`)}
                  </Button>
                )}
              </Stack>
              <Accounts report={report} />
              <YearFigures year={shownYear} />
              <DisposalsTable disposals={report.disposals} taxYear={shownYear.taxYear} />
              <Alert severity="info">{translate(`${P}.rounding`)}</Alert>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * /clients/{id}/capital-gains: a tax year's capital gains on the client's taxable accounts, matched by
 * HMRC's rules, each disposal explained, under the client's name and tabs.
 */
export const ClientCapitalGains = () => (
  <ClientTabPage title={`${P}.title`}>
    {(client) => <CapitalGainsBody clientId={String(client.id)} />}
  </ClientTabPage>
);
