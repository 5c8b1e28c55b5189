import { AutocompleteInput, SelectInput, TextInput } from 'react-admin';
import { TRUST_TYPES } from '../../../../../contract/enums';
import { toChoices } from '../../../shared/choices';
import { useCountryChoices } from '../../../shared/useCountryChoices';
import { FormSection, wide } from './FormSection';
import { ContactInputs } from './PersonInputs';

const TaxDomicileInput = () => {
  const { choices: countries } = useCountryChoices();
  return <AutocompleteInput source="taxDomicile" choices={countries} sx={wide} />;
};

export const CompanySection = () => (
  <FormSection id="company" fields={['name', 'companyNumber', 'taxDomicile']}>
    <TextInput source="name" label="resources.clients.fields.companyName" isRequired sx={wide} />
    <TextInput source="companyNumber" isRequired sx={wide} />
    <TaxDomicileInput />
  </FormSection>
);

export const TrustDetailsSection = () => (
  <FormSection id="trust" fields={['name', 'trustType', 'taxDomicile']}>
    <TextInput source="name" label="resources.clients.fields.trustName" isRequired sx={wide} />
    <SelectInput source="trustType" choices={toChoices(TRUST_TYPES)} isRequired sx={wide} />
    <TaxDomicileInput />
  </FormSection>
);

/** A company's or trust's correspondence email and phone (optional; its people have their own). */
export const OrganisationContactSection = () => (
  <FormSection id="contact" fields={['email', 'mobile']}>
    <ContactInputs emailRequired={false} />
  </FormSection>
);
