import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link, Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { TAsset, TPrice } from '../../../../contract/assets';
import { usePermission } from '../../data/platform';
import { usePlatformRead } from '../../data/platformReads';
import { formatDay, formatPercent, formatPrice } from '../../shared/holdingFormat';
import { RecordHistory } from '../../shared/RecordHistory';
import { instrumentPaths } from './instrumentPaths';
import { PRICE_WINDOWS, changeOver, sparklinePoints, windowStart, type PriceWindow } from './priceHistory';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body1" component="dd" sx={{ m: 0 }}>
      {children ?? '–'}
    </Typography>
  </Box>
);

const Sparkline = ({ points, label }: { points: TPrice['history']; label: string }) => {
  if (!points || points.length < 2) return null;
  return (
    <Box
      component="svg"
      viewBox="0 0 300 60"
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      sx={{ width: '100%', height: 60 }}
    >
      <polyline
        points={sparklinePoints(points, 300, 56)}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        transform="translate(0,2)"
      />
    </Box>
  );
};

/** GET /price/{firmId}/{assetId} over a window: a small line and the daily closes, newest first. */
const PriceHistory = ({ asset }: { asset: TAsset }) => {
  const translate = useTranslate();
  const [window, setWindow] = useState<PriceWindow>('1M');
  const fromDate = windowStart(window);
  const { data, error, isPending } = usePlatformRead<TPrice>({
    name: 'getPrice',
    params: { assetId: asset.id },
    query: { fromDate },
  });
  const history = data?.history ?? [];
  const change = changeOver(history);
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={translate('resources.instruments.prices.title')}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('resources.instruments.prices.title')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={window}
            onChange={(_, w: PriceWindow | null) => w && setWindow(w)}
            aria-label={translate('resources.instruments.prices.window')}
          >
            {(Object.keys(PRICE_WINDOWS) as PriceWindow[]).map((w) => (
              <ToggleButton key={w} value={w}>
                {w}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {error && <Alert severity="error">{error.message}</Alert>}
        {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {data && history.length === 0 && (
          <Alert severity="info">{translate('resources.instruments.prices.none')}</Alert>
        )}
        {change !== undefined && (
          <Typography variant="body2" color={change >= 0 ? 'success.dark' : 'error.main'}>
            {translate('resources.instruments.prices.change', {
              change: formatPercent(change * 100),
              window,
            })}
          </Typography>
        )}
        <Sparkline points={history} label={translate('resources.instruments.prices.line')} />
        {history.length > 0 && (
          <TableContainer sx={{ maxHeight: 360 }}>
            <Table size="small" stickyHeader aria-label={translate('resources.instruments.prices.table')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.instruments.prices.date')}</TableCell>
                  <TableCell align="right">{translate('resources.instruments.prices.price')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {[...history].reverse().map((p) => (
                  <TableRow key={p.priceDate}>
                    <TableCell>{formatDay(p.priceDate)}</TableCell>
                    <TableCell align="right">{formatPrice(p.price, data?.currency)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
};

const InstrumentFacts = ({ asset }: { asset: TAsset }) => {
  const translate = useTranslate();
  // Adding to the firm's list and changing dealing need Instrument readWrite: not offered otherwise.
  const mayChange = usePermission('Instrument', 'readWrite');
  const f = (field: string) => translate(`resources.instruments.fields.${field}`);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={2}>
          <Box>
            <Typography variant="h5" component="h1">
              {asset.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {asset.longName}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} alignItems="flex-start">
            {asset.adopted ? (
              <>
                <Chip label={asset.status} />
                {mayChange && (
                  <Button
                    component={Link}
                    to={instrumentPaths.edit(asset.id, 'dealing')}
                    startIcon={<EditIcon />}
                  >
                    {translate('ra.action.edit')}
                  </Button>
                )}
              </>
            ) : (
              mayChange && (
                <Button
                  variant="contained"
                  component={Link}
                  to={instrumentPaths.request(asset.id)}
                  startIcon={<AddIcon />}
                >
                  {translate('resources.instruments.request.button')}
                </Button>
              )
            )}
          </Stack>
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 2,
            mt: 2,
            mb: 0,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          <Fact label={f('isin')}>{asset.isin}</Fact>
          <Fact label={f('ticker')}>{asset.ticker}</Fact>
          <Fact label={f('instrumentType')}>{asset.instrumentType}</Fact>
          <Fact label={f('assetClass')}>{asset.assetClass}</Fact>
          <Fact label={f('currency')}>{asset.currency}</Fact>
          <Fact label={f('assetCountryOfIssue')}>{asset.assetCountryOfIssue}</Fact>
          <Fact label={f('ocf')}>{asset.ocf === null ? null : formatPercent(asset.ocf)}</Fact>
          <Fact label={f('currentPrice')}>
            {formatPrice(asset.currentPrice, asset.priceCurrency)} ({formatDay(asset.currentPriceDate)})
          </Fact>
        </Box>
      </CardContent>
    </Card>
  );
};

/** The instrument of the address from the master list: every instrument, adopted by the firm or not. */
export function useInstrument() {
  const { id } = useParams<{ id: string }>();
  return useGetOne<TAsset & { id: string }>('masterInstruments', { id: id! });
}

/**
 * /instruments/{id}: the instrument, whether the firm deals in it, its price history, and for one the firm
 * adopted who added it to the firm's list and who suspended or resumed dealing, and why.
 */
export const InstrumentShow = () => {
  const { data: asset, error } = useInstrument();
  return (
    <>
      <Title title="resources.instruments.show.title" />
      {error && <Alert severity="error">{error.message}</Alert>}
      {asset && (
        <>
          <InstrumentFacts asset={asset} />
          <PriceHistory asset={asset} />
          {asset.adopted && (
            <RecordHistory
              entityType="asset"
              entityId={asset.id}
              resource="instruments"
              version={asset.version}
              sx={{ mt: 2 }}
            />
          )}
        </>
      )}
    </>
  );
};
