import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../registry';
import { planAdHocFee } from '../ad-hoc-fee/planAdHocFee';
import { fourEyesNotes } from './fourEyes';
import { summaryOf } from '../../shared/testing';

const translate = (key: string, options?: object) => i18nProvider.translate(key, options) as string;
const DEMO_RULES = {
  thresholds: [
    { transactionSubType: 'Withdrawal' as const, threshold: 10000 },
    { transactionSubType: 'Adviser Adhoc Fee' as const, threshold: 500 },
    { transactionSubType: 'Internal' as const, threshold: null },
  ],
};
const feePlan = (amount: string) => planAdHocFee({ amount, narrative: '' }, summaryOf(), translate).plan!;

describe('the review names the four-eyes rule it applies', () => {
  it('when the fee reaches the firm’s threshold, then the review names the threshold and says it waits', () => {
    expect(fourEyesNotes(feePlan('750'), DEMO_RULES, translate)).toEqual([
      '£500.00 or more needs a second person to authorise: this adviser ad hoc fee of £750.00 waits for another user first.',
    ]);
  });

  it('when it is below the threshold, then the review names the threshold and says no one else is needed', () => {
    expect(fourEyesNotes(feePlan('499.99'), DEMO_RULES, translate)).toEqual([
      'Only £500.00 or more needs a second person to authorise, so this adviser ad hoc fee goes ahead without one.',
    ]);
  });

  it('when the firm has no threshold for it, or the rules are not read yet, then no rule is claimed', () => {
    const off = { thresholds: [{ transactionSubType: 'Adviser Adhoc Fee' as const, threshold: null }] };
    expect(fourEyesNotes(feePlan('750'), off, translate)).toEqual([]);
    expect(fourEyesNotes(feePlan('750'), undefined, translate)).toEqual([]);
  });

  it('when a plan is made, then it no longer speaks of “the firm’s threshold” without naming it', () => {
    expect(feePlan('750').notes.join(' ')).not.toMatch(/threshold/);
  });
});
