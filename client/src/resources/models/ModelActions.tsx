import CheckIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link, useNotify, useTranslate } from 'react-admin';
import type { TModelDetail } from '../../../../contract/models';
import { usePermission, usePlatformWrite } from '../../data/platform';
import { useUser } from '../../data/userContext';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useWriteError } from '../../shared/useWriteError';
import { modelPaths, segmentOf } from './paths';
import { resourceOfType } from './permissions';

const S = 'resources.models.show';

/**
 * What may be done with a model: edit, clone, rebalance (discretionary), and activate a Pending one — offered
 * only to a user with action on Model who did not make its last change (the platform checks both again).
 */
export const ModelActions = ({ model, onChanged }: { model: TModelDetail; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const userId = useUser().user?.userId;
  const segment = segmentOf(model.type);
  const mayWrite = usePermission(resourceOfType(model.type), 'readWrite');
  const mayAct = usePermission('Model', 'action');
  const write = usePlatformWrite();
  const { writeError, show, clear } = useWriteError();
  const [busy, setBusy] = useState(false);
  const pending = model.type === 'Discretionary' && model.status === 'Pending';
  const ownChange = model.lastChangedBy === userId;

  async function activate() {
    clear();
    setBusy(true);
    try {
      await write('activateModel', {
        params: { modelId: model.id },
        body: { version: model.auditDetails.version },
      });
      notify(`${S}.activated`, { type: 'success' });
      onChanged();
    } catch (error) {
      show(error);
    } finally {
      setBusy(false);
    }
  }

  const live = model.status !== 'Deleted';
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {live && mayWrite && (
          <Button component={Link} to={modelPaths.edit(segment, model.id)} startIcon={<EditIcon />}>
            {translate(`${S}.edit`)}
          </Button>
        )}
        {mayWrite && (
          <Button component={Link} to={modelPaths.clone(segment, model.id)} startIcon={<ContentCopyIcon />}>
            {translate(`${S}.clone`)}
          </Button>
        )}
        {model.type === 'Discretionary' && model.status === 'Active' && (
          <Button component={Link} to={modelPaths.rebalance(model.id)} startIcon={<SyncAltIcon />}>
            {translate(`${S}.rebalance`)}
          </Button>
        )}
        {pending && mayAct && !ownChange && (
          <Button variant="contained" onClick={activate} disabled={busy} startIcon={<CheckIcon />}>
            {translate(`${S}.activate`)}
          </Button>
        )}
      </Stack>
      {pending && (
        <Alert severity="info">{translate(ownChange ? `${S}.ownChangeNote` : `${S}.pendingNote`)}</Alert>
      )}
      <ServerErrorAlert error={writeError} />
    </Stack>
  );
};
