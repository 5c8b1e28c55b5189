import type { Decimal } from '../../../contract/money';
import { Exact } from './cgt-exact';

/**
 * The CGT engine's working numbers: an exact decimal held as a whole count `n` of 10^-scale. It gives the
 * same answers as decimal.js with the engine's settings (cgt-exact.ts: adding, subtracting and multiplying
 * exact; dividing to 40 significant digits rounded half-even; fixed.test.ts checks the two agree) at a
 * fraction of the cost: 10,000 trades took 80–210 ms in decimal.js objects, most of it making them and
 * collecting them (bench/cgt.ts, issue 16's 50 ms target).
 *
 * `n` is a JavaScript number while it is a safe integer (below 2^53: every quantity, price and fee, and
 * most sums), so most arithmetic makes nothing to collect; a result that would leave that range is done
 * again in BigInt, which is exact at any size (an apportioned cost's 40 digits). Either way the value is
 * exact: a number result is used only when it is provably the exact one.
 *
 * Decimals go in and come out at the engine's edges (`fixedOf`, `toDecimal`), so nothing outside the
 * engine sees this type.
 */
export class Fixed {
  /** value = n × 10^-scale; scale is never negative, and a number n is always a safe integer. */
  constructor(
    readonly n: number | bigint,
    readonly scale: number,
  ) {}

  plus(o: Fixed): Fixed {
    return add(this.n, this.scale, o.n, o.scale);
  }

  minus(o: Fixed): Fixed {
    return add(this.n, this.scale, negate(o.n), o.scale);
  }

  times(o: Fixed): Fixed {
    const a = this.n;
    const b = o.n;
    if (typeof a === 'number' && typeof b === 'number') {
      const product = a * b;
      if (isSafe(product)) return new Fixed(product, this.scale + o.scale);
    }
    return fixed(big(a) * big(o.n), this.scale + o.scale);
  }

  /** -1, 0 or 1 as this is less than, equal to or more than `o`. */
  compare(o: Fixed): number {
    const a = this.n;
    const b = o.n;
    if (typeof a === 'number' && typeof b === 'number') {
      const scale = Math.max(this.scale, o.scale);
      const x = scaledUp(a, scale - this.scale);
      const y = scaledUp(b, scale - o.scale);
      if (x !== undefined && y !== undefined) return x < y ? -1 : x > y ? 1 : 0;
    }
    const scale = Math.max(this.scale, o.scale);
    const x = big(a) * pow10(scale - this.scale);
    const y = big(b) * pow10(scale - o.scale);
    return x < y ? -1 : x > y ? 1 : 0;
  }

  isZero(): boolean {
    // A number n may be -0 (0 × a negative), which equals 0.
    return this.n === 0 || this.n === 0n;
  }

  isNegative(): boolean {
    return this.n < 0;
  }

  isPositive(): boolean {
    return this.n > 0;
  }

  /**
   * `this` × `part` / `whole`: the share of a cost (or a quantity) that goes with part of a holding.
   * Division is the one place an exact decimal may not exist (£10 over 3 shares): the quotient is rounded
   * half-even to 40 significant digits, far below a millionth of a penny on any real holding, and callers
   * subtract it from what is left exactly, so no penny is made or lost over a holding's life.
   */
  apportion(part: Fixed, whole: Fixed): Fixed {
    return quotient(big(this.n) * big(part.n), this.scale + part.scale, big(whole.n), whole.scale);
  }

  /**
   * The engine's decimal.js number with the same value, built from its digits without parsing text:
   * decimal.js keeps base-10^7 words aligned on the decimal point (`d`), the power of ten of the first
   * digit (`e`) and the sign (`s`), all documented properties. Reading text back was a fifth of the
   * engine's time.
   */
  toDecimal(): Decimal {
    const out = new Exact(0) as unknown as DecimalParts & Decimal;
    if (this.isZero()) return out;
    const negative = this.n < 0;
    const magnitude = negative ? negate(this.n) : this.n;
    // Whole words of the integer part, then the fraction padded to whole words.
    const fractionWords = Math.ceil(this.scale / WORD_DIGITS);
    const pad = fractionWords * WORD_DIGITS - this.scale;
    const words =
      (typeof magnitude === 'number' && numberWords(magnitude, this.scale, pad)) ||
      textWords(magnitude.toString(), pad);
    // The integer part's words come first: the first word's place is 10^(7 × (integer words - 1)).
    let first = 0;
    while (words[first] === 0) first++;
    let last = words.length;
    while (words[last - 1] === 0) last--;
    const integerWords = words.length - fractionWords;
    out.s = negative ? -1 : 1;
    out.e = WORD_DIGITS * (integerWords - 1 - first) + wordDigits(words[first]) - 1;
    out.d = first === 0 && last === words.length ? words : words.slice(first, last);
    return out;
  }

