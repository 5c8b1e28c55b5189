import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TFieldError } from '../../../contract/errors';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import {
  accounts,
  clientProducts,
  clients,
  firmAssets,
  nodes,
  portfolioGroups,
  portfolioTransactions,
  regularPayments,
} from '../db/schema';
import { badRequest, notFound } from '../errors';
import { inCallerSubtree } from '../nodes/subtree';

/**
 * "Find X in the caller's reach": every id a request names in its body or query is resolved here before a
 * service uses it. Reach is the caller's firm and, for records placed in the node tree, their subtree. An id
 * outside it answers exactly as an id that does not exist, so no answer tells one firm (or one branch of a
 * firm) anything about another's records: not that they exist, nor their names, groups or statuses.
 */
export type Kind =
  | 'client'
  | 'account'
  | 'clientProduct'
  | 'group'
  | 'node'
  | 'transaction'
  | 'link'
  | 'regularPayment'
  | 'asset';

/** What each kind is called in "X not found". */
export const LABEL: Record<Kind, string> = {
  client: 'Client',
  account: 'Account',
  clientProduct: 'Client product',
  group: 'Portfolio group',
  node: 'Node',
  transaction: 'Transaction',
  link: 'Transaction group',
  regularPayment: 'Regular payment',
  asset: 'Asset',
};

type Select = (tx: Tx, caller: Caller, ids: string[]) => Promise<{ id: string | null }[]>;

/** Records of a firm-scoped table with its own node column. */
const placed =
  (table: typeof clients | typeof accounts | typeof clientProducts): Select =>
  (tx, caller, ids) =>
    tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(eq(table.firmId, caller.firmId), inArray(table.id, ids), inCallerSubtree(caller, table.nodeId)),
      );

/** Transactions (by id or by link) and regular payments are placed through their account's node. */
const throughAccount =
  (table: typeof portfolioTransactions | typeof regularPayments, column: AnyPgColumn): Select =>
  (tx, caller, ids) =>
    tx
      .select({ id: sql<string | null>`${column}` })
      .from(table)
      .innerJoin(accounts, eq(accounts.id, table.accountId))
      .where(
        and(eq(table.firmId, caller.firmId), inArray(column, ids), inCallerSubtree(caller, accounts.nodeId)),
      );

const SELECTS: Record<Kind, Select> = {
  client: placed(clients),
  account: placed(accounts),
  clientProduct: placed(clientProducts),
  // Groups belong to the firm as a whole (they have no node).
  group: (tx, caller, ids) =>
    tx
      .select({ id: portfolioGroups.id })
      .from(portfolioGroups)
      .where(and(eq(portfolioGroups.firmId, caller.firmId), inArray(portfolioGroups.id, ids))),
  node: (tx, caller, ids) =>
    tx
      .select({ id: nodes.id })
      .from(nodes)
      .where(and(eq(nodes.firmId, caller.firmId), inArray(nodes.id, ids), inCallerSubtree(caller, nodes.id))),
  transaction: throughAccount(portfolioTransactions, portfolioTransactions.id),
  link: throughAccount(portfolioTransactions, portfolioTransactions.linkId),
  regularPayment: throughAccount(regularPayments, regularPayments.id),
  // Instruments the firm adopted; the master list itself is the platform's, shared by every firm.
  asset: (tx, caller, ids) =>
    tx
      .select({ id: firmAssets.assetId })
      .from(firmAssets)
      .where(and(eq(firmAssets.firmId, caller.firmId), inArray(firmAssets.assetId, ids))),
};

/** The ids among `ids` that name a record of `kind` in the caller's reach. */
export async function reachable(tx: Tx, caller: Caller, kind: Kind, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Set<string>();
  const rows = await SELECTS[kind](tx, caller, wanted);
  return new Set(rows.map((r) => r.id).filter((id): id is string => id !== null));
}

/** One id that must be in reach: 404 "X not found" otherwise, as for an id that does not exist. */
export async function requireInReach(tx: Tx, caller: Caller, kind: Kind, id: string, what = LABEL[kind]) {
  if (!(await reachable(tx, caller, kind, [id])).has(id)) throw notFound(what);
}

/** An id-bearing field of a body or query: its name, its kind, and the id(s) it carries (if any). */
export interface IdField {
  field: string;
  kind: Kind;
  value: string | readonly string[] | undefined | null;
  /** The field error for an id out of reach; "X not found" unless the call already words it otherwise. */
  message?: string;
}

/** The field errors for every id out of reach (array elements named `field.index`); none when all resolve. */
export async function unreachableFields(tx: Tx, caller: Caller, fields: IdField[]): Promise<TFieldError[]> {
  const errors: TFieldError[] = [];
  for (const { field, kind, value, message } of fields) {
    if (value === undefined || value === null || value === '') continue;
    const list = typeof value === 'string' ? [value] : value;
    const found = await reachable(tx, caller, kind, list);
    const errorMessage = message ?? `${LABEL[kind]} not found`;
    list.forEach((id, i) => {
      if (!found.has(id))
        errors.push({ fieldName: typeof value === 'string' ? field : `${field}.${i}`, errorMessage });
    });
  }
  return errors;
}

/**
 * Every id a query or body names must be in reach: otherwise 400, each such field listed. A query's lone
 * error becomes the message too, so a read's toast says what was not found.
 */
export async function requireFieldsInReach(
  tx: Tx,
  caller: Caller,
  where: 'query' | 'body',
  fields: IdField[],
): Promise<void> {
  const errors = await unreachableFields(tx, caller, fields);
  if (!errors.length) return;
  if (where === 'body') throw badRequest(errors);
  throw badRequest(
    errors,
    errors.length === 1 ? errors[0].errorMessage : 'The query has errors; see fieldErrors',
  );
}
