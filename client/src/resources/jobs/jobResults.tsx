import DownloadIcon from '@mui/icons-material/Download';
import { Button, Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TJob, TJobItem } from '../../../../contract';
import { useUser } from '../../data/userContext';
import { documentPaths } from '../../shared/documentPaths';

const S = 'resources.jobs.show';
const seg = (id: string) => encodeURIComponent(id);

/** Kinds whose files are spreadsheets: saved, since a browser cannot show them. */
const SAVED_KINDS: readonly TJob['kind'][] = ['capitalGainsReports'];

/**
 * "Download results": one .zip of every file the run made so far, named by client, straight from the
 * platform through the BFF's proxy (GET /job/{firmId}/{jobId}/download) as a plain link, so the browser
 * saves it without the page holding the bytes.
 */
export const DownloadResults = ({ job }: { job: Pick<TJob, 'id' | 'succeeded'> }) => {
  const translate = useTranslate();
  const firmId = useUser().user?.firmId;
  if (!firmId || job.succeeded === 0) return null;
  return (
    <Button
      variant="contained"
      href={`/api/proxy/job/${seg(firmId)}/${seg(job.id)}/download`}
      download
      startIcon={<DownloadIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate(`${S}.download`)}
    </Button>
  );
};

/** One item's file: a PDF opens in the browser's viewer, a workbook is saved. */
export const ItemResult = ({ job, item }: { job: Pick<TJob, 'kind'>; item: TJobItem }) => {
  const translate = useTranslate();
  const firmId = useUser().user?.firmId;
  if (!firmId || !item.resultId) return <>–</>;
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
