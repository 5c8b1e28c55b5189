import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { TManualTransferInFile, TTransferDetail } from '../../../../contract/transfers';
import { usePermission, usePlatformCall, usePlatformWrite } from '../../data/platform';
import { PLATFORM_READS, usePlatformRead } from '../../data/platformReads';
import { useUser } from '../../shell/UserProvider';
import { NotFoundPage } from '../../shell/ErrorPages';
import { formatDateTime } from '../../shared/format';
import { formatPounds } from '../../shared/money';
import { useScrollToAnchor } from '../../shared/useScrollToAnchor';
import { Section } from '../models/Section';
import { FileUpload } from './FileUpload';
import { transferPaths } from './paths';
import { TransferAssets } from './TransferShow';
import { useTransfer } from './useTransfer';

const E = 'resources.transfers.edit';
const F = 'resources.transfers.fields';

/** An upload changes the transfer's assets (and the workbench's view of it). */
const CHANGED = [PLATFORM_READS];

/** The stored manual transfer-in file the transfer's assets came from. */
const CurrentFile = ({ fileUploadId }: { fileUploadId: string }) => {
  const translate = useTranslate();
  const firmid = useUser().user?.firmId;
  const { data } = usePlatformRead<TManualTransferInFile>({
    name: 'getManualTransferIn',
    // The spec spells this path's firm parameter in lower case.
    params: { firmid, fileUploadId },
  });
  if (!data) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate(`${E}.file`, { name: data.fileName, when: formatDateTime(data.uploadedAt) })}
    </Typography>
  );
};

/** The two uploads: the assets coming in, then their book values; each answers what it accepted. */
function useUploads(transferId: string) {
  const translate = useTranslate();
  const write = usePlatformWrite(CHANGED);
  const call = usePlatformCall();
  const firmId = useUser().user?.firmId;
  const assets = useCallback(
    async (fileName: string, content: string) => {
      const { id } = await write<{ id: string }>('uploadManualTransferIn', {
        body: { firmId, transferId, fileName, content },
      });
      const { data: file } = await call<TManualTransferInFile>('getManualTransferIn', {
        params: { firmid: firmId, fileUploadId: id },
      });
      return translate(`${E}.uploaded`, { name: fileName, smart_count: file.assets.length });
    },
    [write, call, firmId, transferId, translate],
  );
  const bookValues = useCallback(
    async (fileName: string, content: string) => {
      const result = await write<{ updated: number }>('uploadBookValues', {
        body: { firmId, transferId, fileName, content },
      });
      return translate(`${E}.bookValuesSaved`, { name: fileName, smart_count: result.updated });
    },
    [write, firmId, transferId, translate],
  );
  return { assets, bookValues };
}

const Uploads = ({ transfer }: { transfer: TTransferDetail }) => {
  const translate = useTranslate();
  const uploads = useUploads(transfer.id);
  const mayWrite = usePermission('Transaction', 'readWrite');
  return (
    <>
      <Section id="assets" title={translate(`${E}.assets`)}>
        <Stack spacing={2}>
          <FileUpload
            label={translate(`${E}.assets`)}
            help={translate(`${E}.assetsHelp`)}
            templateHeader="isin,quantity,bookValue"
            templateName="transfer-assets.csv"
            send={uploads.assets}
            disabled={!mayWrite}
          />
          <Typography variant="subtitle1" component="h3">
            {translate(`${E}.current`)}
          </Typography>
          {transfer.fileUploadId && <CurrentFile fileUploadId={transfer.fileUploadId} />}
          <TransferAssets transfer={transfer} />
        </Stack>
      </Section>
      <Section id="book-values" title={translate(`${E}.bookValues`)}>
        <FileUpload
          label={translate(`${E}.bookValues`)}
          help={translate(`${E}.bookValuesHelp`)}
          templateHeader="isin,bookValue"
          templateName="transfer-book-values.csv"
          send={uploads.bookValues}
          disabled={!mayWrite}
        />
      </Section>
    </>
  );
};

/**
 * /transfers/{transferId}/edit (anchors #details, #assets, #book-values): the assets coming in on an
 * in-specie transfer, as a CSV or XLSX file checked all or nothing, and their book values.
 */
export const TransferEdit = () => {
  const translate = useTranslate();
  const { transferId } = useParams<'transferId'>();
  const { data, missing } = useTransfer(transferId);
  useScrollToAnchor(!!data);
  if (missing) return <NotFoundPage />;
  if (!data) return null;
  const title = translate(`${E}.title`, { id: data.id });
  return (
    <>
      <Title title={title} />
      <MuiLink
        component={Link}
        to={transferPaths.show(data.id)}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        {translate(`${E}.back`)}
      </MuiLink>
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {title}
      </Typography>
      <Section id="details" title={translate(`${E}.details`)}>
        <Typography variant="body2">
          {translate(`${F}.clientName`)}: {data.clientName} · {translate(`${F}.accountName`)}:{' '}
          {data.wrapperType} · {data.accountName} · {translate(`${F}.providerName`)}: {data.providerName} (
          {data.providerReference}) · {data.processingType} · {data.transferStatus} ·{' '}
          {formatPounds(data.estimatedValue)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${E}.detailsNote`)}
        </Typography>
      </Section>
      <Uploads transfer={data} />
    </>
  );
};
