import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { PERSONAL_IDENTIFIER_TYPES } from '../../../../../contract/enums';
import { toChoices } from '../../../shared/choices';
import { useCountryChoices } from '../../../shared/useCountryChoices';
import { AddRowButton } from './AddRowButton';
import { FormSection, wide } from './FormSection';
import { NinoInput } from './PersonInputs';

const text = (key: string) => `resources.clients.onboarding.nationality.${key}`;
// The NINO has its own field (see clientForm.withNinoIdentifier); the rows hold the other identifiers.
const ROW_IDENTIFIERS = toChoices(PERSONAL_IDENTIFIER_TYPES.filter((t) => t !== 'NINO'));

/** Identifiers of one nationality: passport (CCPT), CONCAT, national identity number (NIDN). */
const IdentifierRows = () => (
  <ArrayInput source="identifiers" label={text('identifiers')}>
    <SimpleFormIterator
      inline
      disableReordering
      addButton={<AddRowButton label={text('addIdentifier')} />}
      fullWidth
    >
      <SelectInput source="name" label={text('identifierType')} choices={ROW_IDENTIFIERS} isRequired />
      <TextInput source="value" label={text('identifierValue')} />
      <BooleanInput source="available" label={text('identifierAvailable')} defaultValue />
    </SimpleFormIterator>
  </ArrayInput>
);

/** Every nationality the client holds (the first is the main one), each with its identifiers. */
export const NationalitiesInput = () => {
  const { choices: countries } = useCountryChoices();
  return (
    <ArrayInput source="nationalities" isRequired>
      <SimpleFormIterator disableReordering addButton={<AddRowButton label={text('add')} />} fullWidth>
        <AutocompleteInput source="code" label={text('country')} choices={countries} isRequired sx={wide} />
        <IdentifierRows />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/** Nationalities, the NINO and tax domicile (anchor #tax, as before). */
export const TaxSection = ({ nino = true }: { nino?: boolean }) => {
  const { choices: countries } = useCountryChoices();
  return (
    <FormSection id="tax" fields={['nationalities', 'nationality', 'nationalInsuranceNo', 'taxDomicile']}>
      <NationalitiesInput />
      {nino && <NinoInput />}
      <AutocompleteInput source="taxDomicile" choices={countries} sx={wide} />
    </FormSection>
  );
};
