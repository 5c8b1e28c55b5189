import { ZCreateClient } from '../../../../contract/clients';
import type { ClientType } from '../../../../contract/enums';
import { createBody } from '../../data/bodies';

/**
 * The client forms' own logic, kept out of the components: how a form's values become the create-client
 * body, and how the contract's verdict on that body becomes errors under the form's fields. The console
 * runs the platform's own rules (ZCreateClient) before it sends anything, so a mistake shows at once and
 * nothing is sent; the platform still checks everything and its 400 lands under the same fields.
 */

type Values = Record<string, unknown>;
interface Identifier {
  name?: string;
  value?: string;
  available?: boolean;
}
interface Nationality {
  code?: string;
  identifiers?: Identifier[];
}

/** The data provider adds the signed-in user's firm; any valid firm id stands in for it when checking. */
const ANY_FIRM = 'CONSOLE';
const NINO = 'NINO';

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const nationalitiesOf = (values: Values) =>
  Array.isArray(values.nationalities) ? (values.nationalities as Nationality[]) : undefined;

/**
 * The NINO is typed once, in its own field; the record also carries it, upstream-style, as an identifier
 * of the GB nationality (or of the first one when the client is not British).
 */
function withNinoIdentifier(list: Nationality[] | undefined, nino: unknown): Nationality[] | undefined {
  if (!list?.length || typeof nino !== 'string' || !nino.trim()) return list;
  const at = Math.max(
    0,
    list.findIndex((n) => n?.code === 'GB'),
  );
  return list.map((n, i) =>
    i === at
      ? { ...n, identifiers: [...(n.identifiers ?? []), { name: NINO, value: nino, available: true }] }
      : n,
  );
}

/**
 * A form's values as the record the platform would store: the type fixed by the page, the node and parent
 * as single ids, and the main nationality taken from the first of the list. `withNino` adds the NINO
 * identifier (on save; checks leave it out so an error is never reported twice).
 */
export function toClientRecord(values: Values, clientType: ClientType, withNino = true): Values {
  const nationalities = nationalitiesOf(values);
  return {
    ...values,
    clientType,
    nodeId: first(values.nodeId),
    parentId: first(values.parentId),
    ...(nationalities
      ? {
          nationality: nationalities[0]?.code,
          nationalities: withNino
            ? withNinoIdentifier(nationalities, values.nationalInsuranceNo)
            : nationalities,
        }
      : {}),
  };
}

/** A stored client as form values: the NINO identifier lifted into its own field (see withNinoIdentifier). */
export function toFormValues<T extends Values>(record: T): T {
  const parentId = first(record.parentId);
  const stored = nationalitiesOf(record);
  const listed =
    stored ?? (typeof record.nationality === 'string' ? [{ code: record.nationality }] : undefined);
  if (!listed) return { ...record, parentId };
  const nino = listed.flatMap((n) => n.identifiers ?? []).find((i) => i.name === NINO)?.value;
  const nationalities = listed.map((n) => ({
    code: n.code,
    identifiers: (n.identifiers ?? []).filter((i) => i.name !== NINO),
  }));
  return { ...record, parentId, nationalities, nationalInsuranceNo: record.nationalInsuranceNo ?? nino };
}

/** Errors nested like the form's values (arrays where the path has an index), as react-admin expects. */
export type FormErrors = { [key: string]: string | FormErrors | FormErrors[] };

/** Form paths that differ from the record's: the main nationality is the first of the list on the form. */
const FORM_PATH: Record<string, string> = { nationality: 'nationalities' };

export function nestIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const { path, message } of issues) {
    const keys = path.map((k) => (typeof k === 'number' ? k : String(k)));
    if (keys.length === 0) continue;
    if (typeof keys[0] === 'string' && FORM_PATH[keys[0]]) keys[0] = FORM_PATH[keys[0]];
    let node: Record<string | number, unknown> = errors;
    keys.slice(0, -1).forEach((key, i) => {
      const nextIsIndex = typeof keys[i + 1] === 'number';
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = nextIsIndex ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    });
    const leaf = keys[keys.length - 1];
    if (node[leaf] === undefined) node[leaf] = message;
  }
  return fillHoles(errors) as FormErrors;
}

/** react-admin walks every array item of an error object, so an array must have no holes. */
function fillHoles(value: unknown): unknown {
  if (Array.isArray(value)) return Array.from(value, (item) => (item === undefined ? {} : fillHoles(item)));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillHoles(v)]));
}

/** A react-admin form `validate` running the platform's create-client rules on the record the form makes. */
export function validateClient(clientType: ClientType) {
  return (values: Values): FormErrors => {
    const body = createBody('createClient', toClientRecord(values, clientType, false), ANY_FIRM);
    const result = ZCreateClient.safeParse(body);
    return result.success ? {} : nestIssues(result.error.issues);
  };
}
