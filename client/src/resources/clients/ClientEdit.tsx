import { Edit, SimpleForm, useEditContext } from 'react-admin';
import { SaveOnlyToolbar } from '../shared/SaveOnlyToolbar';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { useFormServerError, type FormServerError } from '../shared/useFormServerError';
import { useReadErrorToast } from '../shared/useReadErrorToast';
import { useScrollToAnchor } from '../shared/useScrollToAnchor';
import { ClientInputs } from './ClientInputs';
import { toOverview } from './clientPaths';

const ClientEditForm = ({ serverError }: { serverError?: FormServerError }) => {
  const { record } = useEditContext();
  useScrollToAnchor(!!record);
  return (
    <SimpleForm disableInvalidFormNotification toolbar={<SaveOnlyToolbar />}>
      <ServerErrorAlert error={serverError} />
      <ClientInputs mode="edit" />
    </SimpleForm>
  );
};

/** /clients/{id}/edit(#section): PATCH the changed fields with the version read (412 when stale). */
export const ClientEdit = () => {
  const { serverError, mutationOptions } = useFormServerError();
  const onReadError = useReadErrorToast();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      queryOptions={{ onError: onReadError }}
      redirect={toOverview}
    >
      <ClientEditForm serverError={serverError} />
    </Edit>
  );
};
