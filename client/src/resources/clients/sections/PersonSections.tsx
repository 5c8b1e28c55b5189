import { NumberInput, SelectInput } from 'react-admin';
import { EMPLOYMENT_STATUSES, MARITAL_STATUSES } from '../../../../../contract/enums';
import { toChoices } from '../../../shared/choices';
import { FormSection, wide } from './FormSection';
import { ContactInputs, PersonInputs } from './PersonInputs';

/** Name, birth and family; a child's marital status is not recorded. */
export const PersonalSection = ({ minor = false }: { minor?: boolean }) => (
  <FormSection
    id="personal"
    fields={['title', 'firstName', 'middleNames', 'surname', 'dateOfBirth', 'gender', 'maritalStatus']}
  >
    <PersonInputs />
    {!minor && <SelectInput source="maritalStatus" choices={toChoices(MARITAL_STATUSES)} sx={wide} />}
  </FormSection>
);

export const ContactSection = () => (
  <FormSection id="contact" fields={['email', 'mobile']}>
    <ContactInputs />
  </FormSection>
);

export const EmploymentSection = () => (
  <FormSection id="employment" fields={['employmentStatus', 'retirementAge']}>
    <SelectInput source="employmentStatus" choices={toChoices(EMPLOYMENT_STATUSES)} sx={wide} />
    <NumberInput source="retirementAge" min={0} max={120} step={1} sx={wide} />
  </FormSection>
);
