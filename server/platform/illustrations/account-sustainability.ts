import type { TAccountSustainability } from '../../../contract/illustrations';
import type { TRegularCrystallisation } from '../../../contract/pensions';
import { ageOn } from '../../../contract/validation';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { conflict } from '../errors';
import { londonToday, moneyOut } from '../ledger';
import { Decimal, ZERO } from '../ledger/money';
import { plansOf } from '../pensions/regular';
import { findPensionAccount, fundOf, valuesOf } from '../pensions/store';
import { sustainabilityOut } from './plan';
import { sustainability } from './sustainability';

/**
 * GET /illustration/sustainability/{firmId}?accountId= (decision 0904): the drawdown sustainability of a
 * pension account's own regular income, today. The pot is what its plans draw from (the crystallised
 * value for a drawdown income, the uncrystallised value for a regular UFPLS), the withdrawal their
 * monthly equivalent; a paused plan counts, since it is meant to resume. A pot of nothing lasts no time
 * (an answer, not a refusal: the plan exists, its money does not). The account's charges live in
 * its node's tariff and are not modelled: the figures are before charges, as the card says.
 */

const MONTHS_OF: Record<TRegularCrystallisation['frequency'], number> = {
  Monthly: 1,
  Quarterly: 3,
  Annually: 12,
};
const TARGET_AGE = 95;

export async function getAccountSustainability(
  db: Database,
  caller: Caller,
  accountId: string,
): Promise<TAccountSustainability> {
  const on = londonToday();
  const account = await findPensionAccount(db, caller, accountId);
  const plans = await plansOf(db, account.id);
  if (plans.length === 0)
    throw conflict('The account has no regular income; set one up to see how long the pot lasts');
  const dateOfBirth = account.dateOfBirth;
  if (!dateOfBirth) throw conflict("The client's date of birth is not on record");
  if (ageOn(dateOfBirth, on) >= TARGET_AGE)
    throw conflict(`The sustainability runs to age ${TARGET_AGE}: the client is older`);
  const values = await valuesOf(db, account.id, await fundOf(db, caller, account), on);
  const pot = (plans.some((p) => p.method === 'FAD') ? values.crystallised : ZERO).plus(
    plans.some((p) => p.method === 'UFPLS') ? values.uncrystallised : ZERO,
  );
  const monthlyWithdrawal = plans.reduce(
    (sum, p) => sum.plus(new Decimal(p.amount).dividedBy(MONTHS_OF[p.frequency])),
    ZERO,
  );
  const s = sustainability({
    plan: { pot, monthlyWithdrawal, taxAdvantaged: true },
    dateOfBirth,
    on,
    targetAge: TARGET_AGE,
  });
  return {
    accountId: account.id,
    clientId: account.clientId,
    on,
    pot: moneyOut(pot),
    monthlyWithdrawal: moneyOut(monthlyWithdrawal),
    sustainability: sustainabilityOut(s),
  };
}
