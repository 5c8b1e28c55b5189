import { COMPANY_WORDS, PLACES } from './data';
import type { ClientPlan, ClientSeedRow } from './client-row';
import { base, status } from './client-row';
import { Rng, address, companyNumber, emailPart } from './random';

/** Companies and trusts for the demo, each tied to individuals (directors, settlors, trustees). */

type Party = { clientId: string; role: string };
/** Builds the company or trust in slot `index`, tied to some of the individuals already built. */
type Organisation = (
  plan: ClientPlan,
  rng: Rng,
  id: string,
  index: number,
  people: ClientSeedRow[],
) => ClientSeedRow;

/**
 * What companies and trusts share: the lead person's node, no personal fields, AML and terms by status.
 * `details` runs after the shared draws, so each organisation takes its random numbers in a fixed order.
 */
function organisation(
  plan: ClientPlan,
  rng: Rng,
  slot: { id: string; index: number },
  own: {
    lead: ClientSeedRow;
    clientType: 'Corporate' | 'Trust';
    name: string;
    email: string | null;
    relatedParties: Party[];
    details: () => Record<string, unknown>;
  },
): ClientSeedRow {
  const st = status(rng);
  return {
    ...base(plan, slot.id, rng, slot.index),
    nodeId: own.lead.nodeId,
    clientType: own.clientType,
    status: st,
    name: own.name,
    firstName: null,
    surname: null,
    email: own.email,
    dateOfBirth: null,
    parentId: null,
    profile: {
      ...own.details(),
      nationality: 'GB',
      taxDomicile: 'GB',
      language: 'en',
      currency: 'GBP',
      amlStatus: st === 'Pending' ? 'Pending' : 'Approved',
      termsAccepted: st !== 'Pending',
      relatedParties: own.relatedParties,
    },
  };
}

export const corporate: Organisation = (plan, rng, id, index, people) => {
  const director = rng.pick(people);
  const name = rng.chance(0.5)
    ? `${director.surname} ${rng.pick(COMPANY_WORDS)} Ltd`
    : `${rng.pick(PLACES).town.split(' ')[0]} ${rng.pick(COMPANY_WORDS)} Ltd`;
  const parties: Party[] = [{ clientId: director.id, role: 'Director' }];
  const second = rng.pick(people);
  if (second.id !== director.id && rng.chance(0.6))
    parties.push({ clientId: second.id, role: rng.pick(['Director', 'Significant Shareholder'] as const) });
  return organisation(
    plan,
    rng,
    { id, index },
    {
      lead: director,
      clientType: 'Corporate',
      name,
      email: `accounts@${emailPart(name.replace(/ Ltd$/, ''))}.example.com`,
      relatedParties: parties,
      details: () => ({ companyNumber: companyNumber(rng), addressDetail: address(rng) }),
    },
  );
};

export const trust: Organisation = (plan, rng, id, index, people) => {
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
  return organisation(
    plan,
    rng,
    { id, index },
    {
      lead: settlor,
      clientType: 'Trust',
      name,
      email: null,
      relatedParties: [
        { clientId: settlor.id, role: 'Settlor' },
        ...[...trustees].map((clientId) => ({ clientId, role: 'Trustee' })),
      ],
      details: () => ({ trustType, addressDetail: settlor.profile.addressDetail }),
    },
  );
};
