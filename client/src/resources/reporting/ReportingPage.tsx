import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteInput,
  Form,
  RadioButtonGroupInput,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CLIENT_STATUSES, CLIENT_TYPES } from '../../../../contract/enums';
import { STARTABLE_JOB_KINDS, type TJob, type TStartableJobKind } from '../../../../contract/jobs';
import { submissionErrorsOf } from '../../data/httpErrors';
import { usePermission, usePlatformWrite } from '../../data/platform';
import { toChoices } from '../../shared/choices';
import { documentPaths } from '../../shared/documentPaths';
import { FormRootError } from '../../shared/FormRootError';
import { PeriodPresetButtons } from '../../shared/GenerateStatement';
import { GROUPS_RESOURCE } from '../../shared/groupPaths';
import { NodeInput } from '../../shared/NodePicker';
import { lastQuarter, londonToday } from '../../shared/statementPeriod';
import { UkDateInput } from '../../shared/UkDateInput';
import { Coverage, KindNote, S, type Run } from './reportingParts';

const KIND_CHOICES = STARTABLE_JOB_KINDS.map((kind) => ({ id: kind, name: `${S}.kinds.${kind}` }));

/** The run as POST /job takes it: the optional parts of the selection only when chosen. */
function bodyOf(values: Partial<Run>) {
  const optional = (v: string | undefined | null) => (v ? v : undefined);
  return {
    kind: values.kind as TStartableJobKind,
    nodeId: values.nodeId!,
    portfolioGroupId: optional(values.portfolioGroupId),
    status: values.status ?? 'Active',
    clientType: optional(values.clientType),
    name: optional(values.name?.trim()),
    fromDate: values.fromDate!,
    toDate: values.toDate!,
  };
}

/**
 * /reporting: choose a report, the clients (a node, optionally a client fee group and the client list's
 * filters, with a live count of whom it covers) and a period; Start queues the run on the shared job
 * queue and opens its page, which follows the progress and offers the results' download.
 */
export const ReportingPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const write = usePlatformWrite();
  const mayStart = usePermission('Client', 'readWrite');
  const [start] = useState(() => ({
    kind: 'portfolioReports',
    status: 'Active',
    ...lastQuarter(londonToday()),
  }));

  async function submit(values: Partial<Run>) {
    try {
      const job = await write<TJob>('startJob', { body: bodyOf(values) });
      notify(`${S}.started`, { type: 'success' });
      navigate(documentPaths.job(job.id));
    } catch (error) {
      return submissionErrorsOf(error);
    }
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={`${S}.title`} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {translate(`${S}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${S}.intro`)}
        </Typography>
        {!mayStart && <Alert severity="info">{translate(`${S}.notPermitted`)}</Alert>}
        <Form record={start} onSubmit={submit}>
          <FormRootError />
          <RadioButtonGroupInput source="kind" label={`${S}.report`} choices={KIND_CHOICES} row={false} />
          <KindNote />
          <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
            {translate(`${S}.clients`)}
          </Typography>
          <NodeInput source="nodeId" label={`${S}.node`} sx={{ mb: 2, maxWidth: 400 }} />
          <ReferenceInput
            source="portfolioGroupId"
            reference={GROUPS_RESOURCE}
            filter={{ groupIntent: 'Client Fee Group', status: 'Active' }}
          >
            <AutocompleteInput optionText="name" label={`${S}.group`} sx={{ maxWidth: 400 }} />
          </ReferenceInput>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectInput
              source="status"
              label={`${S}.status`}
              choices={toChoices(CLIENT_STATUSES)}
              validate={required()}
            />
            <SelectInput source="clientType" label={`${S}.clientType`} choices={toChoices(CLIENT_TYPES)} />
            <TextInput source="name" label={`${S}.name`} />
          </Stack>
          <Coverage />
          <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
            {translate(`${S}.period`)}
          </Typography>
          <PeriodPresetButtons />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <UkDateInput source="fromDate" label={`${S}.fromDate`} isRequired />
            <UkDateInput source="toDate" label={`${S}.toDate`} isRequired />
          </Stack>
          {mayStart && <SaveButton label={`${S}.start`} icon={<></>} alwaysEnable />}
        </Form>
      </CardContent>
    </Card>
  );
};
