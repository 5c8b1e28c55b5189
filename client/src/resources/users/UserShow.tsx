import EditIcon from '@mui/icons-material/Edit';
import { Button, Typography } from '@mui/material';
import {
  CanAccess,
  ChipField,
  FunctionField,
  Labeled,
  Link,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DayField } from '../../shared/DayField';
import { RecordHistory } from '../../shared/RecordHistory';
import { useReadErrorToast } from '../../shared/useReadErrorToast';
import { PermissionMatrix } from './PermissionMatrix';
import { MachineCredentialsPanel, RemoveMfaButton } from './UserActions';
import { userPaths } from './userPaths';

const EditUserButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <CanAccess resource="users" action="edit">
      <Button component={Link} to={userPaths.edit(record.id)} startIcon={<EditIcon />}>
        {translate('ra.action.edit')}
      </Button>
    </CanAccess>
  );
};

const ShowActions = () => (
  <TopToolbar>
    <RemoveMfaButton />
    <EditUserButton />
  </TopToolbar>
);

const UserHeading = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
      {record.name}
    </Typography>
  );
};

const Permissions = () => {
  const record = useRecordContext();
  return (
    <Labeled label="resources.users.fields.scopes" fullWidth>
      <PermissionMatrix value={record?.scopes ?? []} disabled />
    </Labeled>
  );
};

const MfaField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (record?.userType !== 'User') return null;
  return (
    <Labeled label="resources.users.fields.mfaEnabled">
      <span>
        {translate(record.mfaEnabled ? 'resources.users.mfa.enabled' : 'resources.users.mfa.notSetUp')}
      </span>
    </Labeled>
  );
};

const Credentials = () => {
  const record = useRecordContext();
  if (record?.userType !== 'Machine') return null;
  return (
    <Labeled label="resources.users.sections.credentials" fullWidth>
      <MachineCredentialsPanel />
    </Labeled>
  );
};

/** Who changed the user, their permissions or their sign-in settings, and when (the history card). */
const UserHistory = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <RecordHistory
      entityType="user"
      entityId={String(record.id)}
      resource="users"
      version={record.auditDetails?.version}
      sx={{ m: 2 }}
    />
  );
};

/** /users/{id}: who the user is, where they sit, what they may do, the admin actions on them, and their history. */
export const UserShow = () => {
  const onReadError = useReadErrorToast();
  return (
    <Show
      title="resources.users.show.title"
      actions={<ShowActions />}
      queryOptions={{ onError: onReadError }}
    >
      <UserHeading />
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="email" />
        <TextField source="userType" />
        <ChipField source="status" />
        <FunctionField source="nodeName" render={(r) => r.nodeName ?? r.nodeId} />
        <MfaField />
        <DayField source="createdDate" />
        <Credentials />
        <Permissions />
      </SimpleShowLayout>
      <UserHistory />
    </Show>
  );
};
