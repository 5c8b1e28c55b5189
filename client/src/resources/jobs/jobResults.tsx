import DownloadIcon from '@mui/icons-material/Download';
import { Button, Link as MuiLink } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { TJob, TJobItem } from '../../../../contract/jobs';
import { useUser } from '../../data/userContext';
import { accountPaths } from '../../shared/accountPaths';
import { documentPaths } from '../../shared/documentPaths';

const S = 'resources.jobs.show';
const seg = (id: string) => encodeURIComponent(id);

/** Kinds whose files are spreadsheets: saved, since a browser cannot show them. */
const SAVED_KINDS: readonly TJob['kind'][] = ['capitalGainsReports'];

/**
 * Kinds whose items are accounts and whose result is the transaction group they placed (its linkId), not a
 * file: a model's rebalance. Their results are the orders, and the run's download is its outcomes CSV.
 */
const ORDER_KINDS: readonly TJob['kind'][] = ['modelRebalance'];

/** Kinds whose items are the steps of a run the platform starts on a timetable (decision 1002). */
const STEP_KINDS: readonly TJob['kind'][] = ['scheduledRun'];

/** Whether a run's items are accounts (a model's rebalance) rather than clients. */
export const isAccountKind = (job: Pick<TJob, 'kind'>) => ORDER_KINDS.includes(job.kind);

/** Whether a run's items are its steps (a scheduled run): they name no record and make no file. */
export const isStepKind = (job: Pick<TJob, 'kind'>) => STEP_KINDS.includes(job.kind);

/** What a run's items are, for the words about them: clients, accounts or steps. */
export const itemNoun = (job: Pick<TJob, 'kind'>) =>
  isStepKind(job) ? 'step' : isAccountKind(job) ? 'account' : 'client';

/**
 * Where an item's subject lives: the account of an order kind's item, the client's documents for a client
 * kind; a step has no page of its own (undefined).
 */
export const subjectPath = (job: Pick<TJob, 'kind'>, subjectId: string) =>
  isStepKind(job)
    ? undefined
    : isAccountKind(job)
      ? accountPaths.details(subjectId)
      : documentPaths.client(subjectId);

/**
 * "Download results": one .zip of every file the run made so far, named by client, straight from the
 * platform through the BFF's proxy (GET /job/{firmId}/{jobId}/download) as a plain link, so the browser
 * saves it without the page holding the bytes.
 */
export const DownloadResults = ({ job }: { job: Pick<TJob, 'id' | 'succeeded' | 'kind'> }) => {
  const translate = useTranslate();
  const firmId = useUser().user?.firmId;
  if (!firmId || job.succeeded === 0 || isStepKind(job)) return null;
  const what = isAccountKind(job) ? 'outcomes' : 'download';
  return (
    <Button
      variant="contained"
      href={`/api/proxy/job/${seg(firmId)}/${seg(job.id)}/${what}`}
      download
      startIcon={<DownloadIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate(isAccountKind(job) ? `${S}.downloadOutcomes` : `${S}.download`)}
    </Button>
  );
};

/** One item's file: a PDF opens in the browser's viewer, a workbook is saved. */
export const ItemResult = ({ job, item }: { job: Pick<TJob, 'kind'>; item: TJobItem }) => {
  const translate = useTranslate();
  const firmId = useUser().user?.firmId;
  if (!firmId || !item.resultId) return <>–</>;
  if (isAccountKind(job))
    return (
      <Link to={`/transactions?linkId=${seg(item.resultId)}`}>
        {translate(`${S}.ordersResult`, { name: item.subjectName })}
      </Link>
    );
  const path = `/files/${seg(firmId)}/${seg(item.resultId)}`;
  if (SAVED_KINDS.includes(job.kind))
    return (
      <MuiLink href={`/api/proxy${path}`} download>
        {translate(`${S}.saveResult`, { name: item.subjectName })}
      </MuiLink>
    );
  return (
    <MuiLink href={documentPaths.pdf(path)} target="_blank" rel="noopener">
      {translate(`${S}.openResult`, { name: item.subjectName })}
    </MuiLink>
  );
};
