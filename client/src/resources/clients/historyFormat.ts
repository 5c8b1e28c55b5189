import type { TUpdateHistoryItem } from '../../../../contract';

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
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An empty value reads as a dash in the history, so "added" and "removed" show as `– → x` and `x → –`. */
export const EMPTY = '–';

/** One value as a reader expects it: UK dates, Yes/No, lists joined, people and codes by their names. */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    const day = ISO_DAY.exec(value);
    return day ? `${day[3]}/${day[2]}/${day[1]}` : value;
  }
  if (Array.isArray(value)) {
    const items = value.map(displayValue).filter((item) => item !== EMPTY);
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
  const head = [code ?? clientId ?? name, inner].map(displayValue).filter((text) => text !== EMPTY);
  const qualifiers = [role, identifiers].map(displayValue).filter((text) => text !== EMPTY);
  if (!head.length)
    return Object.values(rest)
      .map(displayValue)
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
  const change = { path, from: displayValue(from), to: displayValue(to) };
  if (change.from !== change.to) out.push(change);
}

/** What one audit row changed, field by field (sub-field by sub-field for addresses, bank details, …). */
export function fieldChanges(item: Pick<TUpdateHistoryItem, 'updatedFields' | 'updateData'>): FieldChange[] {
  const { fromData, toData } = item.updateData;
  const out: FieldChange[] = [];
  for (const field of item.updatedFields) diff(field, fromData[field], toData[field], out);
  return out;
}

/** "addressDetail.postCode" → "Post code": a readable fallback for a field with no label. */
export function humanise(path: string): string {
  const last = path.split('.').pop() ?? path;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
