import { z } from 'zod';
import { DRAWDOWN_METHODS } from './enums';
import { ZMoney } from './ledger';
import { CRYSTALLISATION_METHODS, INCOME_FREQUENCIES, ZPaymentDay } from './pensions';
import { ZDate } from './validation';

/**
 * What a drawdown application (POST /files/drawdownapplication, decision 0903) may propose instead of a
 * crystallisation already made: the same fields as POST /clientproduct/action/crystallisation (without the
 * firm and account, which the generate-document body names) and a regular income as
 * POST /clientproduct/action/regularcrystallisation takes it.
 */
export const ZProposedCrystallisation = z
  .strictObject({
    method: z.enum(CRYSTALLISATION_METHODS),
    amount: ZMoney.optional(),
    all: z.boolean().optional(),
    pcls: z.number().min(0).optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.amount === undefined) === (b.all !== true))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Give an amount, or all: true (not both)' });
    if (b.pcls !== undefined && b.method !== 'PCLS')
      ctx.addIssue({ code: 'custom', path: ['pcls'], message: 'Only a PCLS takes pcls' });
  });
export type TProposedCrystallisation = z.output<typeof ZProposedCrystallisation>;

export const ZProposedRegularIncome = z.strictObject({
  method: z.enum(DRAWDOWN_METHODS),
  amount: ZMoney,
  frequency: z.enum(INCOME_FREQUENCIES),
  paymentDay: ZPaymentDay,
  startDate: ZDate,
});
export type TProposedRegularIncome = z.output<typeof ZProposedRegularIncome>;
