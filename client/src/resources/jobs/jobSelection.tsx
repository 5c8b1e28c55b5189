import { Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { TJob } from '../../../../contract/jobs';
import { GROUPS_RESOURCE } from '../../shared/groupPaths';
import { useNodeTree } from '../../shared/nodeTree';

const S = 'resources.jobs.show.selection';

interface Selection {
  portfolioGroupId?: string;
  status?: string;
  clientType?: string;
  name?: string;
}

/**
 * Whom a run covered, in words, from what its parameters kept (decision 0703): "Active clients under
 * North Desk, in fee group The Hughes family, Individual, name containing “smith”". Runs queued before
 * the selection was kept (and contract notes) say nothing.
 */
export const JobSelection = ({ job }: { job: Pick<TJob, 'nodeId' | 'params'> }) => {
  const translate = useTranslate();
  const { nodes } = useNodeTree();
  const { portfolioGroupId, status, clientType, name } = job.params as Selection;
  const { data: group } = useGetOne(
    GROUPS_RESOURCE,
    { id: portfolioGroupId ?? '' },
    { enabled: !!portfolioGroupId },
  );
  if (!status) return null;
  const node = nodes.find((n) => n.id === job.nodeId)?.name ?? job.nodeId;
  const parts = [
    translate(`${S}.under`, { status, node }),
    portfolioGroupId && translate(`${S}.group`, { group: group?.name ?? portfolioGroupId }),
    clientType,
    name && translate(`${S}.name`, { name }),
  ].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="job-selection">
      {parts.join(', ')}
    </Typography>
  );
};
