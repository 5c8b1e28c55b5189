import type { ClientType } from '../../../contract/enums';
import { EMAIL_DOMAINS, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, NATIONALITIES, SURNAMES } from './data';
import { base, status, type ClientPlan, type ClientSeedRow } from './client-row';
import { corporate, trust } from './organisations';
import { ageOnDay } from './calendar';
import {
  Rng,
  address,
  bankAccount,
  dateOfBirth,
  emailPart,
  mobileNumber,
  nationalInsuranceNo,
} from './random';

export type { ClientPlan, ClientSeedRow } from './client-row';

/**
 * Builds a firm's demo clients as rows for the `clients` table: people, their children, their companies
 * and trusts, with profiles in the contract's field names (contract/clients.ts), valid for ZCreateClient.
 */

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
  const dob = dateOfBirth(rng, plan.calendar, 21, 86);
  const age = ageOnDay(dob, plan.calendar.today);
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

/**
 * A child joins after their parent and after they were born: created a week or more after the parent, born
 * two months to thirteen years before that, so under 18 today (the firm's history is under three years).
 */
function minor(plan: ClientPlan, rng: Rng, id: string, index: number, parent: ClientSeedRow): ClientSeedRow {
  const cal = plan.calendar;
  const female = rng.chance(0.5);
  const firstName = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const st = parent.status === 'Active' ? 'Active' : parent.status;
  const slot = base(plan, id, rng, index);
  const afterParent = cal.at(
    cal.weekday(cal.plusDays(parent.createdAt.toISOString().slice(0, 10), 7)),
    rng.int(8 * 60, 18 * 60),
  );
  const createdAt = slot.createdAt > afterParent ? slot.createdAt : afterParent;
  const dob = cal.plusDays(createdAt.toISOString().slice(0, 10), -rng.int(60, 13 * 365));
  return {
    ...slot,
    createdAt,
    updatedAt: createdAt,
    nodeId: parent.nodeId,
    clientType: 'Individual Minor',
    status: st,
    name: `${firstName} ${parent.surname}`,
    firstName,
    surname: parent.surname,
    email: null,
    dateOfBirth: dob,
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
  // Parents old enough to have had the child as adults (the child is at most about 16).
  const adults = people.filter((p) => ageOnDay(p.dateOfBirth!, plan.calendar.today) >= 35);
  for (const s of slots) {
    if (s.type === 'Individual Minor')
      rows.set(s.index, minor(plan, rng, s.id, s.index, rng.pick(adults.length ? adults : people)));
    if (s.type === 'Corporate') rows.set(s.index, corporate(plan, rng, s.id, s.index, people));
    if (s.type === 'Trust') rows.set(s.index, trust(plan, rng, s.id, s.index, people));
  }
  return slots.map((s) => rows.get(s.index)!);
}
