import { Alert, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { TStartableJobKind } from '../../../../contract/jobs';
import type { Period } from '../../shared/statementPeriod';

export const S = 'resources.reporting';

/** The form's values: the report, the selection of clients and the period. */
export interface Run extends Period {
  kind: TStartableJobKind;
  nodeId: string;
  portfolioGroupId?: string | null;
  status: string;
  clientType?: string | null;
  name?: string;
}

/** What the chosen report makes and who sees it. */
export const KindNote = () => {
  const translate = useTranslate();
  const kind = useWatch<Run, 'kind'>({ name: 'kind' });
  if (!kind) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="report-about" sx={{ mb: 1 }}>
      {translate(`${S}.about.${kind}`)}
    </Typography>
  );
};

/**
 * How many clients the run will cover, read from the client list with the same filters: the platform
 * chooses a run's clients with the client list's own conditions, so the count is the run's size.
 */
export const Coverage = () => {
  const translate = useTranslate();
  const [nodeId, portfolioGroupId, status, clientType, name] = useWatch<Run>({
    name: ['nodeId', 'portfolioGroupId', 'status', 'clientType', 'name'],
  }) as (string | null | undefined)[];
  const filter = Object.fromEntries(
    Object.entries({
      nodeId,
      clientFeeGroupId: portfolioGroupId,
      status,
      clientType,
      name: name?.trim(),
    }).filter(([, v]) => !!v),
  );
  const { total, isPending } = useGetList(
    'clients',
    { filter, pagination: { page: 1, perPage: 1 } },
    { enabled: !!nodeId },
  );
  return (
    <Alert severity="info" role="status" sx={{ my: 1 }} data-testid="report-coverage">
      {isPending || total === undefined
        ? translate(`${S}.counting`)
        : translate(`${S}.coverage`, { smart_count: total })}
    </Alert>
  );
};