  /** Plain decimal text, never an exponent: "-12.5", "0.003", "40". */
  toString(): string {
    const negative = this.n < 0;
    let digits = (negative ? negate(this.n) : this.n).toString();
    if (this.scale > 0) {
      digits = digits.padStart(this.scale + 1, '0');
      digits = `${digits.slice(0, -this.scale)}.${digits.slice(-this.scale)}`;
    }
    return negative ? `-${digits}` : digits;
  }
}

export const FIXED_ZERO = new Fixed(0, 0);
export const FIXED_ONE = new Fixed(1, 0);

/** this + o, in numbers when both are and the sum is a safe integer, otherwise in BigInt. */
function add(a: number | bigint, aScale: number, b: number | bigint, bScale: number): Fixed {
  const scale = aScale > bScale ? aScale : bScale;
  if (typeof a === 'number' && typeof b === 'number') {
    const x = scaledUp(a, scale - aScale);
    const y = scaledUp(b, scale - bScale);
    if (x !== undefined && y !== undefined && isSafe(x + y)) return new Fixed(x + y, scale);
  }
  return fixed(big(a) * pow10(scale - aScale) + big(b) * pow10(scale - bScale), scale);
}

const negate = (n: number | bigint): number | bigint => (typeof n === 'number' ? -n : -n);
const isSafe = (n: number) => n <= Number.MAX_SAFE_INTEGER && n >= -Number.MAX_SAFE_INTEGER;
const big = (n: number | bigint): bigint => (typeof n === 'bigint' ? n : BigInt(n));
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** A BigInt result, kept as a number when it is a safe integer, so the next sum takes the quick way. */
const fixed = (n: bigint, scale: number): Fixed =>
  new Fixed(n <= MAX_SAFE && n >= -MAX_SAFE ? Number(n) : n, scale);

/** 10^k for k up to 15 as numbers (all exact); past that a number cannot be scaled safely. */
const NUMBER_POWERS = Array.from({ length: 16 }, (_, k) => 10 ** k);

/** n × 10^k when that is a safe integer; otherwise undefined. */
function scaledUp(n: number, k: number): number | undefined {
  if (k === 0) return n;
  if (k >= NUMBER_POWERS.length) return undefined;
  const scaled = n * NUMBER_POWERS[k];
  return isSafe(scaled) ? scaled : undefined;
}

/** Significant digits of a division, as decimal.js's Quotient in cgt-exact.ts. */
const QUOTIENT_DIGITS = 40;
const POWERS: bigint[] = [1n];

/** 10^k as a BigInt, kept once made. */
function pow10(k: number): bigint {
  for (let i = POWERS.length; i <= k; i++) POWERS.push(POWERS[i - 1] * 10n);
  return POWERS[k];
}

const digitCount = (n: bigint) => n.toString().length;

/** (a × 10^-aScale) / (b × 10^-bScale), rounded half-even to 40 significant digits. */
function quotient(a: bigint, aScale: number, b: bigint, bScale: number): Fixed {
  if (b === 0n) throw new RangeError('Division by zero');
  if (a === 0n) return FIXED_ZERO;
  const negative = a < 0n !== b < 0n;
  const num = a < 0n ? -a : a;
  const den = b < 0n ? -b : b;
  // num × 10^shift / den has 40 or 41 digits with this shift; one fewer when it has 41.
  let shift = QUOTIENT_DIGITS - (digitCount(num) - digitCount(den));
  let [q, r, divisor] = divide(num, den, shift);
  if (q >= pow10(QUOTIENT_DIGITS)) [q, r, divisor] = divide(num, den, --shift);
  const twice = 2n * r;
  if (twice > divisor || (twice === divisor && (q & 1n) === 1n)) q += 1n;
  // value = q × 10^-(shift + aScale - bScale)
  let scale = shift + aScale - bScale;
  if (scale < 0) {
    q *= pow10(-scale);
    scale = 0;
  }
  return fixed(negative ? -q : q, scale);
}

