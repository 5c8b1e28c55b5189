import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Title, useGetList, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  JOB_ITEM_STATUSES,
  JOB_KIND_TITLES,
  type TJob,
  type TJobItem,
  type TJobItemStatus,
} from '../../../../contract/jobs';
import { usePermission, usePlatformWrite } from '../../data/platform';
import { documentPaths } from '../../shared/documentPaths';
import { formatDateTime } from '../../shared/format';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useWriteError } from '../../shared/useWriteError';
import { isRunning, jobPeriod, JobProgress, StatusChip } from './jobParts';
import { DownloadResults, ItemResult, itemNoun, subjectPath } from './jobResults';
import { JobSelection } from './jobSelection';

type Job = TJob & { id: string };
const S = 'resources.jobs.show';
const COUNTS = ['total', 'succeeded', 'failed', 'skipped', 'pending'] as const;
const ITEMS_PER_PAGE = 25;
/** While a job is Queued or Running its page reads it again every second. */
const POLL_MS = 1000;

const Counts = ({ job }: { job: Job }) => {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }} data-testid="job-counts">
      {COUNTS.map((c) => (
        <Box key={c}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(c === 'total' ? `${S}.counts.total.${itemNoun(job)}` : `${S}.counts.${c}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={`count-${c}`}>
            {job[c]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

const RetryButton = ({ job }: { job: Job }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const write = usePlatformWrite();
  const mayRetry = usePermission('Client', 'readWrite');
  const { writeError, show, clear } = useWriteError();
  const retry = useMutation({
    mutationFn: () => write<TJob>('retryJob', { params: { jobId: job.id }, body: {} }),
    onMutate: clear,
    onSuccess: () => notify(`${S}.retried`, { type: 'success' }),
    onError: show,
  });
  if (!mayRetry || job.failed === 0) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => retry.mutate()} disabled={retry.isPending || isRunning(job)}>
        {translate(`${S}.retry`)}
      </Button>
      <ServerErrorAlert error={writeError} />
    </Stack>
  );
};

/** An item's subject by name, linked to its page when it has one. */
const SubjectLink = ({ job, item }: { job: Job; item: TJobItem }) => {
  const path = subjectPath(job, item.subjectId);
  return path ? <Link to={path}>{item.subjectName}</Link> : <>{item.subjectName}</>;
};

/** The per-item outcomes, a page at a time, by status; read again as the job's counts move. */
const Items = ({ job }: { job: Job }) => {
  const translate = useTranslate();
  const [status, setStatus] = useState<TJobItemStatus | ''>('');
  const [page, setPage] = useState(0);
  // Simple REST (decision 1003): GET /keel/{firmId}/jobItems through ra-data-simple-rest.
  const { data, total, refetch } = useGetList<TJobItem>('jobItems', {
    pagination: { page: page + 1, perPage: ITEMS_PER_PAGE },
    sort: { field: 'subjectName', order: 'ASC' },
    filter: { jobId: job.id, ...(status ? { status } : {}) },
  });
  const done = job.succeeded + job.failed + job.skipped;
  useEffect(() => {
    void refetch();
  }, [done, job.status, refetch]);
  const items = data ?? [];
  return (
    <Box>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(`${S}.items.${itemNoun(job)}`)}
        </Typography>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="job-item-status">{translate(`${S}.itemStatus`)}</InputLabel>
          <Select
            labelId="job-item-status"
            label={translate(`${S}.itemStatus`)}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TJobItemStatus | '');
              setPage(0);
            }}
          >
            <MenuItem value="">{translate(`${S}.allItems`)}</MenuItem>
            {JOB_ITEM_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Table size="small" aria-label={translate(`${S}.items.${itemNoun(job)}`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${S}.${itemNoun(job)}`)}</TableCell>
            <TableCell>{translate(`${S}.itemState`)}</TableCell>
            <TableCell>{translate(`${S}.outcome`)}</TableCell>
            <TableCell>{translate(`${S}.result`)}</TableCell>
            <TableCell align="right">{translate(`${S}.attempts`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                <SubjectLink job={job} item={item} />
              </TableCell>
              <TableCell>
                <StatusChip status={item.status} />
              </TableCell>
              <TableCell>{item.outcome ?? '–'}</TableCell>
              <TableCell>
                <ItemResult job={job} item={item} />
              </TableCell>
              <TableCell align="right">{item.attempts}</TableCell>
            </TableRow>
          ))}
          {data && items.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{translate(`${S}.noItems.${itemNoun(job)}`)}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total ?? items.length}
        page={page}
        rowsPerPage={ITEMS_PER_PAGE}
        rowsPerPageOptions={[ITEMS_PER_PAGE]}
        onPageChange={(_e, p) => setPage(p)}
      />
    </Box>
  );
};

/**
 * /jobs/{id}: one bulk job: its progress (a determinate bar, read every second while Queued or Running),
 * its counts, each client's outcome (a failure says why; a name opens the client's documents; the
 * result opens the file made), "Download results" (a .zip of every file so far), and "Retry failed"
 * when any failed.
 */
export const JobShow = () => {
  const translate = useTranslate();
  const { id } = useParams<{ id: string }>();
  const { data: job, error } = useGetOne<Job>(
    'jobs',
    { id: id! },
    { refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false) },
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`${S}.title`} />
      {error && <Alert severity="error">{error.message}</Alert>}
      {job && (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Box>
                <Link to={documentPaths.jobs()} variant="body2">
                  {translate(`${S}.back`)}
                </Link>
                <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
                  <Typography variant="h5" component="h1">
                    {job.title || JOB_KIND_TITLES[job.kind]}
                  </Typography>
                  <StatusChip status={job.status} testId="job-status" />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {translate(`${S}.period`, { period: jobPeriod(job) })} ·{' '}
                  {translate(`${S}.startedBy`, {
                    who: job.createdByName ?? job.createdBy,
                    when: formatDateTime(job.createdAt),
                  })}
                </Typography>
                <JobSelection job={job} />
              </Box>
              <JobProgress job={job} />
              <Counts job={job} />
              <DownloadResults job={job} />
              <RetryButton job={job} />
              <Items job={job} />
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
