import { Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useGetIdentity, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { TMachineCredentials } from '../../../../contract/users';
import { submissionErrorsOf } from '../../data/httpErrors';
import { RequireAccess } from '../../shell/RequireAccess';
import { FormRootError } from '../../shared/FormRootError';
import { RecordForm } from '../../shared/RecordForm';
import { CredentialsDialog } from './CredentialsDialog';
import { DetailsInputs, PermissionInputs } from './UserInputs';
import { userPaths } from './userPaths';
import { useUserCall } from './usersApi';

interface Created {
  id: string;
  credentials?: TMachineCredentials;
}

/**
 * /users/create: a person (sent a link to set their password) or a machine (whose secret is shown here,
 * once). The platform's answer carries the secret, so this page calls it itself rather than through
 * react-admin's create, which would read the record back and lose it.
 */
export const UserCreate = () => (
  <RequireAccess resource="users" action="create">
    <UserCreateForm />
  </RequireAccess>
);

const UserCreateForm = () => {
  const { identity, isPending } = useGetIdentity();
  const call = useUserCall();
  const notify = useNotify();
  const navigate = useNavigate();
  const [machine, setMachine] = useState<Created>();
  if (isPending) return <Loading />;

  const save = async (values: Record<string, unknown>) => {
    try {
      const created = await call<Created>('createUser', { body: { ...values, firmId: identity?.firmId } });
      if (created.credentials) return void setMachine(created);
      notify('resources.users.created', { type: 'success' });
      navigate(userPaths.show(created.id));
    } catch (error) {
      // Spec §8: field errors under their fields, the message at the top of the form; no toast.
      return submissionErrorsOf(error);
    }
  };

  return (
    <Card>
      <Title title="resources.users.createTitle" />
      <CardContent>
        <RecordForm
          onSubmit={save}
          defaultValues={{ userType: 'User', status: 'Active', nodeId: identity?.nodeId, scopes: [] }}
        >
          <FormRootError />
          <DetailsInputs />
          <PermissionInputs />
        </RecordForm>
      </CardContent>
      <CredentialsDialog
        credentials={machine?.credentials}
        onClose={() => {
          notify('resources.users.createdMachine', { type: 'success' });
          navigate(userPaths.show(machine!.id));
        }}
      />
    </Card>
  );
};
