import { describe, expect, it } from 'vitest';
import { emergencyTaxEstimate } from './emergencyTax';

describe('emergencyTaxEstimate', () => {
  it('when a payment is below the month-1 free pay, then no tax is estimated', () => {
    const estimate = emergencyTaxEstimate('1000', '2025-11-27');
    expect(estimate.tax.toString()).toBe('0');
    expect(estimate.freePay.toFixed(2)).toBe('1047.50');
    expect(estimate.isEstimate).toBe(true);
  });
});
