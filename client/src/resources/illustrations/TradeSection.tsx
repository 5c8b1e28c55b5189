import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteInput,
  Form,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import type { TProductIllustration, TTradeIllustration } from '../../../../contract/illustrations';
import { submissionErrorsOf } from '../../data/httpErrors';
import { usePlatformCall } from '../../data/platform';
import { FormRootError } from '../../shared/FormRootError';
import { formatMoney } from '../../shared/format';
import { Fact } from './ChargesSection';
import { Section } from './Section';

const T = 'resources.illustrations.show.trade';
const BY_NAME = { field: 'name', order: 'ASC' } as const;
const SIDES = [
  { id: 'Buy', name: 'Buy' },
  { id: 'Sell', name: 'Sell' },
];

interface Deal {
  assetId?: string;
  side?: 'Buy' | 'Sell';
  amount?: number;
}

const Quote = ({ quote }: { quote: TTradeIllustration }) => {
  const translate = useTranslate();
  return (
    <Box data-testid="trade-quote">
      <Box component="dl" sx={{ m: 0, mb: 1 }}>
        <Fact label={translate(`${T}.consideration`)}>{formatMoney(quote.consideration)}</Fact>
        <Fact label={translate(`${T}.totalCost`)}>
          {formatMoney(quote.totalCost)} ({quote.totalPercent}%)
        </Fact>
        <Fact label={translate(`${T}.cashMovement`)}>{formatMoney(quote.cashMovement)}</Fact>
      </Box>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('resources.illustrations.show.charges.type')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {translate('resources.illustrations.show.charges.yearOne')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quote.lines.map((l) => (
            <TableRow key={l.type}>
              <TableCell component="th" scope="row">
                {l.type}
                {l.implicit ? ` (${translate(`${T}.implicit`)})` : ''}
              </TableCell>
              <TableCell align="right">
                {formatMoney(l.amount)} ({l.percent}%)
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/**
 * The trade illustration of a proposed deal in this illustration's wrapper (POST /illustration/trade): the
 * costs from the tariff and the latest price. It is a quote of the moment and is not stored (decision 0902).
 */
export const TradeSection = ({ illustration }: { illustration: TProductIllustration }) => {
  const translate = useTranslate();
  const call = usePlatformCall();
  const [quote, setQuote] = useState<TTradeIllustration>();
  async function submit(deal: Deal) {
    try {
      const subject = illustration.accountId
        ? { accountId: illustration.accountId }
        : { wrapperType: illustration.wrapperType };
      const { data } = await call<TTradeIllustration>('createTradeIllustration', {
        body: { ...subject, ...deal },
      });
      setQuote(data);
    } catch (error) {
      setQuote(undefined);
      return submissionErrorsOf(error);
    }
  }
  return (
    <Section id="trade" title={translate(`${T}.title`)}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.intro`)}
      </Typography>
      <Form<Deal> record={{ side: 'Buy' }} onSubmit={submit}>
        <FormRootError />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
          <ReferenceInput source="assetId" reference="instruments" perPage={50} sort={BY_NAME}>
            <AutocompleteInput
              label={`${T}.assetId`}
              optionText="name"
              validate={required()}
              sx={{ minWidth: 280 }}
            />
          </ReferenceInput>
          <SelectInput source="side" label={`${T}.side`} choices={SIDES} validate={required()} />
          <NumberInput source="amount" label={`${T}.amount`} validate={[required(), minValue(0.01)]} />
          <SaveButton label={`${T}.quote`} icon={<></>} alwaysEnable sx={{ mt: 1 }} />
        </Stack>
      </Form>
      {quote && <Quote quote={quote} />}
    </Section>
  );
};
