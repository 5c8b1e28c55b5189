import { z } from 'zod';
// Plain-English messages must be configured wherever a schema is used, server and console alike.
import './messages';

/** Field rules shared by client forms and the platform API. */

export const ZId = z.string().regex(/^[0-9A-Z]{1,12}$/, 'Must be an upper-case identifier');
export const ZFirmId = z.string().regex(/^[0-9A-Z]{2,12}$/, 'Must be an upper-case firm identifier');
export const ZNodeId = z.string().regex(/^[0-9A-Z]{1,12}$/, 'Must be a node identifier');

/** YYYY-MM-DD and a real calendar date (2021-02-30 is refused). */
export const ZDate = z.iso.date({ message: 'Must be a date (YYYY-MM-DD)' });

/** `fromDate` and `toDate` of a query, each optional, both days included; from must not be after to. */
export const ZDateRangeQuery = z
  .object({ fromDate: ZDate.optional(), toDate: ZDate.optional() })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, {
    path: ['fromDate'],
    message: 'Must be on or before toDate',
  });

/** A yes/no query parameter: query strings carry only text, so exactly `true` or `false`. */
export const ZQueryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const ZEmail = z.email({ message: 'Must be an e-mail address' }).max(254);

/** Spaces and case do not matter in an identifier: "ab 12 34 56 c" is AB123456C. */
export const compactUpper = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * UK National Insurance number: two prefix letters (D, F, I, Q, U, V never; O never second; BG, GB, KN,
 * NK, NT, TN, ZZ never allocated), six digits, suffix A-D. Spaces are ignored.
 */
export const NINO_PATTERN = /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/;
const NINO_MESSAGE = 'Must be a valid National Insurance number, like AB123456C';
export const ZNino = z.string().transform(compactUpper).pipe(z.string().regex(NINO_PATTERN, NINO_MESSAGE));

/**
 * Personal identifiers of a nationality (spec §3), each in its issuer's shape: the NINO as above; a MiFIR
 * CONCAT (country, date of birth YYYYMMDD, first five letters of first name and surname, # padded); a
 * passport or national identity number as 4 to 20 letters and digits.
 */
export const IDENTIFIER_PATTERNS = {
  NINO: NINO_PATTERN,
  CONCAT: /^[A-Z]{2}\d{8}[A-Z#]{10}$/,
  CCPT: /^[A-Z0-9]{4,20}$/,
  NIDN: /^[A-Z0-9]{4,20}$/,
} as const;
export const IDENTIFIER_MESSAGES: Record<keyof typeof IDENTIFIER_PATTERNS, string> = {
  NINO: NINO_MESSAGE,
  CONCAT: 'Must be a CONCAT: country, date of birth and ten name letters, like GB19761209GRACEHOPPE',
  CCPT: 'Must be a passport number of 4 to 20 letters and digits',
  NIDN: 'Must be a national identity number of 4 to 20 letters and digits',
};

/** UK postcode in its official shape (outward + inward code), case and spacing normalised to "SW1A 1AA". */
export const UK_POSTCODE_PATTERN = /^([A-Z]{1,2}\d[A-Z\d]?|GIR) ?(\d[A-Z]{2}|0AA)$/;
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** ISO 3166-1 alpha-2 country code. */
export const ZCountryCode = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'Must be a two-letter country code'));

/**
 * A person's age in whole years on a day (a Date, or YYYY-MM-DD read as that UTC day); someone born on
 * 29 February reaches an age on 1 March in a common year.
 */
export function ageOn(dateOfBirth: string, when: Date | string = new Date()): number {
  const on = typeof when === 'string' ? new Date(`${when}T00:00:00Z`) : when;
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  let age = on.getUTCFullYear() - y;
  const beforeBirthday = on.getUTCMonth() + 1 < m || (on.getUTCMonth() + 1 === m && on.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Accepts the upstream's `nodeId: ["0"]` as well as a plain string, and keeps one node. */
export const ZNodeRef = z
  .union([ZNodeId, z.array(ZNodeId).length(1, 'Give exactly one node')])
  .transform((v) => (Array.isArray(v) ? v[0] : v));