/** num × 10^shift ÷ den as quotient, remainder and the divisor the remainder is of. */
function divide(num: bigint, den: bigint, shift: number): [bigint, bigint, bigint] {
  const n = shift >= 0 ? num * pow10(shift) : num;
  const d = shift >= 0 ? den : den * pow10(-shift);
  return [n / d, n % d, d];
}

/** decimal.js keeps its digits in base 10^7 words (`d`), with `e` the power of ten of the first digit. */
interface DecimalParts {
  d: number[] | null;
  e: number;
  s: number;
}

const WORD_DIGITS = 7;
const WORD = 10_000_000n;

/**
 * The base-10^7 words of a positive integer's digits followed by `pad` zeros, most significant first,
 * sliced from its text (a BigInt division per word cost ten times as much).
 */
function textWords(text: string, pad: number): number[] {
  const length = text.length + pad;
  const words: number[] = [];
  let word = 0;
  // Digit by digit from the text's character codes: no piece of text is made per word.
  for (let i = 0, left = length % WORD_DIGITS || WORD_DIGITS; i < length; i++) {
    word = word * 10 + (i < text.length ? text.charCodeAt(i) - 48 : 0);
    if (--left === 0) {
      words.push(word);
      word = 0;
      left = WORD_DIGITS;
    }
  }
  return words;
}

/** How many digits a word (below 10^7) has. */
const wordDigits = (w: number) =>
  w < 1e3 ? (w < 10 ? 1 : w < 100 ? 2 : 3) : w < 1e5 ? (w < 1e4 ? 4 : 5) : w < 1e6 ? 6 : 7;

/**
 * The words of `magnitude` × 10^-scale with the fraction padded by `pad` digits to whole words, in
 * number arithmetic when every step is exact; false when it is not (the caller uses BigInt).
 */
function numberWords(magnitude: number, scale: number, pad: number): number[] | false {
  if (scale >= NUMBER_POWERS.length || scale + pad >= NUMBER_POWERS.length) return false;
  const unit = NUMBER_POWERS[scale];
  const fraction = magnitude % unit;
  const words: number[] = [];
  // (m - word) / 10^7 is exact where m / 10^7 rounded could reach the next whole number.
  for (let m = (magnitude - fraction) / unit; m > 0;) {
    const word = m % 1e7;
    words.push(word);
    m = (m - word) / 1e7;
  }
  words.reverse();
  // At most 15 digits of fraction: two words.
  let padded = fraction * NUMBER_POWERS[pad];
  const fractionWords: number[] = [];
  for (let i = (scale + pad) / WORD_DIGITS; i > 0; i--) {
    const word = padded % 1e7;
    fractionWords.push(word);
    padded = (padded - word) / 1e7;
  }
  return words.concat(fractionWords.reverse());
}

/** The Fixed with a decimal.js number's value, read from its documented digits, exponent and sign. */
export function fixedOf(value: Decimal): Fixed {
  const { d, e, s } = value as unknown as DecimalParts;
  if (!d) throw new RangeError(`Not a finite number: ${value.toString()}`);
  if (d.length === 1 && d[0] === 0) return FIXED_ZERO;
  const digits = wordDigits(d[0]) + WORD_DIGITS * (d.length - 1);
  // value = words × 10^(e - digits + 1)
  const exponent = e - digits + 1;
  // Two words are at most 14 digits, exact as a JavaScript number.
  if (d.length <= 2) {
    const n = s * (d.length === 1 ? d[0] : d[0] * 1e7 + d[1]);
    if (exponent < 0) return new Fixed(n, -exponent);
    const scaled = scaledUp(n, exponent);
    if (scaled !== undefined) return new Fixed(scaled, 0);
  }
  let n = BigInt(d[0]);
  for (let i = 1; i < d.length; i++) n = n * WORD + BigInt(d[i]);
  if (s < 0) n = -n;
  return exponent >= 0 ? fixed(n * pow10(exponent), 0) : fixed(n, -exponent);
}
