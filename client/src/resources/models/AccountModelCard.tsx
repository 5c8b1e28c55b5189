import {
  Button,
  Card,
  CardContent,
  CardHeader,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { TAccount } from '../../../../contract/accounts';
import type { TModel } from '../../../../contract/models';
import { usePermission, usePlatformWrite } from '../../data/platform';
import { PLATFORM_READS, usePlatformRead } from '../../data/platformReads';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useWriteError } from '../../shared/useWriteError';
import { modelPaths, segmentOf } from './paths';

const L = 'resources.models.link';
const REFRESH = [PLATFORM_READS];

/**
 * The account details' model section (decision 0704): the model the account follows, with a link to it,
 * and — for a user who may change accounts — a choice of the firm's live models to follow, or none.
 */
export const AccountModelCard = ({ account }: { account: TAccount }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const mayEdit = usePermission('Account', 'readWrite');
  const write = usePlatformWrite(REFRESH);
  const { writeError, show, clear } = useWriteError();
  const { data: models = [] } = usePlatformRead<TModel[]>({ name: 'listModels', query: { pageSize: 500 } });
  const live = models.filter((m) => m.status !== 'Deleted');
  const current = models.find((m) => m.id === account.modelId);
  const [choice, setChoice] = useState('');

  async function link(modelId: string | null) {
    clear();
    try {
      await write('patchAccount', {
        params: { accountId: account.id },
        body: { modelId, version: account.auditDetails.version },
      });
      const name = live.find((m) => m.id === modelId)?.name;
      notify(modelId ? `${L}.linked` : `${L}.unlinked`, { type: 'success', messageArgs: { name } });
      setChoice('');
      refresh();
    } catch (error) {
      show(error);
    }
  }

  const title = translate(`${L}.title`);
  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          {account.modelId ? (
            <Typography variant="body2">
              <Link to={modelPaths.show(segmentOf(current?.type ?? 'Discretionary'), account.modelId)}>
                {current?.name ?? account.modelId}
              </Link>{' '}
              {current && `(${current.type}, ${current.status})`}
            </Typography>
          ) : (
            <Typography variant="body2">{translate(`${L}.none`)}</Typography>
          )}
          {mayEdit && (
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <FormControl size="small" sx={{ minWidth: 260 }}>
                <InputLabel id="account-model-choice">{translate(`${L}.choose`)}</InputLabel>
                <Select
                  labelId="account-model-choice"
                  label={translate(`${L}.choose`)}
                  value={choice}
                  onChange={(e) => setChoice(e.target.value)}
                >
                  {live.map((m) => (
                    <MenuItem key={m.id} value={m.id}>
                      {m.name} ({m.type})
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <Button variant="contained" disabled={!choice} onClick={() => link(choice)}>
                {translate(`${L}.save`)}
              </Button>
              {account.modelId && <Button onClick={() => link(null)}>{translate(`${L}.unlink`)}</Button>}
            </Stack>
          )}
          <ServerErrorAlert error={writeError} />
        </Stack>
      </CardContent>
    </Card>
  );
};
