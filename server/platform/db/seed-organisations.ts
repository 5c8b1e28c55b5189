import { COMPANY_WORDS, PLACES } from './seed-data';
import type { ClientPlan, ClientSeedRow } from './seed-client-row';
import { base, status } from './seed-client-row';
import { Rng, address, companyNumber, emailPart } from './seed-random';

/** Companies and trusts for the demo, each tied to individuals (directors, settlors, trustees). */

export function corporate(
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

export function trust(
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
