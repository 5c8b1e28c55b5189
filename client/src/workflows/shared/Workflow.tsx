import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { fieldErrorsOf, statusOf } from '../../data/httpErrors';
import { usePlatformWrite } from '../../data/platform';
import { uuidV4 } from '../../data/uuid';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import type { FormServerError } from '../../shared/useFormServerError';
import { useUser } from '../../shell/UserProvider';
import {
  contractErrors,
  placeFieldErrors,
  requestOf,
  type FieldErrors,
  type Plan,
  type PlanOutcome,
} from './plan';
import { ResultStep, type Created } from './ResultStep';
import { resultToast } from './resultToast';
import { ReviewStep } from './ReviewStep';

export interface FormProps<V> {
  values: V;
  /** Changes some fields; their errors go, since they no longer describe what is typed. */
  set: (patch: Partial<V>) => void;
  errors: FieldErrors;
}

export interface WorkflowProps<V> {
  /** Translation key of the page title. */
  title: string;
  /** Who and what it acts on, under the title (the account's name and id). */
  subject?: ReactNode;
  initialValues: V;
  /** False until what the form needs (the valuation) has loaded. */
  ready: boolean;
  /**
   * Why the action cannot be taken at all (the client not yet Active, the account's status): shown instead
   * of the form, with no way to submit, so nobody fills in a form the platform will refuse.
   */
  blocked?: ReactNode;
  /** The form's fields, as an element (a component of the workflow's own, given the form's state). */
  renderForm: (form: FormProps<V>) => ReactNode;
  plan: (values: V) => PlanOutcome;
}

const isRegular = (plan: Plan) => plan.transactions[0].body.frequency === 'Regular';
const without = (errors: FieldErrors, keys: string[]) =>
  Object.fromEntries(
    Object.entries(errors).filter(([k]) => !keys.some((f) => k === f || k.startsWith(`${f}.`))),
  );

/** The submission: one idempotency key per review, so a double click or a retry cannot create twice. */
function useSubmit(onCreated: (created: Created) => void, onFieldErrors: (error: unknown) => void) {
  const write = usePlatformWrite();
  const { user } = useUser();
  return useMutation({
    mutationFn: async ({ plan, key }: { plan: Plan; key: string }) => {
      const request = requestOf(plan, user?.firmId);
      const data = await write<{ id: string }>(request.call, { body: request.body, idempotencyKey: key });
      // The result links to the transactions of the account the (first) transaction acts on.
      const accountId = plan.transactions[0].body.accountId;
      const kind =
        request.call === 'createTransactionGroup' ? 'group' : isRegular(plan) ? 'regular' : 'single';
      return { id: data.id, kind, accountId } satisfies Created;
    },
    onSuccess: onCreated,
    onError: (error) => {
      if (statusOf(error) === 400 && fieldErrorsOf(error).length) onFieldErrors(error);
    },
  });
}

/**
 * An account action in three steps: the form, a review of the resulting cash and holdings, and the result
 * (the transactions created and their status). Errors stay in the page (decision 0202): the platform's
 * field errors go back under the form's fields, anything else shows on the review.
 */
export function Workflow<V>({
  title,
  subject,
  initialValues,
  ready,
  blocked,
  renderForm,
  plan,
}: WorkflowProps<V>) {
  const translate = useTranslate();
  const { user } = useUser();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<FormServerError>();
  const [review, setReview] = useState<{ plan: Plan; key: string }>();
  const [created, setCreated] = useState<Created>();

  const backToForm = (fields: FieldErrors, unplaced: string[]) => {
    setErrors(fields);
    setProblem({ message: translate('keel.form.fieldErrors'), unplaced });
    setReview(undefined);
  };
  const notify = useNotify();
  const submit = useSubmit(
    (done) => {
      // Says what happened, with the amount, before the result step shows the transactions themselves.
      if (review) notify(resultToast(review.plan, translate), { type: 'success' });
      setCreated(done);
    },
    (error) => {
      const placed = placeFieldErrors(review!.plan, fieldErrorsOf(error));
      backToForm(placed.fields, placed.unplaced);
    },
  );

  const set = (patch: Partial<V>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => without(e, Object.keys(patch)));
  };
  const toReview = () => {
    const outcome = plan(values);
    if (outcome.errors) return backToForm(outcome.errors, []);
    const checked = contractErrors(outcome.plan, user?.firmId ?? '');
    if (Object.keys(checked.fields).length || checked.unplaced.length)
      return backToForm(checked.fields, checked.unplaced);
    setProblem(undefined);
    submit.reset();
    setReview({ plan: outcome.plan, key: uuidV4() });
  };
  // A second click before React re-renders the disabled button sends nothing (it would share the key anyway).
  const inFlight = useRef(false);
  const confirm = () => {
    if (!review || inFlight.current) return;
    inFlight.current = true;
    submit.mutate(review, {
      onSettled: () => {
        inFlight.current = false;
      },
      // The platform kept its answer under this key: a retry (after, say, a status change) needs a new one.
      onError: (error) => {
        const status = statusOf(error) ?? 0;
        if (status >= 400 && status < 500) setReview((r) => r && { ...r, key: uuidV4() });
      },
    });
  };
  const again = () => {
    setCreated(undefined);
    setReview(undefined);
    setValues(initialValues);
    submit.reset();
  };

  const step = created ? 'result' : review ? 'review' : 'form';
  return (
    <Box sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {subject}
      <Card sx={{ mt: 2 }}>
        {step === 'result' && <ResultStep created={created!} onAgain={again} />}
        {step === 'review' && (
          <ReviewStep
            plan={review!.plan}
            error={submit.error && statusOf(submit.error) !== 400 ? submit.error.message : undefined}
            pending={submit.isPending}
            onBack={() => setReview(undefined)}
            onConfirm={confirm}
          />
        )}
        {step === 'form' && blocked && <CardContent>{blocked}</CardContent>}
        {step === 'form' && !blocked && (
          <>
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              {/* The card's grid spaces it from the fields. */}
              <ServerErrorAlert error={problem} sx={{}} />
              {ready ? renderForm({ values, set, errors }) : translate('ra.page.loading')}
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button variant="contained" onClick={toReview} disabled={!ready}>
                {translate('workflows.actions.review')}
              </Button>
            </CardActions>
          </>
        )}
      </Card>
    </Box>
  );
}
