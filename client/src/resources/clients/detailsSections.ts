import type { ClientType } from '../../../../contract/enums';

/** A section of the client record as the details page shows it; its id is the edit form's `#anchor`. */
export interface DetailsSection {
  id: string;
  /** Dotted paths into the client record, in reading order. */
  fields: string[];
}

const ADDRESS = [
  'addressDetail.flatNumber',
  'addressDetail.buildingNumber',
  'addressDetail.buildingName',
  'addressDetail.address1',
  'addressDetail.address2',
  'addressDetail.address3',
  'addressDetail.address4',
  'addressDetail.postCode',
  'addressDetail.country',
];
const BANK = [
  'bankDetails.accountName',
  'bankDetails.sortCode',
  'bankDetails.accountNumber',
  'bankDetails.verificationStatus',
  'bankDetails.paymentMethod',
];
const ADMINISTRATION = ['id', 'nodeName', 'status', 'createdDate', 'auditDetails.updateDate'];

const PERSONAL = ['title', 'firstName', 'middleNames', 'surname', 'dateOfBirth', 'gender', 'maritalStatus'];
const TAX = ['nationality', 'nationalities', 'nationalInsuranceNo', 'taxDomicile'];
const COMPLIANCE = [
  'vulnerability.isVulnerable',
  'vulnerability.reason',
  'amlStatus',
  'termsAccepted',
  'marketingConsent',
];

const ADULT: DetailsSection[] = [
  { id: 'personal', fields: PERSONAL },
  { id: 'contact', fields: ['email', 'mobile.number'] },
  { id: 'address', fields: ADDRESS },
  { id: 'tax', fields: TAX },
  { id: 'employment', fields: ['employmentStatus', 'retirementAge'] },
  { id: 'bank', fields: BANK },
  { id: 'compliance', fields: COMPLIANCE },
  { id: 'administration', fields: ADMINISTRATION },
];

/** A child has no contact details, employment or bank account of its own; its parent comes first. */
const MINOR: DetailsSection[] = [
  { id: 'parent', fields: ['parentId'] },
  { id: 'personal', fields: PERSONAL },
  { id: 'address', fields: ADDRESS },
  { id: 'tax', fields: TAX },
  { id: 'compliance', fields: COMPLIANCE },
  { id: 'administration', fields: ADMINISTRATION },
];

const ORGANISATION_TAIL: DetailsSection[] = [
  { id: 'address', fields: ADDRESS },
  { id: 'contact', fields: ['email', 'mobile.number'] },
  { id: 'relatedParties', fields: ['relatedParties'] },
  { id: 'bank', fields: BANK },
  { id: 'compliance', fields: COMPLIANCE },
  { id: 'administration', fields: ADMINISTRATION },
];

/** The record's sections by client type, in the order and with the `#anchor`s of the edit forms (ClientInputs). */
export const DETAILS_SECTIONS: Record<ClientType, DetailsSection[]> = {
  Individual: ADULT,
  'Individual Minor': MINOR,
  Corporate: [{ id: 'company', fields: ['name', 'companyNumber', 'taxDomicile'] }, ...ORGANISATION_TAIL],
  Trust: [{ id: 'trust', fields: ['name', 'trustType', 'taxDomicile'] }, ...ORGANISATION_TAIL],
};

/** The value at a dotted path of a record (`addressDetail.postCode`). */
export const valueAt = (record: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], record);
