import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { ZBankReference, type TPortfolioTransaction } from '../../../../contract/transactions';
import { fieldErrorsOf, submissionErrorsOf } from '../../data/httpErrors';
import { usePlatformWrite } from '../../data/platform';
import { formatMoney } from '../../shared/format';
import { UkDateInput } from '../../shared/UkDateInput';
import {
  actionBody,
  londonToday,
  outcomeMessage,
  recordEach,
  recordLabel,
  type DeskAction,
  type DeskOutcome,
  type DeskValues,
} from './paymentsDesk';

const KEY = 'resources.transactions.desk';

/** Why the platform refused one payment, in a line: its field errors by label, or its message. */
function useReason() {
  const translate = useTranslate();
  return (error: unknown) => {
    const fields = fieldErrorsOf(error);
    if (!fields.length) return error instanceof Error ? error.message : String(error);
    return fields
      .map((f) => `${translate(`${KEY}.${f.fieldName}`, { _: f.fieldName })}: ${f.errorMessage}`)
      .join('; ');
  };
}

/** The server's message for a refused single payment that names no field, at the top of the form. */
const RootError = () => {
  const { errors } = useFormState();
  const message = (errors.root?.serverError as { message?: string } | undefined)?.message;
  return message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;
};

/** What became of each payment of a run that was not wholly recorded. */
const Outcomes = ({ outcomes }: { outcomes: DeskOutcome[] }) => {
  const translate = useTranslate();
  const reason = useReason();
  return (
    <Table size="small" aria-label={translate(`${KEY}.outcomes`)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.transactions.fields.id')}</TableCell>
          <TableCell>{translate('resources.transactions.fields.accountName')}</TableCell>
          <TableCell align="right">{translate('resources.transactions.fields.amount')}</TableCell>
          <TableCell>{translate('resources.transactions.fields.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {outcomes.map(({ payment, error }) => (
          <TableRow key={payment.id}>
            <TableCell>{payment.id}</TableCell>
            <TableCell>{payment.accountName}</TableCell>
            <TableCell align="right">{formatMoney(payment.amount, payment.currency)}</TableCell>
            <TableCell sx={{ color: error ? 'error.main' : undefined }}>
              {error ? translate(`${KEY}.refused`, { reason: reason(error) }) : translate(`${KEY}.recorded`)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const notInFuture = (message: string) => (value: unknown) =>
  typeof value === 'string' && value > londonToday() ? message : undefined;
const bankReference = (value: unknown) =>
  typeof value === 'string' && value.trim()
    ? ZBankReference.safeParse(value).error?.issues[0]?.message
    : undefined;

/**
 * Records one or several payments as received / paid out (the date and the bank's reference) or as failed
 * (why). One payment refused with field errors gets them under the fields; a run of several goes on past
 * a refusal and shows each payment's outcome. Success toasts in our words and closes.
 */
export const RecordPaymentDialog = ({
  payments,
  action,
  onClose,
}: {
  payments: TPortfolioTransaction[];
  action: DeskAction;
  /** Closed, after a run or without one (the list then clears its selection). */
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const write = usePlatformWrite();
  const [outcomes, setOutcomes] = useState<DeskOutcome[]>();
  // One record for the dialog's life: react-admin resets the form whenever it is a new object.
  const [record] = useState(() => (action === 'receive' ? { completedDate: londonToday() } : {}));
  const label = action === 'fail' ? translate(`${KEY}.markFailed`) : recordLabel(translate, payments);

  async function submit(values: DeskValues) {
    const body = actionBody(action, values);
    const run = await recordEach(payments, (p) =>
      write('transactionAction', { params: { paymentId: p.id }, body }),
    );
    const refused = run.filter((o) => o.error);
    if (payments.length === 1 && refused.length) return submissionErrorsOf(refused[0].error);
    refresh();
    notify(outcomeMessage(translate, action, run), { type: refused.length ? 'warning' : 'success' });
    if (refused.length) setOutcomes(run);
    else onClose();
    return undefined;
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="record-payment-title">
      <DialogTitle id="record-payment-title">
        {translate(`${KEY}.title.${action}`, { smart_count: payments.length })}
      </DialogTitle>
      {outcomes ? (
        <>
          <DialogContent>
            <Outcomes outcomes={outcomes} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <Form
          record={record}
          onSubmit={(v: Record<string, unknown>) => submit(v as DeskValues)}
          disableInvalidFormNotification
        >
          <DialogContent sx={{ display: 'grid', gap: 1, pt: '8px !important' }}>
            <RootError />
            <Typography variant="body2">{translate(`${KEY}.intro.${action}`)}</Typography>
            <Typography variant="body2" component="ul" sx={{ m: 0, pl: 3 }}>
              {payments.map((p) => (
                <li key={p.id}>
                  {p.accountName} · {p.transactionSubType === 'Deposit' ? '+' : '−'}
                  {formatMoney(p.amount, p.currency)} · {p.id}
                </li>
              ))}
            </Typography>
            {action === 'receive' ? (
              <>
                <UkDateInput
                  source="completedDate"
                  label={`${KEY}.completedDate`}
                  validate={notInFuture(translate(`${KEY}.notInFuture`))}
                />
                <TextInput
                  source="bankReference"
                  label={`${KEY}.bankReference`}
                  validate={bankReference}
                  helperText={false}
                />
              </>
            ) : (
              <TextInput
                source="actionReason"
                label={`${KEY}.actionReason`}
                multiline
                minRows={2}
                isRequired
                validate={(v: unknown) =>
                  typeof v === 'string' && v.trim() ? undefined : 'ra.validation.required'
                }
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton
              label={label}
              icon={<></>}
              alwaysEnable
              color={action === 'fail' ? 'error' : 'primary'}
            />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
