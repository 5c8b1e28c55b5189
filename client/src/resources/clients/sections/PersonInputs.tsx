import { SelectInput, TextInput } from 'react-admin';
import { GENDERS } from '../../../../../contract/clients';
import { TITLES } from '../../../../../contract/enums';
import { toChoices } from '../../../shared/choices';
import { UkDateInput } from '../../../shared/UkDateInput';
import { wide } from './FormSection';

const label = (field: string) => `resources.clients.fields.${field}`;

/** A person's name, birth date and gender: a client's own, or a new director's or trustee's inline. */
export const PersonInputs = () => (
  <>
    <SelectInput source="title" label={label('title')} choices={toChoices(TITLES)} isRequired sx={wide} />
    <TextInput source="firstName" label={label('firstName')} isRequired sx={wide} />
    <TextInput source="middleNames" label={label('middleNames')} sx={wide} />
    <TextInput source="surname" label={label('surname')} isRequired sx={wide} />
    <UkDateInput source="dateOfBirth" label={label('dateOfBirth')} isRequired sx={wide} />
    <SelectInput source="gender" label={label('gender')} choices={toChoices(GENDERS)} sx={wide} />
  </>
);

/** Email (required of an adult) and mobile. */
export const ContactInputs = ({ emailRequired = true }: { emailRequired?: boolean }) => (
  <>
    <TextInput source="email" label={label('email')} type="email" isRequired={emailRequired} sx={wide} />
    <TextInput source="mobile.number" label={label('mobile.number')} type="tel" sx={wide} />
  </>
);

/** The National Insurance number, typed once (the record also files it under the GB nationality). */
export const NinoInput = () => (
  <TextInput
    source="nationalInsuranceNo"
    label={label('nationalInsuranceNo')}
    helperText="resources.clients.onboarding.ninoHelper"
    sx={wide}
  />
);
