import { AutocompleteInput, ReferenceInput, type ReferenceInputProps } from 'react-admin';
import { GROUPS_RESOURCE } from '../../shared/groupPaths';

/** The clients list's fee group filter: the firm's client fee groups, found by name as one types. */
export const FeeGroupFilter = (
  props: { source: string } & Omit<ReferenceInputProps, 'reference' | 'children' | 'source'>,
) => (
  <ReferenceInput {...props} reference={GROUPS_RESOURCE} filter={{ groupIntent: 'Client Fee Group' }}>
    <AutocompleteInput optionText="name" label="resources.clients.fields.clientFeeGroupId" />
  </ReferenceInput>
);
