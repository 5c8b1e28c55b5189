import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { TRANSFER_DIRECTIONS } from '../../../../contract/enums';
import {
  TRANSFER_PROCESSING_TYPES,
  TRANSFER_SCOPES,
  type TMasterParty,
  type TTransferDetail,
  type TTransferRequest,
} from '../../../../contract/transfers';
import type { TAccountSummary } from '../../../../contract/accounts';
import { fieldErrorsOf, statusOf } from '../../data/httpErrors';
import { usePlatformWrite } from '../../data/platform';
import { PLATFORM_READS, usePlatformRead } from '../../data/platformReads';
import { uuidV4 } from '../../data/uuid';
import { useAccountSummary } from '../../shared/accountSummary';
import { accountPaths } from '../../shared/accountPaths';
import { formatPounds } from '../../shared/money';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import type { FormServerError } from '../../shared/useFormServerError';
import { useUser } from '../../shell/UserProvider';
import { transferPaths } from '../../resources/transfers/paths';
import type { FieldErrors } from '../shared/plan';
import {
  askFor,
  EMPTY_TRANSFER,
  placeTransferErrors,
  planTransfer,
  valuesFromTransfer,
  type TransferValues,
} from './planTransfer';
import { ProviderPicker, providerWords } from './ProviderPicker';

const T = 'workflows.transfer';

interface Form {
  values: TransferValues;
  set: (patch: Partial<TransferValues>) => void;
  errors: FieldErrors;
}

type TextName = 'providerReference' | 'estimatedValue' | 'currentYearSubscriptions' | 'crystallisedAmount';
type AnyText = TextName | 'pclsTaken' | 'crystallisedOn' | 'note';

/** A text field of the form, labelled `workflows.transfer.fields.{name}`, its error in place of its help. */
const Field = ({
  form,
  name,
  money,
  helper,
  multiline,
}: {
  form: Form;
  name: AnyText;
  money?: boolean;
  helper?: string;
  multiline?: boolean;
}) => {
  const translate = useTranslate();
  const error = form.errors[name];
  return (
    <TextField
      name={name}
      label={translate(`${T}.fields.${name}`)}
      value={form.values[name]}
      onChange={(e) => form.set({ [name]: e.target.value })}
      error={!!error}
      helperText={error ?? helper}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      inputMode={money ? 'decimal' : undefined}
      slotProps={
        money ? { input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } } : {}
      }
    />
  );
};

