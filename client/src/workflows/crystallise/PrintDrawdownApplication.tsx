import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, Link as MuiLink, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { TGeneratedFile } from '../../../../contract/documents';
import { usePermission, usePlatformWrite } from '../../data/platform';
import { documentPaths } from '../../shared/documentPaths';

const T = 'workflows.crystallise.result';

/**
 * "Print drawdown application": POST /files/drawdownapplication about the crystallisation one of its
 * transactions names, filed in the client's documents; the PDF then opens the way every stored document
 * does, in the browser's viewer through the proxy.
 */
export const PrintDrawdownApplication = ({
  accountId,
  transactionId,
}: {
  accountId: string;
  transactionId: string;
}) => {
  const translate = useTranslate();
  const write = usePlatformWrite();
  const mayGenerate = usePermission('Client', 'readWrite');
  const print = useMutation({
    mutationFn: () =>
      write<TGeneratedFile>('generate_drawdownapplication', { body: { accountId, transactionId } }),
  });
  if (!mayGenerate) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        onClick={() => print.mutate()}
        disabled={print.isPending}
      >
        {translate(print.isPending ? `${T}.printing` : `${T}.print`)}
      </Button>
      {print.data && (
        <Alert severity="success">
          {translate(`${T}.printed`, { reference: print.data.reference })}{' '}
          <MuiLink href={documentPaths.pdf(print.data.downloadPath)} target="_blank" rel="noopener">
            {translate(`${T}.open`)}
          </MuiLink>
        </Alert>
      )}
      {print.error && (
        <Alert severity="error" role="alert">
          {print.error.message}
        </Alert>
      )}
    </Stack>
  );
};
