import { Typography } from '@mui/material';
import { Edit, useEditContext, useTranslate } from 'react-admin';
import { RecordForm } from '../../shared/RecordForm';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useFormServerError, type FormServerError } from '../../shared/useFormServerError';
import { useReadErrorToast } from '../../shared/useReadErrorToast';
import { useScrollToAnchor } from '../../shared/useScrollToAnchor';
import { MachineCredentialsPanel, RemoveMfaButton } from './UserActions';
import { DetailsInputs, PermissionInputs, Section } from './UserInputs';
import { userPaths } from './userPaths';

const SecuritySection = () => {
  const { record } = useEditContext();
  const translate = useTranslate();
  if (record?.userType !== 'User') return null;
  return (
    <Section id="security">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('resources.users.fields.mfaEnabled')}:{' '}
        {translate(record.mfaEnabled ? 'resources.users.mfa.enabled' : 'resources.users.mfa.notSetUp')}
      </Typography>
      <RemoveMfaButton />
    </Section>
  );
};

const CredentialsSection = () => {
  const { record } = useEditContext();
  if (record?.userType !== 'Machine') return null;
  return (
    <Section id="credentials">
      <MachineCredentialsPanel />
    </Section>
  );
};

const UserEditForm = ({ serverError }: { serverError?: FormServerError }) => {
  const { record } = useEditContext();
  useScrollToAnchor(!!record);
  return (
    <RecordForm>
      <ServerErrorAlert error={serverError} />
      <DetailsInputs />
      <PermissionInputs />
      <CredentialsSection />
      <SecuritySection />
    </RecordForm>
  );
};

const toShow = (_resource?: string, id?: string | number) =>
  id === undefined ? userPaths.list() : userPaths.show(id);

/** /users/{id}/edit(#details|#permissions|#credentials|#security): PUT the changed fields with the version read. */
export const UserEdit = () => {
  const { serverError, mutationOptions } = useFormServerError();
  const onReadError = useReadErrorToast();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      queryOptions={{ onError: onReadError }}
      redirect={toShow}
    >
      <UserEditForm serverError={serverError} />
    </Edit>
  );
};
