import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { useUser } from '../../shell/UserProvider';
import { fetchClientsCsv, saveFile } from './exportClients';

/** Downloads every client matching the list's current filters as CSV, however many pages they fill. */
export const ExportClientsButton = () => {
  const { filterValues, total } = useListContext();
  const firmId = useUser().user?.firmId;
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [running, setRunning] = useState(false);

  async function run() {
    setRunning(true);
    try {
      saveFile(await fetchClientsCsv(firmId, filterValues));
    } catch (error) {
      if (!(await logoutIfAccessDenied(error)))
        notify('resources.clients.export.failed', {
          type: 'error',
          messageArgs: { message: error instanceof Error ? error.message : String(error) },
        });
    } finally {
      setRunning(false);
    }
  }

  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={run} disabled={running || total === 0}>
      {translate(running ? 'resources.clients.export.running' : 'resources.clients.export.button')}
    </Button>
  );
};
