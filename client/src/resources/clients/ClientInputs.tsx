import type { ClientType } from '../../../../contract/enums';
import { AddressSection } from './sections/AddressSection';
import { AdministrationSection, BankSection, ComplianceSection } from './sections/ComplianceSections';
import { TaxSection } from './sections/NationalitySection';
import {
  CompanySection,
  OrganisationContactSection,
  TrustDetailsSection,
} from './sections/OrganisationSections';
import { ContactSection, EmploymentSection, PersonalSection } from './sections/PersonSections';
import { RelatedPartiesSection } from './sections/RelatedPartiesSection';
import { ParentSection } from './sections/ParentSection';

type Mode = 'create' | 'edit';

/**
 * The sections of each type of client, in the order the details page shows them; each section's id is
 * its `#anchor` on the edit page (personal, contact, address, tax, employment, bank, compliance,
 * administration; company or trust, and relatedParties, for organisations).
 */
export const ClientInputs = ({ clientType, mode }: { clientType: ClientType; mode: Mode }) => {
  switch (clientType) {
    case 'Individual Minor':
      // A child: no bank account, employment or marketing consent of its own (its parent runs the JISA).
      return (
        <>
          <ParentSection mode={mode} />
          <PersonalSection minor />
          <AddressSection required={false} />
          <TaxSection />
          <ComplianceSection person="minor" />
          <AdministrationSection mode={mode} />
        </>
      );
    case 'Corporate':
    case 'Trust':
      return (
        <>
          {clientType === 'Corporate' ? <CompanySection /> : <TrustDetailsSection />}
          <AddressSection />
          <OrganisationContactSection />
          <RelatedPartiesSection clientType={clientType} />
          <BankSection />
          <ComplianceSection />
          <AdministrationSection mode={mode} />
        </>
      );
    default:
      return (
        <>
          <PersonalSection />
          <ContactSection />
          <AddressSection />
          <TaxSection />
          <EmploymentSection />
          <BankSection />
          <ComplianceSection person="adult" />
          <AdministrationSection mode={mode} />
        </>
      );
  }
};
