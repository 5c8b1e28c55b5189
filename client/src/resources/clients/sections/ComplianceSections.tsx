import { BooleanInput, SelectInput, TextArrayInput, TextInput } from 'react-admin';
import { NodeInput } from '../../../shared/NodePicker';
import { useWatch } from 'react-hook-form';
import { AML_STATUSES } from '../../../../../contract/clients';
import { BANK_DETAILS_VERIFICATION, CLIENT_STATUSES, PAYMENT_METHODS } from '../../../../../contract/enums';
import { toChoices } from '../../../shared/choices';
import { FormSection, wide } from './FormSection';

/** The bank account money is paid from and to; the platform runs VocaLink's modulus check on the pair. */
export const BankSection = () => (
  <FormSection id="bank" fields={['bankDetails']}>
    <TextInput source="bankDetails.accountName" sx={wide} />
    <TextInput source="bankDetails.sortCode" inputMode="numeric" sx={wide} />
    <TextInput source="bankDetails.accountNumber" inputMode="numeric" sx={wide} />
    <SelectInput
      source="bankDetails.verificationStatus"
      choices={toChoices(BANK_DETAILS_VERIFICATION)}
      sx={wide}
    />
    <SelectInput source="bankDetails.paymentMethod" choices={toChoices(PAYMENT_METHODS)} sx={wide} />
  </FormSection>
);

/** Consumer Duty: a vulnerable person is flagged with the reasons, so every adviser adapts to them. */
const VulnerabilityInputs = () => {
  const isVulnerable = useWatch({ name: 'vulnerability.isVulnerable' });
  return (
    <>
      <BooleanInput source="vulnerability.isVulnerable" />
      {isVulnerable && (
        <TextArrayInput
          source="vulnerability.reason"
          helperText="resources.clients.onboarding.vulnerabilityReasonHelper"
          sx={wide}
        />
      )}
    </>
  );
};

/**
 * Vulnerability (people only), the AML result and the consents. A child's marketing consent is its
 * parent's to give, so `person="minor"` leaves it out.
 */
export const ComplianceSection = ({ person }: { person?: 'adult' | 'minor' }) => (
  <FormSection id="compliance" fields={['vulnerability', 'amlStatus', 'termsAccepted', 'marketingConsent']}>
    {person && <VulnerabilityInputs />}
    <SelectInput source="amlStatus" choices={toChoices(AML_STATUSES)} sx={wide} />
    <BooleanInput source="termsAccepted" />
    {person !== 'minor' && <BooleanInput source="marketingConsent" />}
  </FormSection>
);

/** Where the client sits in the firm, and its status (changed on the overview, with a reason). */
export const AdministrationSection = ({ mode }: { mode: 'create' | 'edit' }) => (
  <FormSection id="administration" fields={['nodeId', 'status']}>
    <NodeInput helperText="resources.clients.helpers.nodeId" sx={wide} />
    <SelectInput
      source="status"
      choices={toChoices(CLIENT_STATUSES)}
      disabled={mode === 'edit'}
      helperText={mode === 'edit' ? 'resources.clients.helpers.status' : false}
      sx={wide}
    />
  </FormSection>
);
