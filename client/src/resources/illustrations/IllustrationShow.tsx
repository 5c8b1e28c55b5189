import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link, Loading, Title, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { TProductIllustration } from '../../../../contract/illustrations';
import { statusOf } from '../../data/httpErrors';
import { usePlatformRead } from '../../data/platformReads';
import { NotFoundPage } from '../../shell/ErrorPages';
import { accountPaths } from '../../shared/accountPaths';
import { formatDate, formatMoney } from '../../shared/format';
import { RecordHistory } from '../../shared/RecordHistory';
import { ChargesSection, Fact } from './ChargesSection';
import { CompareSection } from './CompareSection';
import { IllustrationActions } from './IllustrationActions';
import { illustrationPaths } from './paths';
import { ProjectionSection } from './ProjectionSection';
import { Section } from './Section';
import { SustainabilityView } from './SustainabilityView';
import { TradeSection } from './TradeSection';

const S = 'resources.illustrations.show';
const M = `${S}.summary`;

/** What the illustration was made from, in words. */
const Summary = ({ illustration: i }: { illustration: TProductIllustration }) => {
  const translate = useTranslate();
  const inputs = i.inputs as Record<string, number | string | undefined>;
  const [lower, intermediate, higher] = i.result.rates.map((r) => r.percent);
  const paidIn = [
    inputs.startingValue !== undefined &&
      `${translate('resources.illustrations.fields.startingValue')}: ${formatMoney(inputs.startingValue)}`,
    inputs.singleContribution !== undefined &&
      `${translate('resources.illustrations.fields.singleContribution')}: ${formatMoney(inputs.singleContribution)}`,
    inputs.monthlyContribution !== undefined &&
      `${translate('resources.illustrations.fields.monthlyContribution')}: ${formatMoney(inputs.monthlyContribution)}`,
  ].filter(Boolean);
  return (
    <Section id="summary" title={translate(`${M}.title`)}>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label={translate(`${M}.client`)}>
          {i.clientId ? (
            <MuiLink component={Link} to={accountPaths.client(i.clientId)}>
              {i.clientName} ({i.clientId})
            </MuiLink>
          ) : (
            translate(`${M}.noClient`)
          )}
        </Fact>
        <Fact label={translate(`${M}.wrapper`)}>
          {i.accountId ? (
            <MuiLink component={Link} to={accountPaths.investments(i.accountId)}>
              {i.wrapperType} ({i.accountId})
            </MuiLink>
          ) : (
            i.wrapperType
          )}
        </Fact>
        <Fact label={translate(`${M}.rates`)}>
          {translate(`${M}.ratesValue`, {
            lower,
            intermediate,
            higher,
            kind: translate(`${M}.${i.result.taxAdvantaged ? 'taxAdvantaged' : 'other'}`),
          })}
        </Fact>
        <Fact label={translate(`${M}.term`)}>
          {translate(`${M}.termValue`, { smart_count: i.termYears })}
        </Fact>
        <Fact label={translate(`${M}.asAt`)}>{formatDate(i.asAt)}</Fact>
        {paidIn.length > 0 && (
          <Fact label={translate(`${M}.paidIn`)} testId="summary-paid-in">
            {paidIn.join(' · ')}
          </Fact>
        )}
        {i.status === 'DRAWDOWN' && (
          <Fact label={translate(`${M}.income`)}>
            {translate(`${M}.incomeValue`, {
              amount: formatMoney(inputs.monthlyWithdrawal),
              method: inputs.drawdownMethod ?? '',
            })}
          </Fact>
        )}
      </Box>
    </Section>
  );
};

const Page = ({
  illustration: i,
  compareWith,
}: {
  illustration: TProductIllustration;
  compareWith?: string;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ pb: 4 }}>
      <Title title={i.name} />
      <MuiLink
        component={Link}
        to={illustrationPaths.list()}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        {translate(`${S}.backToList`)}
      </MuiLink>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ my: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {i.name}
        </Typography>
        <Chip label={translate(`resources.illustrations.statuses.${i.status}`)} size="small" />
        <Chip label={i.wrapperType} size="small" variant="outlined" />
        <Chip label={i.id} size="small" variant="outlined" />
      </Stack>
      <IllustrationActions illustration={i} />
      <Summary illustration={i} />
      <CompareSection illustration={i} compareWith={compareWith} />
      <ProjectionSection illustration={i} />
      {i.result.sustainability && (
        <Section id="sustainability" title={translate(`${S}.sustainability.title`)}>
          <SustainabilityView sustainability={i.result.sustainability} />
        </Section>
      )}
      <ChargesSection illustration={i} />
      <TradeSection illustration={i} />
      <RecordHistory
        entityType="illustration"
        entityId={i.id}
        resource="illustrations"
        version={i.auditDetails.version}
        sx={{ mt: 2 }}
      />
    </Box>
  );
};

/**
 * /illustrations/{id}: one stored illustration (GET /illustration/product/{firmId}/{illustrationId}) with
 * print, copy and compare (?compareWith=), its projection, for a drawdown its sustainability, the effect
 * of charges and the disclosure, a trade illustration in its wrapper, and who made it (its history).
 * Another firm's is the 404 page.
 */
export const IllustrationShow = () => {
  const { id } = useParams();
  const [search] = useSearchParams();
  const read = usePlatformRead<TProductIllustration>(
    { name: 'getProductIllustration', params: { illustrationId: id } },
    !!id,
  );
  if (!id || (read.isError && [400, 404].includes(statusOf(read.error) ?? 0))) return <NotFoundPage />;
  if (!read.data) return <Loading />;
  return <Page illustration={read.data} compareWith={search.get('compareWith') ?? undefined} />;
};
