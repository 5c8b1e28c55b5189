import DescriptionIcon from '@mui/icons-material/Description';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Form,
  Link,
  SaveButton,
  useGetList,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import type { TGeneratedFile } from '../../../contract/documents';
import { submissionErrorsOf } from '../data/httpErrors';
import { usePermission, usePlatformWrite } from '../data/platform';
import { documentPaths } from './documentPaths';
import { FormRootError } from './FormRootError';
import { lastThreeMonths, londonToday, PERIOD_PRESETS, periodText, type Period } from './statementPeriod';
import { UkDateInput } from './UkDateInput';

/** Whom the statement is for: a client (all their accounts) or one of their accounts. */
export interface StatementSubject {
  clientId: Identifier;
  clientName: string;
  accountId?: Identifier;
  accountName?: string;
}

const T = 'resources.messages.statement';

/** "Last quarter", "Tax year to date", "Last tax year": each fills the form's fromDate and toDate. */
export const PeriodPresetButtons = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext<Period>();
  const choose = (period: Period) => {
    setValue('fromDate', period.fromDate, { shouldDirty: true, shouldValidate: true });
    setValue('toDate', period.toDate, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
      {PERIOD_PRESETS.map(({ key, period }) => (
        <Button key={key} size="small" variant="outlined" onClick={() => choose(period(londonToday()))}>
          {translate(`${T}.presets.${key}`)}
        </Button>
      ))}
    </Stack>
  );
};

/** "all 3 accounts", or the one account's name. */
const useCoverage = (subject: StatementSubject) => {
  const translate = useTranslate();
  const { total } = useGetList(
    'accounts',
    { filter: { clientId: subject.clientId }, pagination: { page: 1, perPage: 1 } },
    { enabled: subject.accountId === undefined },
  );
  if (subject.accountId !== undefined)
    return translate(`${T}.oneAccount`, { name: subject.accountName ?? subject.accountId });
  return translate(`${T}.allAccounts`, { smart_count: total ?? 0 });
};

type Step = 'form' | 'review' | 'done';

const Done = ({ file, subject }: { file: TGeneratedFile; subject: StatementSubject }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const documents = documentPaths.client(subject.clientId);
  return (
    <Alert severity="success">
      <Typography variant="body2">{translate(`${T}.done`, { title: file.title })}</Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <MuiLink href={documentPaths.pdf(file.downloadPath)} target="_blank" rel="noopener">
          {translate('resources.messages.actions.openPdf')}
        </MuiLink>
        {pathname !== documents && (
          <MuiLink component={Link} to={documents}>
            {translate(`${T}.toDocuments`)}
          </MuiLink>
        )}
      </Stack>
    </Alert>
  );
};

/**
 * A valuation statement for a period (POST /files/valuationstatement): the period (the last three months
 * to today, or a preset), a review in words, then Generate. The platform files it in the client's
 * message box; a refused period comes back under its field (spec §8), never as a toast.
 */
export const GenerateStatementDialog = ({
  subject,
  open,
  onClose,
}: {
  subject: StatementSubject;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const write = usePlatformWrite();
  const [step, setStep] = useState<Step>('form');
  const [period, setPeriod] = useState<Period>(() => lastThreeMonths(londonToday()));
  const [file, setFile] = useState<TGeneratedFile>();
  const coverage = useCoverage(subject);

  const close = () => {
    onClose();
    setStep('form');
    setFile(undefined);
  };

  async function submit(values: Partial<Period>) {
    const chosen = { fromDate: values.fromDate!, toDate: values.toDate! };
    if (step === 'form') {
      setPeriod(chosen);
      setStep('review');
      return;
    }
    try {
      const body = { clientId: subject.clientId, accountId: subject.accountId, ...chosen };
      setFile(await write<TGeneratedFile>('generate_valuationstatement', { body }));
      setStep('done');
      notify(`${T}.generated`, { type: 'success' });
      refresh();
    } catch (error) {
      // Back to the dates: the platform's field errors show under them.
      setStep('form');
      return submissionErrorsOf(error);
    }
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby="generate-statement-title" maxWidth="sm" fullWidth>
      {open && (
        <Form record={lastThreeMonths(londonToday())} onSubmit={submit}>
          <DialogTitle id="generate-statement-title">{translate(`${T}.title`)}</DialogTitle>
          <DialogContent>
            <FormRootError />
            {/* The inputs stay mounted through the review, so a refused period returns to them. */}
            <Box hidden={step !== 'form'}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate(`${T}.intro`, { name: subject.accountName ?? subject.clientName })}
              </Typography>
              <PeriodPresetButtons />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <UkDateInput source="fromDate" label={`${T}.fromDate`} isRequired />
                <UkDateInput source="toDate" label={`${T}.toDate`} isRequired />
              </Stack>
            </Box>
            {step === 'review' && (
              <Typography data-testid="statement-review">
                {translate(`${T}.review`, {
                  name: subject.clientName,
                  period: periodText(period),
                  coverage,
                })}
              </Typography>
            )}
            {step === 'done' && file && <Done file={file} subject={subject} />}
          </DialogContent>
          <DialogActions>
            {step === 'review' && <Button onClick={() => setStep('form')}>{translate(`${T}.back`)}</Button>}
            <Button onClick={close}>
              {translate(step === 'done' ? 'ra.action.close' : 'ra.action.cancel')}
            </Button>
            {step !== 'done' && (
              <SaveButton label={step === 'form' ? `${T}.next` : `${T}.generate`} icon={<></>} alwaysEnable />
            )}
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};

/** The Generate statement button and its dialog, for users who may write clients' records. */
export const GenerateStatementButton = ({
  subject,
  variant,
}: {
  subject: StatementSubject;
  variant?: 'text' | 'outlined' | 'contained';
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const mayWrite = usePermission('Client', 'readWrite');
  if (!mayWrite) return null;
  return (
    <>
      <Button variant={variant} startIcon={<DescriptionIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.action`)}
      </Button>
      <GenerateStatementDialog subject={subject} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
