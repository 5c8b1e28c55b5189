import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  SourceContextProvider,
  useSourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ROLES_BY_TYPE } from '../../../../../contract/clients';
import type { ClientType } from '../../../../../contract/enums';
import { toChoices } from '../../../shared/choices';
import { useCountryChoices } from '../../../shared/useCountryChoices';
import { AddRowButton } from './AddRowButton';
import { AddressInputs } from './AddressSection';
import { FormSection, wide } from './FormSection';
import { ContactInputs, NinoInput, PersonInputs } from './PersonInputs';

const text = (key: string) => `resources.clients.onboarding.parties.${key}`;
const clientLabel = (client: RaRecord) => `${client.name} (${client.id})`;
const searchByIdOrName = (q: string) => ({ q });
const NEW_PERSON = { nationality: 'GB', addressDetail: { country: 'GB' } };

/** The inputs of a new person, under `client` of the party: the fields an Individual client must have. */
const NewPersonInputs = () => {
  const parent = useSourceContext();
  const { choices: countries } = useCountryChoices();
  const inClient = {
    getSource: (source: string) => parent.getSource(`client.${source}`),
    getLabel: parent.getLabel,
  };
  return (
    <SourceContextProvider value={inClient}>
      <PersonInputs />
      <ContactInputs />
      <AutocompleteInput
        source="nationality"
        label="resources.clients.fields.nationality"
        choices={countries}
        isRequired
        sx={wide}
      />
      <NinoInput />
      <AddressInputs />
    </SourceContextProvider>
  );
};

/** One party: its role, and either an existing individual client picked by search or a new person. */
const PartyInputs = ({ clientType }: { clientType: ClientType }) => {
  const translate = useTranslate();
  const { getSource } = useSourceContext();
  const { getValues, setValue } = useFormContext();
  const [isNew, setIsNew] = useState(() => !!getValues(getSource('client')));
  const role = useWatch({ name: getSource('role') });

  function toggle() {
    // Only one of the two may be sent: clear the one being left; a new person starts as a UK resident.
    setValue(getSource(isNew ? 'client' : 'clientId'), undefined, { shouldDirty: true });
    if (!isNew) setValue(getSource('client'), NEW_PERSON, { shouldDirty: true });
    setIsNew(!isNew);
  }

  return (
    <Stack sx={{ width: '100%' }}>
      <SelectInput
        source="role"
        label={text('role')}
        choices={toChoices(ROLES_BY_TYPE[clientType] ?? [])}
        isRequired
        sx={wide}
      />
      {isNew ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(text('newHint'))}
          </Typography>
          <NewPersonInputs />
        </>
      ) : (
        <ReferenceInput
          source="clientId"
          reference="clients"
          // A beneficiary may be a child; every other role is held by an adult individual.
          filter={role === 'Beneficiary' ? {} : { clientType: 'Individual' }}
        >
          <AutocompleteInput
            label={text('existing')}
            optionText={clientLabel}
            filterToQuery={searchByIdOrName}
            isRequired
            sx={wide}
          />
        </ReferenceInput>
      )}
      <Button size="small" onClick={toggle} sx={{ alignSelf: 'flex-start' }}>
        {translate(text(isNew ? 'switchToExisting' : 'switchToNew'))}
      </Button>
    </Stack>
  );
};

/** The people of a company or trust in their roles (#relatedParties). */
export const RelatedPartiesSection = ({ clientType }: { clientType: 'Corporate' | 'Trust' }) => {
  const translate = useTranslate();
  return (
    <FormSection id="relatedParties" fields={['relatedParties']}>
      <Typography variant="body2" color="text.secondary">
        {translate(text(`helper.${clientType}`))}
      </Typography>
      <ArrayInput source="relatedParties" label={false}>
        <SimpleFormIterator disableReordering fullWidth addButton={<AddRowButton label={text('add')} />}>
          <PartyInputs clientType={clientType} />
        </SimpleFormIterator>
      </ArrayInput>
    </FormSection>
  );
};
