import { and, eq, notInArray } from 'drizzle-orm';
import { ADULT_AGE } from '../../../contract/clients';
import type { WrapperType } from '../../../contract/enums';
import { ageOn } from '../../../contract/validation';
import type { Tx } from '../db/connection';
import { accounts, clients } from '../db/schema';
import { fieldError } from '../errors';

type ClientFacts = Pick<typeof clients.$inferSelect, 'id' | 'clientType' | 'dateOfBirth'>;
const FIELD = 'wrapperDetail.wrapperType';
const PERSONAL_PENSIONS: readonly WrapperType[] = ['Pension', 'SIPP', 'TPPENSION'];

const isAdult = (c: ClientFacts) => !!c.dateOfBirth && ageOn(c.dateOfBirth) >= ADULT_AGE;

/**
 * UK rules on who may hold which wrapper: a stocks and shares ISA is for an adult individual, a Junior ISA
 * for a child (one each), a personal pension for a person rather than a company or trust.
 */
export async function checkWrapperEligibility(tx: Tx, client: ClientFacts, wrapperType: WrapperType) {
  if (wrapperType === 'ISA' && (client.clientType !== 'Individual' || !isAdult(client)))
    throw fieldError(FIELD, 'An ISA is for an individual aged 18 or over; open a JISA for a child');
  if (wrapperType === 'JISA') {
    if (client.clientType !== 'Individual Minor' || isAdult(client))
      throw fieldError(FIELD, 'A JISA is for a child (an Individual Minor under 18)');
    const [existing] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.clientId, client.id),
          eq(accounts.wrapperType, 'JISA'),
          notInArray(accounts.status, ['Closed', 'Deleted']),
        ),
      )
      .limit(1);
    if (existing)
      throw fieldError(FIELD, `This child already has a Junior ISA (${existing.id}); a child may hold one`);
  }
  if (
    PERSONAL_PENSIONS.includes(wrapperType) &&
    !['Individual', 'Individual Minor'].includes(client.clientType)
  )
    throw fieldError(FIELD, 'A personal pension belongs to a person, not a company or trust');
}
