import { Create, Loading, SimpleForm, useGetIdentity } from 'react-admin';
import type { ClientType } from '../../../../contract';
import { SaveOnlyToolbar } from '../shared/SaveOnlyToolbar';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { useFormServerError } from '../shared/useFormServerError';
import { ClientInputs } from './ClientInputs';
import { toOverview } from './clientPaths';

const INDIVIDUAL: ClientType = 'Individual';
const asIndividual = (data: Record<string, unknown>) => ({ ...data, clientType: INDIVIDUAL });

/** /clients/create: onboard an Individual client into the user's node unless another is chosen. */
export const ClientCreate = () => {
  const { identity, isPending } = useGetIdentity();
  const { serverError, mutationOptions } = useFormServerError();
  if (isPending) return <Loading />;
  const defaultValues = {
    nodeId: identity?.nodeId,
    nationality: 'GB',
    taxDomicile: 'GB',
    addressDetail: { country: 'GB' },
  };
  return (
    <Create transform={asIndividual} redirect={toOverview} mutationOptions={mutationOptions}>
      <SimpleForm defaultValues={defaultValues} disableInvalidFormNotification toolbar={<SaveOnlyToolbar />}>
        <ServerErrorAlert error={serverError} />
        <ClientInputs mode="create" />
      </SimpleForm>
    </Create>
  );
};