/** Radio buttons over a contract enumeration, each labelled `workflows.transfer.choices.{value}`. */
const Choice = <K extends 'direction' | 'processingType' | 'scope'>({
  form,
  name,
  choices,
}: {
  form: Form;
  name: K;
  choices: readonly TransferValues[K][];
}) => {
  const translate = useTranslate();
  const id = `transfer-${name}`;
  return (
    <FormControl>
      <FormLabel id={id}>{translate(`${T}.fields.${name}`)}</FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={id}
        value={form.values[name]}
        onChange={(e) => form.set({ [name]: e.target.value } as Partial<TransferValues>)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio />}
            label={translate(`${T}.choices.${choice}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};

const TransferForm = ({ form, summary }: { form: Form; summary: TAccountSummary }) => {
  const translate = useTranslate();
  const { values, set, errors } = form;
  const ask = askFor(values, summary.wrapperType);
  return (
    <>
      <Choice form={form} name="direction" choices={TRANSFER_DIRECTIONS} />
      {/* The provider list depends on the type: a change of type asks for the provider again. */}
      <Choice form={form} name="processingType" choices={TRANSFER_PROCESSING_TYPES} />
      <Choice form={form} name="scope" choices={TRANSFER_SCOPES} />
      <ProviderPicker
        value={values.provider}
        onChange={(provider) => set({ provider })}
        wrapper={summary.wrapperType}
        type={values.processingType}
        error={errors.provider}
      />
      <Field form={form} name="providerReference" />
      <Field form={form} name="estimatedValue" money helper={translate(`${T}.helpers.estimatedValue`)} />
      {ask.subscriptions && (
        <Field
          form={form}
          name="currentYearSubscriptions"
          money
          helper={translate(`${T}.helpers.currentYearSubscriptions`)}
        />
      )}
      {ask.crystallisation && (
        <FormControl>
          <FormControlLabel
            control={
              <Checkbox
                name="crystallised"
                checked={values.crystallised}
                onChange={(e) => set({ crystallised: e.target.checked })}
              />
            }
            label={translate(`${T}.fields.crystallised`)}
          />
          <FormHelperText>{translate(`${T}.helpers.crystallised`)}</FormHelperText>
        </FormControl>
      )}
      {ask.crystallisation && values.crystallised && (
        <>
          <Field form={form} name="crystallisedAmount" money />
          <Field form={form} name="pclsTaken" money />
          <Field form={form} name="crystallisedOn" />
        </>
      )}
      <Field form={form} name="note" multiline />
    </>
  );
};

/** Every value of the request in words, then what happens next. */
const Review = ({
  body,
  provider,
  summary,
}: {
  body: TTransferRequest;
  provider: TMasterParty;
  summary: TAccountSummary;
}) => {
  const translate = useTranslate();
  const yesNo = (b: boolean) => translate(`${T}.review.${b ? 'yes' : 'no'}`);
  const rows: [string, ReactNode][] = [
    [`${T}.review.account`, `${summary.wrapperType} · ${summary.name} (${summary.id})`],
    [`${T}.fields.direction`, translate(`${T}.choices.${body.direction}`)],
    [`${T}.fields.processingType`, translate(`${T}.choices.${body.processingType}`)],
    [`${T}.fields.scope`, translate(`${T}.choices.${body.scope}`)],
    [`${T}.fields.provider`, providerWords(translate, provider)],
    [`${T}.fields.providerReference`, body.providerReference],
    [`${T}.fields.estimatedValue`, formatPounds(body.estimatedValue)],
  ];
  if (body.currentYearSubscriptions !== undefined)
    rows.push([`${T}.fields.currentYearSubscriptions`, formatPounds(body.currentYearSubscriptions)]);
  if (body.crystallised !== undefined) rows.push([`${T}.fields.crystallised`, yesNo(body.crystallised)]);
  if (body.crystallisation)
    rows.push(
      [`${T}.fields.crystallisedAmount`, formatPounds(body.crystallisation.crystallisedAmount)],
      [`${T}.fields.pclsTaken`, formatPounds(body.crystallisation.pclsTaken)],
      [`${T}.fields.crystallisedOn`, body.crystallisation.crystallisedOn],
    );
  if (body.note) rows.push([`${T}.fields.note`, body.note]);
  const what = translate(`${T}.review.${body.processingType === 'Cash' ? 'cash' : 'inSpecie'}`);
  const days = translate('workflows.transfer.provider.days', { smart_count: provider.typicalDays }).replace(
    /^typically /,
    '',
  );
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate(`${T}.review.title`)}
      </Typography>
      <Table size="small" aria-label={translate(`${T}.review.title`)}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {translate(label)}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(`${T}.review.next`)}
      </Typography>
      <Typography variant="body2">
        {translate(`${T}.review.${body.direction === 'In' ? 'nextIn' : 'nextOut'}`, { what, days })}
      </Typography>
      {body.currentYearSubscriptions !== undefined && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(`${T}.review.isaNote`, { amount: formatPounds(body.currentYearSubscriptions) })}
        </Typography>
      )}
    </>
  );
};

const Result = ({ id, accountId, onAgain }: { id: string; accountId: string; onAgain: () => void }) => {
  const translate = useTranslate();
  return (
    <>
      <CardContent>
        <Alert severity="success">{translate(`${T}.result.created`, { id })}</Alert>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button component={Link} to={transferPaths.accountShow(accountId, id)} variant="contained">
          {translate(`${T}.result.open`)}
        </Button>
        <Button component={Link} to={accountPaths.investments(accountId)}>
          {translate(`${T}.result.account`)}
        </Button>
        <Button onClick={onAgain}>{translate(`${T}.result.again`)}</Button>
      </CardActions>
    </>
  );
};

/** Creating a transfer changes the account's and the workbench's reads. */
const CHANGED = [PLATFORM_READS];

/** The form → review → result of one request; the review holds one idempotency key, kept across retries. */
const TransferRequest = ({
  summary,
  initial,
  againOf,
}: {
  summary: TAccountSummary;
  initial: TransferValues;
  againOf?: TTransferDetail;
}) => {
  const translate = useTranslate();
  const firmId = useUser().user?.firmId;
  const write = usePlatformWrite(CHANGED);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<FormServerError>();
  const [review, setReview] = useState<{ body: TTransferRequest; key: string }>();
  const [created, setCreated] = useState<string>();
  const inFlight = useRef(false);

  const backToForm = (fields: FieldErrors, unplaced: string[]) => {
    setErrors(fields);
    setProblem({ message: translate('keel.form.fieldErrors'), unplaced });
    setReview(undefined);
  };
  const submit = useMutation({
    mutationFn: ({ body, key }: { body: TTransferRequest; key: string }) =>
      write<{ id: string }>('createTransactionGroup', {
        body: { firmId, accountId: summary.id, transfer: body },
        idempotencyKey: key,
      }),
    onSuccess: (data) => setCreated(data.id),
    onError: (error) => {
      const status = statusOf(error) ?? 0;
      const fieldErrors = fieldErrorsOf(error);
      if (status === 400 && fieldErrors.length) {
        const placed = placeTransferErrors(fieldErrors);
        return backToForm(placed.fields, placed.unplaced);
      }
      // The platform kept its answer under this key: another attempt needs a new one.
      if (status >= 400 && status < 500) setReview((r) => r && { ...r, key: uuidV4() });
    },
  });
  const set = (patch: Partial<TransferValues>) => {
    // A provider is picked for a type; another type may need another provider.
    const cleared = 'processingType' in patch && patch.processingType !== values.processingType;
    setValues((v) => ({ ...v, ...patch, ...(cleared ? { provider: null } : {}) }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const toReview = () => {
    const outcome = planTransfer(values, summary.wrapperType, translate);
    if (outcome.errors) return backToForm(outcome.errors, []);
    setProblem(undefined);
    submit.reset();
    setReview({ body: outcome.body, key: uuidV4() });
  };
  const confirm = () => {
    if (!review || inFlight.current) return;
    inFlight.current = true;
    submit.mutate(review, {
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };
  const again = () => {
    setCreated(undefined);
    setReview(undefined);
    setValues(EMPTY_TRANSFER);
    submit.reset();
  };

  if (created) return <Result id={created} accountId={summary.id} onAgain={again} />;
  if (review)
    return (
      <>
        <CardContent>
          <Review body={review.body} provider={values.provider!} summary={summary} />
          {submit.error && statusOf(submit.error) !== 400 && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {submit.error.message}
            </Alert>
          )}
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button onClick={() => setReview(undefined)} disabled={submit.isPending}>
            {translate('workflows.actions.back')}
          </Button>
          <Button variant="contained" onClick={confirm} disabled={submit.isPending}>
            {translate('workflows.actions.confirm')}
          </Button>
        </CardActions>
      </>
    );
  return (
    <>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <ServerErrorAlert error={problem} sx={{}} />
        {againOf && (
          <Alert severity="info">
            {translate(`${T}.againNote`, { id: againOf.id, status: againOf.transferStatus })}
          </Alert>
        )}
        <TransferForm form={{ values, set, errors }} summary={summary} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" onClick={toReview}>
          {translate('workflows.actions.review')}
        </Button>
      </CardActions>
    </>
  );
};

/**
 * The earlier transfer named by `?transferId=` (to request it again after a rejection) and its provider,
 * as the form's starting values; without one, an empty form.
 */
function useInitialValues(transferId: string | null) {
  const previous = usePlatformRead<TTransferDetail>(
    { name: 'getProductTransfer', params: { transactionId: transferId } },
    !!transferId,
  );
  const providers = usePlatformRead<TMasterParty[]>(
    { name: 'listMasterParties', query: { name: previous.data?.providerName, pageSize: 20 } },
    !!previous.data,
  );
  if (!transferId) return { ready: true, initial: EMPTY_TRANSFER };
  // A transfer that cannot be read (another firm's, a wrong id) leaves an empty form, with its read's toast.
  if (previous.isError) return { ready: true, initial: EMPTY_TRANSFER };
  if (!previous.data || providers.isPending) return { ready: false, initial: EMPTY_TRANSFER };
  const provider = providers.data?.find((p) => p.id === previous.data.providerId) ?? null;
  return { ready: true, initial: valuesFromTransfer(previous.data, provider), againOf: previous.data };
}

/**
 * /accounts/{id}/transfer: a transfer in from, or out to, another provider (issue 18): the request, a
 * review in words and what happens next, then the transfer's page. `?transferId=` starts from that transfer.
 */
export const TransferRequestPage = () => {
  const translate = useTranslate();
  const { id } = useParams<'id'>();
  const [search] = useSearchParams();
  const transferId = search.get('transferId');
  const { data: summary } = useAccountSummary(id);
  const { ready, initial, againOf } = useInitialValues(transferId);
  const title = `${T}.title`;
  return (
    <Box sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {summary && (
        <Typography variant="body2" color="text.secondary">
          {translate('workflows.subject', {
            wrapper: summary.wrapperType,
            name: summary.name,
            id: summary.id,
            status: summary.status,
            available: formatPounds(summary.availableCash),
          })}
        </Typography>
      )}
      <Card sx={{ mt: 2 }}>
        {summary && ready ? (
          <TransferRequest key={againOf?.id ?? 'new'} summary={summary} initial={initial} againOf={againOf} />
        ) : (
          <CardContent>{translate('ra.page.loading')}</CardContent>
        )}
      </Card>
    </Box>
  );
};
