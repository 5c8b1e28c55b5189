import type { TUpdateHistoryItem } from '../../../contract/clients';
import { formatCountry, formatDateTime, formatSortCode, isDateLike } from './format';

/** One changed value of a record, at the deepest level that still reads as one value. */
export interface FieldChange {
  /** Dotted path, as the form names the field: `addressDetail.postCode`. */
  path: string;
  from: string;
  to: string;
}

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Fields that hold an ISO country code, by their last name in the record (`addressDetail.country`). */
const COUNTRY_FIELDS = new Set(['country', 'nationality', 'taxDomicile']);
const leafOf = (path: string) => path.split('.').pop() ?? path;

/** An empty value reads as a dash in the history, so "added" and "removed" show as `– → x` and `x → –`. */
export const EMPTY = '–';

/** A text as a reader expects it: dates as "5 Mar 1980" (times in London), countries by name, sort codes in pairs. */
function displayText(value: string, path: string): string {
  if (isDateLike(value)) return formatDateTime(value);
  const leaf = leafOf(path);
  if (COUNTRY_FIELDS.has(leaf)) return formatCountry(value);
  if (leaf === 'sortCode') return formatSortCode(value);
  return value;
}

/**
 * One value as a reader expects it: UK dates, Yes/No, lists joined, people and codes by their names.
 * `path` (the record's dotted path) says what a bare code means: a country, a sort code.
 */
export function displayValue(value: unknown, path = ''): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return displayText(value, path);
  if (Array.isArray(value)) {
    const items = value.map((item) => displayValue(item, path)).filter((item) => item !== EMPTY);
    return items.length ? items.join(', ') : EMPTY;
  }
  if (isPlainObject(value)) return describeObject(value);
  return String(value);
}

/**
 * An object inside a list (a nationality, a related party, an identifier): its identifying value first,
 * then what qualifies it, e.g. `GB (NINO QQ123456C)` or `C123456 (Director)`.
 */
function describeObject(value: Json): string {
  const { code, clientId, name, role, identifiers, value: inner, ...rest } = value;
  // A `code` is a nationality's country (the only coded object a client record holds).
  const head = [code === undefined ? (clientId ?? name) : formatCountry(code), inner]
    .map((item) => displayValue(item))
    .filter((text) => text !== EMPTY);
  const qualifiers = [role, identifiers].map((item) => displayValue(item)).filter((text) => text !== EMPTY);
  if (!head.length)
    return Object.values(rest)
      .map((item) => displayValue(item))
      .filter((text) => text !== EMPTY)
      .join(' ');
  return qualifiers.length ? `${head.join(' ')} (${qualifiers.join(', ')})` : head.join(' ');
}

/** The leaves under `path` whose values differ; objects are compared key by key, lists as a whole. */
function diff(path: string, from: unknown, to: unknown, out: FieldChange[]) {
  if (same(from, to)) return;
  if ((isPlainObject(from) || from === undefined) && (isPlainObject(to) || to === undefined)) {
    const keys = new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})]);
    for (const key of keys) diff(`${path}.${key}`, from?.[key], to?.[key], out);
    return;
  }
  const change = { path, from: displayValue(from, path), to: displayValue(to, path) };
  if (change.from !== change.to) out.push(change);
}

/** What one audit row changed, field by field (sub-field by sub-field for addresses, bank details, …). */
export function fieldChanges(item: Pick<TUpdateHistoryItem, 'updatedFields' | 'updateData'>): FieldChange[] {
  const { fromData, toData } = item.updateData;
  const out: FieldChange[] = [];
  for (const field of item.updatedFields) diff(field, fromData[field], toData[field], out);
  return out;
}

/** "addressDetail.postCode" → "Post code", "modelId" → "Model ID": a readable fallback for a field with no label. */
export function humanise(path: string): string {
  const last = path.split('.').pop() ?? path;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bid(s?)\b/g, 'ID$1');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
