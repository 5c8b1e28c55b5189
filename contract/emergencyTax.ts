import { Decimal, dec, pennyFloor, ZERO, type DecimalValue } from './money';
import { EMERGENCY_BASIS_PERIODS, rulesOn } from './pensionRules';

/**
 * The tax a provider deducts from a first taxable pension payment when it has no tax code for the member
 * yet: the emergency code on a month-1 (non-cumulative) basis, so the payment is taxed as if it were paid
 * every month of the year. A one-off £15,000 is taxed as if the income were £180,000, which is why a
 * first UFPLS usually has too much deducted, and why the figure is always shown as an estimate (the member
 * reclaims the excess on form P55, P53Z or P50Z, or through self assessment).
 *
 * The basis here: a twelfth of the personal allowance free of tax, then a twelfth of each band of taxable
 * income at its rate (rUK rates, rulesOn). HMRC's own tables work from the code number (1257L allows
 * £12,579 a year, £1,048.25 a month) and whole-pound band limits; the difference is under £1 and the
 * figure is an estimate either way.
 */

export interface BandTax {
  name: string;
  /** A fraction: 0.4 for 40 %. */
  rate: Decimal;
  /** The part of the payment taxed in this band. */
  amount: Decimal;
  tax: Decimal;
}

export interface EmergencyTaxEstimate {
  gross: Decimal;
  /** One twelfth of the personal allowance. */
  freePay: Decimal;
  taxablePay: Decimal;
  bands: BandTax[];
  /** Rounded down to the penny. */
  tax: Decimal;
  net: Decimal;
  basis: 'Emergency code, month 1';
  isEstimate: true;
  taxYear: string;
}

/** The month-1 emergency tax on one taxable payment of `gross`, paid on `on` (YYYY-MM-DD). */
export function emergencyTaxEstimate(gross: DecimalValue, on: string): EmergencyTaxEstimate {
  const { incomeTax } = rulesOn(on);
  const payment = dec(gross);
  const freePay = incomeTax.personalAllowance.dividedBy(EMERGENCY_BASIS_PERIODS);
  const taxablePay = Decimal.max(ZERO, payment.minus(freePay));
  let below = ZERO;
  const bands: BandTax[] = [];
  for (const band of incomeTax.bands) {
    const top = band.upTo ? band.upTo.dividedBy(EMERGENCY_BASIS_PERIODS) : null;
    const ceiling = top ? Decimal.min(taxablePay, top) : taxablePay;
    const amount = Decimal.max(ZERO, ceiling.minus(below));
    if (amount.greaterThan(0))
      bands.push({ name: band.name, rate: band.rate, amount, tax: amount.times(band.rate) });
    if (top) below = top;
  }
  const tax = pennyFloor(bands.reduce((sum, b) => sum.plus(b.tax), ZERO));
  return {
    gross: payment,
    freePay,
    taxablePay,
    bands,
    tax,
    net: payment.minus(tax),
    basis: 'Emergency code, month 1',
    isEstimate: true,
    taxYear: incomeTax.taxYear,
  };
}
