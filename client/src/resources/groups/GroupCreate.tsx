import { AutocompleteArrayInput, Create, ReferenceArrayInput } from 'react-admin';
import { RecordForm } from '../../shared/RecordForm';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useFormServerError } from '../../shared/useFormServerError';
import { GroupInputs, wide } from './GroupInputs';
import { GROUPS_RESOURCE, toGroupEdit } from '../../shared/groupPaths';

const DEFAULTS = { status: 'Active', groupIntent: 'Client Fee Group', clientIds: [] };

/** /clients/groups/create: a client fee group with its first members, found by ID or name. */
export const GroupCreate = () => {
  const { serverError, mutationOptions } = useFormServerError();
  return (
    <Create
      resource={GROUPS_RESOURCE}
      title="resources.portfolioGroups.create.title"
      redirect={toGroupEdit}
      mutationOptions={mutationOptions}
    >
      <RecordForm defaultValues={DEFAULTS}>
        <ServerErrorAlert error={serverError} />
        <GroupInputs />
        <ReferenceArrayInput source="clientIds" reference="clients">
          <AutocompleteArrayInput
            optionText="name"
            helperText="resources.portfolioGroups.helpers.clientIds"
            sx={wide}
          />
        </ReferenceArrayInput>
      </RecordForm>
    </Create>
  );
};
