import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Typography } from '@mui/material';
import {
  DataTable,
  Link,
  SelectInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { JOB_KIND_TITLES, JOB_KINDS, JOB_STATUSES, type TJob } from '../../../../contract/jobs';
import { usePermission } from '../../data/platform';
import { toChoices } from '../../shared/choices';
import { ConsoleList } from '../../shared/ConsoleList';
import { documentPaths } from '../../shared/documentPaths';
import { formatDateTime } from '../../shared/format';
import { useNodeTree } from '../../shared/nodeTree';
import { isRunning, jobPeriod, JobProgress, StatusChip } from './jobParts';

type Job = TJob & { id: string };
const F = 'resources.jobs.fields';

const JobActions = () => {
  const translate = useTranslate();
  const mayStart = usePermission('Client', 'readWrite');
  return (
    <TopToolbar>
      {mayStart && (
        <Button
          component={Link}
          to={documentPaths.statementsJob()}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {translate('resources.jobs.list.statements')}
        </Button>
      )}
      {mayStart && (
        <Button component={Link} to="/reporting" variant="outlined" startIcon={<AddIcon />}>
          {translate('resources.jobs.list.reporting')}
        </Button>
      )}
    </TopToolbar>
  );
};

/**
 * What a list of jobs is narrowed by: its kind (the scheduled runs beside the runs people start) and its
 * status (what finished with failures); the platform filters (GET /keel/{firmId}/jobs, decision 1003).
 */
const jobFilters = [
  <SelectInput
    key="kind"
    source="kind"
    label={`${F}.kind`}
    choices={JOB_KINDS.map((kind) => ({ id: kind, name: JOB_KIND_TITLES[kind] }))}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label={`${F}.status`}
    choices={toChoices(JOB_STATUSES)}
    alwaysOn
  />,
];

const KindField = () => {
  const job = useRecordContext<Job>();
  return job ? <>{JOB_KIND_TITLES[job.kind] ?? job.kind}</> : null;
};

const NodeField = () => {
  const job = useRecordContext<Job>();
  const { nodes } = useNodeTree();
  if (!job) return null;
  return <>{nodes.find((n) => n.id === job.nodeId)?.name ?? job.nodeId}</>;
};

const PeriodField = () => {
  const job = useRecordContext<Job>();
  return job ? <>{jobPeriod(job)}</> : null;
};

const StatusField = () => {
  const job = useRecordContext<Job>();
  if (!job) return null;
  return <StatusChip status={job.status} />;
};

const ProgressField = () => {
  const job = useRecordContext<Job>();
  return job ? <JobProgress job={job} /> : null;
};

const WhenField = () => <>{formatDateTime(useRecordContext<Job>()?.createdAt)}</>;

const anyRunning = (data: unknown) => ((data as { data?: Job[] } | undefined)?.data ?? []).some(isRunning);

/**
 * /jobs: the firm's bulk jobs and scheduled runs on the shared queue, newest first, each with its
 * progress, narrowed by kind and status; a row opens the job. Read as simple REST through
 * ra-data-simple-rest (decision 1003). "Quarterly statements" starts a run of valuation statements. The
 * list reads again every second while a job runs.
 */
export const JobList = () => {
  const translate = useTranslate();
  return (
    <ConsoleList
      resource="jobs"
      title="resources.jobs.list.title"
      actions={<JobActions />}
      filters={jobFilters}
      empty={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{ refetchInterval: (query) => (anyRunning(query.state.data) ? 1000 : false) }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('resources.jobs.list.intro')}
      </Typography>
      <DataTable
        bulkActionButtons={false}
        rowClick={(id: Identifier) => documentPaths.job(id)}
        empty={<Alert severity="info">{translate('resources.jobs.list.none')}</Alert>}
      >
        <DataTable.Col source="kind" label={`${F}.kind`} field={KindField} />
        <DataTable.Col source="nodeId" label={`${F}.nodeId`} field={NodeField} disableSort />
        <DataTable.Col source="params" label={`${F}.period`} field={PeriodField} disableSort />
        <DataTable.Col source="status" label={`${F}.status`} field={StatusField} />
        <DataTable.Col source="percent" label={`${F}.percent`} field={ProgressField} disableSort />
        <DataTable.Col source="createdByName" label={`${F}.createdBy`} disableSort />
        <DataTable.Col source="createdAt" label={`${F}.createdAt`} field={WhenField} />
      </DataTable>
    </ConsoleList>
  );
};
