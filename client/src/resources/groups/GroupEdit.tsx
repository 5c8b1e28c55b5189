import ListIcon from '@mui/icons-material/List';
import PeopleIcon from '@mui/icons-material/People';
import { Button, Divider } from '@mui/material';
import { Edit, Link, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { RecordHistory } from '../../shared/RecordHistory';
import { RecordForm } from '../../shared/RecordForm';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useFormServerError } from '../../shared/useFormServerError';
import { useReadErrorToast } from '../../shared/useReadErrorToast';
import { GroupInputs } from './GroupInputs';
import { GroupMembers } from './GroupMembers';
import { GROUPS_RESOURCE, groupPaths } from '../../shared/groupPaths';

const GroupEditActions = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <TopToolbar>
      <Button component={Link} to={groupPaths.clients(record.id)} startIcon={<PeopleIcon />}>
        {translate('resources.portfolioGroups.list.viewClients')}
      </Button>
      <Button component={Link} to={groupPaths.list()} startIcon={<ListIcon />}>
        {translate('resources.portfolioGroups.list.title')}
      </Button>
    </TopToolbar>
  );
};

/** Who renamed, archived or restored the group, or changed its members, and when. */
const GroupHistory = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <RecordHistory
      entityType="portfolioGroup"
      entityId={String(record.id)}
      resource={GROUPS_RESOURCE}
      version={record.auditDetails?.version}
      sx={{ m: 2 }}
    />
  );
};

/**
 * /clients/groups/{id}/edit: rename, archive or restore (saved with the version read, 412 when stale),
 * below the form the members, added and removed one at a time, and at the bottom the group's history.
 */
export const GroupEdit = () => {
  const { serverError, mutationOptions } = useFormServerError();
  const onReadError = useReadErrorToast();
  return (
    <Edit
      resource={GROUPS_RESOURCE}
      title="resources.portfolioGroups.edit.title"
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      queryOptions={{ onError: onReadError }}
      redirect={false}
      actions={<GroupEditActions />}
    >
      <RecordForm>
        <ServerErrorAlert error={serverError} />
        <GroupInputs />
      </RecordForm>
      <Divider />
      <GroupMembers />
      <GroupHistory />
    </Edit>
  );
};
