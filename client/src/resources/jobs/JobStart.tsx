import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { TJob } from '../../../../contract/jobs';
import { submissionErrorsOf } from '../../data/httpErrors';
import { usePlatformWrite } from '../../data/platform';
import { documentPaths } from '../../shared/documentPaths';
import { FormRootError } from '../../shared/FormRootError';
import { PeriodPresetButtons } from '../../shared/GenerateStatement';
import { NodeInput } from '../../shared/NodePicker';
import { useNodeTree } from '../../shared/nodeTree';
import { lastQuarter, londonToday, periodText, type Period } from '../../shared/statementPeriod';
import { UkDateInput } from '../../shared/UkDateInput';

const S = 'resources.jobs.start';

interface StatementsRun extends Period {
  nodeId: string;
}

const Review = ({ run }: { run: StatementsRun }) => {
  const translate = useTranslate();
  const { nodes } = useNodeTree();
  const node = nodes.find((n) => n.id === run.nodeId)?.name ?? run.nodeId;
  return (
    <Typography data-testid="job-review" sx={{ mb: 2 }}>
      {translate(`${S}.review`, { node, period: periodText(run) })}
    </Typography>
  );
};

/**
 * /jobs/statements: valuation statements for every Active client under a node (the user's own by
 * default) for a period (the last quarter by default): choose, review in words, Start; then the job's
 * page follows its progress. A refused choice comes back under its field.
 */
export const JobStart = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const write = usePlatformWrite();
  const [review, setReview] = useState<StatementsRun>();
  const [start] = useState(() => lastQuarter(londonToday()));

  async function submit(values: Partial<StatementsRun>) {
    const run = { nodeId: values.nodeId!, fromDate: values.fromDate!, toDate: values.toDate! };
    if (!review) {
      setReview(run);
      return;
    }
    try {
      const job = await write<TJob>('startJob', { body: { kind: 'valuationStatements', ...run } });
      notify(`${S}.started`, { type: 'success' });
      navigate(documentPaths.job(job.id));
    } catch (error) {
      setReview(undefined);
      return submissionErrorsOf(error);
    }
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={`${S}.title`} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {translate(`${S}.title`)}
        </Typography>
        <Form record={start} onSubmit={submit}>
          <FormRootError />
          {/* The inputs stay mounted through the review, so a refused choice returns to them. */}
          <Box hidden={!!review}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate(`${S}.intro`)}
            </Typography>
            <NodeInput source="nodeId" label={`${S}.node`} sx={{ mb: 2, maxWidth: 400 }} />
            <PeriodPresetButtons />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <UkDateInput source="fromDate" label={`${S}.fromDate`} isRequired />
              <UkDateInput source="toDate" label={`${S}.toDate`} isRequired />
            </Stack>
          </Box>
          {review && <Review run={review} />}
          <Stack direction="row" spacing={1}>
            {review && <Button onClick={() => setReview(undefined)}>{translate(`${S}.back`)}</Button>}
            <SaveButton label={review ? `${S}.submit` : `${S}.next`} icon={<></>} alwaysEnable />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
