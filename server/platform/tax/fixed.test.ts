import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, dec } from '../../../contract/money';
import { exact } from './cgt-exact';
import { FIXED_ONE, Fixed, fixedOf } from './fixed';

/**
 * The rule Fixed's division keeps, in decimal.js: the product exact, the quotient rounded half-even to 40
 * significant digits (the engine divided so before it moved to Fixed).
 */
const Quotient = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });
const apportion = (total: Decimal, part: Decimal, whole: Decimal): Decimal =>
  exact(new Quotient(exact(total).times(part)).div(whole));

/**
 * Decimals of every shape the engine meets: whole, pence, long fractions, large, tiny, negative. Half are
 * small (Fixed keeps them as JavaScript numbers), half large (BigInt), and sums and products of the two
 * cross between them.
 */
const shaped = (n: fc.Arbitrary<bigint>, places: number, zeros: number) =>
  fc
    .tuple(n, fc.integer({ min: 0, max: places }), fc.integer({ min: 0, max: zeros }))
    .map(([digits, p, z]) => new Fixed(digits * 10n ** BigInt(z), p).toString());
const decimalText = fc.oneof(
  shaped(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), 8, 3),
  shaped(fc.bigInt({ min: -(2n ** 53n), max: 2n ** 53n }), 16, 2),
  shaped(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), 40, 12),
);
const nonZeroText = decimalText.filter((t) => !dec(t).isZero());

const same = (f: Fixed, expected: ReturnType<typeof exact>) => {
  // The very number decimal.js makes from the text: the same words, exponent and sign.
  expect(f.toDecimal()).toEqual(exact(expected.toFixed()));
  expect(f.toDecimal().equals(expected), `${f.toString()} against ${expected.toFixed()}`).toBe(true);
  expect(
    f
      .toString()
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, ''),
  ).toBe(expected.toFixed());
};

describe('Fixed agrees with the engine’s decimal.js arithmetic', () => {
  it('when read from a decimal.js number and written back, then the value is unchanged', () => {
    fc.assert(
      fc.property(decimalText, (t) => same(fixedOf(dec(t)), exact(t))),
      { numRuns: 1000 },
    );
    for (const t of ['0', '1', '10000000', '0.0000001', '123.4500000', '1e-30', '-5e20', '99999999999999.5'])
      same(fixedOf(dec(t)), exact(t));
  });

  it('when adding, subtracting, multiplying and comparing, then the results are the same exactly', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        const [fa, fb, ea, eb] = [fixedOf(dec(a)), fixedOf(dec(b)), exact(a), exact(b)];
        same(fa.plus(fb), ea.plus(eb));
        same(fa.minus(fb), ea.minus(eb));
        same(fa.times(fb), ea.times(eb));
        expect(fa.compare(fb)).toBe(ea.comparedTo(eb));
        expect([fa.isZero(), fa.isNegative(), fa.isPositive()]).toEqual([
          ea.isZero(),
          ea.isNegative() && !ea.isZero(),
          ea.isPositive() && !ea.isZero(),
        ]);
      }),
      { numRuns: 2000 },
    );
  });

  it('when apportioning, then it rounds half-even to 40 significant digits as decimal.js does', () => {
    fc.assert(
      fc.property(decimalText, decimalText, nonZeroText, (total, part, whole) => {
        same(
          fixedOf(dec(total)).apportion(fixedOf(dec(part)), fixedOf(dec(whole))),
          apportion(exact(total), exact(part), exact(whole)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('when a quotient sits exactly halfway at the 40th digit, then it goes to the even neighbour', () => {
    // 1 × (10^40 + 5) / 10 = 10^39 + 0.5: 41 digits, the last a 5 with nothing after it.
    const half = (n: bigint) => new Fixed(1n, 0).apportion(new Fixed(n, 0), new Fixed(10n, 0));
    same(half(10n ** 40n + 5n), apportion(exact(1), exact((10n ** 40n + 5n).toString()), exact(10)));
    same(half(10n ** 40n + 15n), apportion(exact(1), exact((10n ** 40n + 15n).toString()), exact(10)));
    expect(half(10n ** 40n + 5n).toString()).toBe((10n ** 39n).toString());
    expect(half(10n ** 40n + 15n).toString()).toBe((10n ** 39n + 2n).toString());
  });

  it('when dividing £10 over 3 shares, then the share has 40 significant digits', () => {
    const third = new Fixed(10n, 0).apportion(new Fixed(1n, 0), new Fixed(3n, 0));
    expect(third.toString()).toBe(`3.${'3'.repeat(39)}`);
    expect(() => new Fixed(1n, 0).apportion(new Fixed(1n, 0), new Fixed(0n, 3))).toThrow(RangeError);
  });

  it('when a sum or product leaves the safe integers, then it goes on in BigInt and comes back', () => {
    const largest = new Fixed(Number.MAX_SAFE_INTEGER, 0);
    const past = largest.plus(FIXED_ONE);
    expect(past.n).toBe(2n ** 53n);
    expect(past.minus(FIXED_ONE).n).toBe(Number.MAX_SAFE_INTEGER);
    expect(largest.times(new Fixed(3, 0)).n).toBe(3n * BigInt(Number.MAX_SAFE_INTEGER));
    // Aligning scales that would pass 2^53 as a number: 9007199254740991 + 0.1.
    expect(largest.plus(new Fixed(1, 1)).toString()).toBe('9007199254740991.1');
    expect(new Fixed(5, 0).compare(new Fixed(49, 1))).toBe(1);
    expect(largest.compare(new Fixed(1n, 20))).toBe(1);
  });
});
