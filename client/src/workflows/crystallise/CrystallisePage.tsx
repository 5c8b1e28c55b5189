import { Alert, Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { TCrystallisationOptions, TCrystallisationResult } from '../../../../contract/pensions';
import { fieldErrorsOf, statusOf } from '../../data/httpErrors';
import { usePlatformWrite } from '../../data/platform';
import { PLATFORM_READS, usePlatformRead } from '../../data/platformReads';
import { uuidV4 } from '../../data/uuid';
import { useAccountSummary } from '../../shared/accountSummary';
import { formatPounds } from '../../shared/money';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import type { FormServerError } from '../../shared/useFormServerError';
import { useUser } from '../../shell/UserProvider';
import type { FieldErrors } from '../shared/plan';
import { CrystallisationResult } from './CrystallisationResult';
import { CrystalliseForm, OptionsFacts, Review } from './CrystalliseForm';
import {
  initialValues,
  placeCrystallisationErrors,
  planCrystallisation,
  type CrystalliseBody,
  type CrystallisationPreview,
  type CrystalliseValues,
} from './planCrystallisation';

const T = 'workflows.crystallise';

const CHANGED = [PLATFORM_READS];

/** Form → review → result of one crystallisation; one idempotency key per review, kept across a retry. */
const Crystallise = ({ options }: { options: TCrystallisationOptions }) => {
  const translate = useTranslate();
  const firmId = useUser().user?.firmId;
  const write = usePlatformWrite(CHANGED);
  const [values, setValues] = useState(() => initialValues(options));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<FormServerError>();
  const [review, setReview] = useState<{
    body: CrystalliseBody;
    preview: CrystallisationPreview;
    key: string;
  }>();
  const [result, setResult] = useState<TCrystallisationResult>();
  const inFlight = useRef(false);

  const backToForm = (fields: FieldErrors, message: string, unplaced: string[]) => {
    setErrors(fields);
    setProblem({ message, unplaced });
    setReview(undefined);
  };
  const submit = useMutation({
    mutationFn: ({ body, key }: { body: CrystalliseBody; key: string }) =>
      write<TCrystallisationResult>('crystallise', { body: { firmId, ...body }, idempotencyKey: key }),
    onSuccess: setResult,
    onError: (error) => {
      const status = statusOf(error) ?? 0;
      const fieldErrors = fieldErrorsOf(error);
      // Refusals go back to the form: the rules' field errors under their fields, a 409 at its top.
      if (status === 400 && fieldErrors.length) {
        const placed = placeCrystallisationErrors(fieldErrors);
        return backToForm(placed.fields, translate('keel.form.fieldErrors'), placed.unplaced);
      }
      if (status === 409) return backToForm({}, error.message, []);
      if (status >= 400 && status < 500) setReview((r) => r && { ...r, key: uuidV4() });
    },
  });
  const set = (patch: Partial<CrystalliseValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const toReview = () => {
    const plan = planCrystallisation(values, options, translate);
    if (plan.errors) return backToForm(plan.errors, translate('keel.form.fieldErrors'), []);
    setProblem(undefined);
    submit.reset();
    setReview({ body: plan.body, preview: plan.preview, key: uuidV4() });
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

  if (result) return <CrystallisationResult result={result} />;
  if (review)
    return (
      <>
        <CardContent>
          <Review preview={review.preview} allowance={options.mpaa.allowance} />
          {submit.error && ![400, 409].includes(statusOf(submit.error) ?? 0) && (
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
            {translate(`${T}.review.confirm`)}
          </Button>
        </CardActions>
      </>
    );
  return (
    <>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <ServerErrorAlert error={problem} sx={{}} />
        <OptionsFacts options={options} />
        <CrystalliseForm values={values} set={set} errors={errors} options={options} />
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
 * /accounts/{id}/crystallise (spec §2; decision 0903): take benefits from a Pension, SIPP or SSAS: a PCLS
 * with the rest designated to flexi-access drawdown, or an UFPLS; the figures checked on a review, then
 * paid and posted at once, with the drawdown application to print.
 */
export const CrystallisePage = () => {
  const translate = useTranslate();
  const { id } = useParams<'id'>();
  const { data: summary } = useAccountSummary(id);
  const { data: options, error } = usePlatformRead<TCrystallisationOptions>({
    name: 'getCrystallisationOptions',
    query: { accountId: id },
  });
  return (
    <Box sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={`${T}.title`} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(`${T}.title`)}
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
        {options && <Crystallise options={options} />}
        {!options && (
          <CardContent>
            {error ? <Alert severity="error">{error.message}</Alert> : translate('ra.page.loading')}
          </CardContent>
        )}
      </Card>
    </Box>
  );
};
