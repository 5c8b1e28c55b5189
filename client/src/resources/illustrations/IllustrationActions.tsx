import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, Link as MuiLink, Stack } from '@mui/material';
import { useState } from 'react';
import { Link, useNotify, useTranslate } from 'react-admin';
import type { TGeneratedFile } from '../../../../contract/documents';
import type { TProductIllustration } from '../../../../contract/illustrations';
import { usePermission, usePlatformWrite } from '../../data/platform';
import { documentPaths } from '../../shared/documentPaths';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useWriteError } from '../../shared/useWriteError';
import { illustrationPaths } from './paths';

const A = 'resources.illustrations.show';

/**
 * Print (POST /files/illustration: the stored figures as a PDF, filed in the client's documents when the
 * illustration has a client) and Copy (a new illustration that starts from this one's inputs).
 */
export const IllustrationActions = ({ illustration }: { illustration: TProductIllustration }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const mayPrint = usePermission('Client', 'readWrite');
  const mayCopy = usePermission('Recommendation', 'readWrite');
  const write = usePlatformWrite();
  const { writeError, show, clear } = useWriteError();
  const [file, setFile] = useState<TGeneratedFile>();
  const [printing, setPrinting] = useState(false);

  async function print() {
    clear();
    setPrinting(true);
    try {
      setFile(
        await write<TGeneratedFile>('generate_illustration', { body: { illustrationId: illustration.id } }),
      );
      notify(`${A}.printed`, { type: 'success' });
    } catch (error) {
      show(error);
    } finally {
      setPrinting(false);
    }
  }

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        {mayPrint && (
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={print} disabled={printing}>
            {translate(`${A}.print`)}
          </Button>
        )}
        {mayCopy && (
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            component={Link}
            to={illustrationPaths.create(illustration.id)}
          >
            {translate(`${A}.copy`)}
          </Button>
        )}
      </Stack>
      <ServerErrorAlert error={writeError} />
      {file && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="printed">
          {translate(`${A}.printed`)}:{' '}
          <MuiLink href={documentPaths.pdf(file.downloadPath)} target="_blank" rel="noopener">
            {translate(`${A}.openPdf`)}
          </MuiLink>
        </Alert>
      )}
    </>
  );
};
