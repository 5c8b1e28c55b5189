import { validateAccountDetails } from 'uk-modulus-check';
import type { ClientType, ClientStatus } from '../../../contract/enums';
import {
  COMPANY_WORDS,
  EMAIL_DOMAINS,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  NATIONALITIES,
  PLACES,
  STREETS,
  SURNAMES,
} from './seed-data';
import {
  Rng,
  anchorTimestamp,
  companyNumber,
  dateOfBirth,
  mobileNumber,
  nationalInsuranceNo,
  postcode,
} from './seed-random';

/**
 * Builds a firm's demo clients as rows for the `clients` table: people, their children, their companies
 * and trusts, with profiles in the contract's field names (contract/clients.ts), valid for ZCreateClient.
 */

export interface ClientSeedRow {
  id: string;
  firmId: string;
  nodeId: string;
  clientType: ClientType;
  status: ClientStatus;
  name: string;
  firstName: string | null;
  surname: string | null;
  email: string | null;
  dateOfBirth: string | null;
  parentId: string | null;
  profile: Record<string, unknown>;
  createdBy: string;
  updatedBy: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ClientPlan {
  firmId: string;
  /** Ids from keel_id(), one per client, in the order the clients are listed. */
  ids: string[];
  /** Node ids and how often clients land on each. */
  nodes: readonly (readonly [string, number])[];
  actorId: string;
}

/** How many of each type: mostly individuals; at least one of each when there is room. */
export function typeCounts(total: number): Record<ClientType, number> {
  const atLeastOne = (share: number) => (total >= 4 ? Math.max(1, Math.round(total * share)) : 0);
  const minors = atLeastOne(0.12);
  const corporates = atLeastOne(0.07);
  const trusts = atLeastOne(0.06);
  return {
    Individual: total - minors - corporates - trusts,
    'Individual Minor': minors,
    Corporate: corporates,
    Trust: trusts,
  };
}

type Address = { address1: string; address2: string; postCode: string; country: 'GB' };

function address(rng: Rng): Address {
  const place = rng.pick(PLACES);
  return {
    address1: `${rng.int(1, 180)} ${rng.pick(STREETS)}`,
    address2: place.town,
    postCode: postcode(rng, place.outward),
    country: 'GB',
  };
}

/** A sort code and account number that pass VocaLink's modulus check, as the contract requires. */
function bankAccount(rng: Rng): { sortCode: string; accountNumber: string } {
  for (;;) {
    const sortCode = `${rng.int(10, 99)}${rng.digits(4)}`;
    const accountNumber = rng.digits(8);
    if (validateAccountDetails(sortCode, accountNumber)) return { sortCode, accountNumber };
  }
}

const emailPart = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

function status(rng: Rng): ClientStatus {
  return rng.weighted([
    ['Active', 80],
    ['Pending', 12],
    ['Registered', 8],
  ] as const);
}

function base(plan: ClientPlan, id: string, rng: Rng, index: number) {
  const daysAgo = Math.floor(((plan.ids.length - index) / plan.ids.length) * 1000) + rng.int(0, 3);
  const createdAt = anchorTimestamp(daysAgo, rng.int(8 * 60, 18 * 60));
  return {
    id,
    firmId: plan.firmId,
    createdBy: plan.actorId,
    updatedBy: plan.actorId,
    createdAt,
    updatedAt: createdAt,
  };
}

function individual(
  plan: ClientPlan,
  rng: Rng,
  id: string,
  index: number,
  emails: Set<string>,
): ClientSeedRow {
  const female = rng.chance(0.51);
  const firstName = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const surname = rng.pick(SURNAMES);
  const dob = dateOfBirth(rng, 21, 86);
  const age = 2026 - Number(dob.slice(0, 4));
  let email = `${emailPart(firstName)}.${emailPart(surname)}@${rng.pick(EMAIL_DOMAINS)}`;
  for (let n = 2; emails.has(email); n++) email = email.replace(/\d*@/, `${n}@`);
  emails.add(email);
  const st = status(rng);
  const nationality = rng.weighted(NATIONALITIES);
  const nino = nationalInsuranceNo(rng);
  const title = rng.chance(0.03)
    ? rng.pick(['Dr', 'Professor'] as const)
    : rng.chance(0.02)
      ? 'Mx'
      : female
        ? rng.weighted([
            ['Mrs', 45],
            ['Ms', 35],
            ['Miss', 20],
          ] as const)
        : 'Mr';
  const profile: Record<string, unknown> = {
    title,
    gender: title === 'Mx' ? 'Other' : female ? 'Female' : 'Male',
    addressDetail: address(rng),
    mobile: { number: mobileNumber(rng), locale: 'en-GB', isMobile: true },
    nationality,
    nationalities: [{ code: nationality, identifiers: [{ name: 'NINO', value: nino, available: true }] }],
    nationalInsuranceNo: nino,
    taxDomicile: 'GB',
    language: 'en',
    currency: 'GBP',
    maritalStatus: rng.weighted([
      ['Married', 50],
      ['Single', 30],
      ['Divorced', 12],
      ['Widowed', age > 60 ? 10 : 1],
    ] as const),
    employmentStatus:
      age >= 67
        ? 'Retired'
        : rng.weighted([
            ['Employed', 70],
            ['Self Employed', 18],
            ['Other', 4],
            ['Unemployed', 3],
          ] as const),
    retirementAge: age >= 67 ? Math.min(age, 75) : rng.pick([60, 65, 67, 68]),
    amlStatus: st === 'Pending' ? 'Pending' : 'Approved',
    termsAccepted: st !== 'Pending',
    marketingConsent: rng.chance(0.4),
  };
  if (rng.chance(0.6))
    profile.bankDetails = {
      accountName: `${firstName} ${surname}`,
      ...bankAccount(rng),
      verificationStatus: st === 'Active' ? 'Active' : 'Pending',
      paymentMethod: 'Direct Debit',
    };
  return {
    ...base(plan, id, rng, index),
    nodeId: rng.weighted(plan.nodes),
    clientType: 'Individual',
    status: st,
    name: `${firstName} ${surname}`,
    firstName,
    surname,
    email,
    dateOfBirth: dob,
    parentId: null,
    profile,
  };
}

function minor(plan: ClientPlan, rng: Rng, id: string, index: number, parent: ClientSeedRow): ClientSeedRow {
  const female = rng.chance(0.5);
  const firstName = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const st = parent.status === 'Active' ? 'Active' : parent.status;
  return {
    ...base(plan, id, rng, index),
    nodeId: parent.nodeId,
    clientType: 'Individual Minor',
    status: st,
    name: `${firstName} ${parent.surname}`,
    firstName,
    surname: parent.surname,
    email: null,
    dateOfBirth: dateOfBirth(rng, 0, 13),
    parentId: parent.id,
    profile: {
      title: female ? 'Miss' : 'Mr',
      gender: female ? 'Female' : 'Male',
      addressDetail: parent.profile.addressDetail,
      nationality: parent.profile.nationality,
      taxDomicile: 'GB',
      language: 'en',
      currency: 'GBP',
      termsAccepted: st !== 'Pending',
    },
  };
}

function corporate(
  plan: ClientPlan,
  rng: Rng,
  id: string,
  index: number,
  people: ClientSeedRow[],
): ClientSeedRow {
  const director = rng.pick(people);
  const name = rng.chance(0.5)
    ? `${director.surname} ${rng.pick(COMPANY_WORDS)} Ltd`
    : `${rng.pick(PLACES).town.split(' ')[0]} ${rng.pick(COMPANY_WORDS)} Ltd`;
  const parties = [{ clientId: director.id, role: 'Director' }];
  const second = rng.pick(people);
  if (second.id !== director.id && rng.chance(0.6))
    parties.push({ clientId: second.id, role: rng.pick(['Director', 'Significant Shareholder'] as const) });
  const st = status(rng);
  return {
    ...base(plan, id, rng, index),
    nodeId: director.nodeId,
    clientType: 'Corporate',
    status: st,
    name,
    firstName: null,
    surname: null,
    email: `accounts@${emailPart(name.replace(/ Ltd$/, ''))}.example.com`,
    dateOfBirth: null,
    parentId: null,
    profile: {
      companyNumber: companyNumber(rng),
      addressDetail: address(rng),
      nationality: 'GB',
      taxDomicile: 'GB',
      language: 'en',
      currency: 'GBP',
      amlStatus: st === 'Pending' ? 'Pending' : 'Approved',
      termsAccepted: st !== 'Pending',
      relatedParties: parties,
    },
  };
}

function trust(
  plan: ClientPlan,
  rng: Rng,
  id: string,
  index: number,
  people: ClientSeedRow[],
): ClientSeedRow {
  const settlor = rng.pick(people);
  const trustType = rng.weighted([
    ['Discretionary', 40],
    ['Bare', 20],
    ['Interest in possession', 15],
    ['Accumulation', 10],
    ['Settlor-interested', 10],
    ['Mixed', 5],
  ] as const);
  const name = rng.weighted([
    [`The ${settlor.surname} Family Trust`, 3],
    [`${settlor.firstName} ${settlor.surname} Settlement`, 2],
    [`The ${settlor.surname} Will Trust`, 1],
  ] as const);
  const trustees = new Set([settlor.id, rng.pick(people).id]);
  const st = status(rng);
  return {
    ...base(plan, id, rng, index),
    nodeId: settlor.nodeId,
    clientType: 'Trust',
    status: st,
    name,
    firstName: null,
    surname: null,
    email: null,
    dateOfBirth: null,
    parentId: null,
    profile: {
      trustType,
      addressDetail: settlor.profile.addressDetail,
      nationality: 'GB',
      taxDomicile: 'GB',
      language: 'en',
      currency: 'GBP',
      amlStatus: st === 'Pending' ? 'Pending' : 'Approved',
      termsAccepted: st !== 'Pending',
      relatedParties: [
        { clientId: settlor.id, role: 'Settlor' },
        ...[...trustees].map((clientId) => ({ clientId, role: 'Trustee' })),
      ],
    },
  };
}

/**
 * The firm's clients, in id order. Types are shuffled across the ids so any page of a list shows a mix;
 * individuals are built first so that children, companies and trusts can point at them.
 */
export function buildClients(plan: ClientPlan, rng: Rng): ClientSeedRow[] {
  const counts = typeCounts(plan.ids.length);
  const types = rng.shuffle(
    (Object.entries(counts) as [ClientType, number][]).flatMap(([type, n]) =>
      Array<ClientType>(n).fill(type),
    ),
  );
  const slots = types.map((type, index) => ({ type, index, id: plan.ids[index] }));
  const emails = new Set<string>();
  const rows = new Map<number, ClientSeedRow>();
  const people = slots
    .filter((s) => s.type === 'Individual')
    .map((s) => {
      const row = individual(plan, rng, s.id, s.index, emails);
      rows.set(s.index, row);
      return row;
    });
  const adults = people.filter((p) => Number(p.dateOfBirth!.slice(0, 4)) < 1996);
  for (const s of slots) {
    if (s.type === 'Individual Minor')
      rows.set(s.index, minor(plan, rng, s.id, s.index, rng.pick(adults.length ? adults : people)));
    if (s.type === 'Corporate') rows.set(s.index, corporate(plan, rng, s.id, s.index, people));
    if (s.type === 'Trust') rows.set(s.index, trust(plan, rng, s.id, s.index, people));
  }
  return slots.map((s) => rows.get(s.index)!);
}
