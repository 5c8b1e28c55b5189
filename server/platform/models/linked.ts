import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TModelAccount, TModelAccountsQuery } from '../../../contract/models';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { accounts, assets, clients } from '../db/schema';
import { fieldError } from '../errors';
import type { Page } from '../http/route';
import { moneyOut, type Decimal } from '../ledger';
import { inCallerSubtree } from '../nodes/subtree';
import { requireModelPermission } from './access';
import { accountDrift, type AccountDrift } from './drift';
import { findModel } from './read';
import type { ModelType } from './targets';

/** Weights leave rounded to two decimals of percent; the flag is decided on the exact figures. */
const weightOut = (v: Decimal) => Number(v.toFixed(2));

type Row = {
  id: string;
  name: string;
  clientId: string;
  clientName: string;
  wrapperType: string;
  status: string;
};

const SORTS: Record<string, (a: Row & { drift: AccountDrift }, b: Row & { drift: AccountDrift }) => number> =
  {
    name: (a, b) => a.name.localeCompare(b.name),
    id: (a, b) => a.id.localeCompare(b.id),
    totalValue: (a, b) => a.drift.totalValue.comparedTo(b.drift.totalValue),
    largestDrift: (a, b) => a.drift.largestDrift.comparedTo(b.drift.largestDrift),
  };

/**
 * GET /model/{firmId}/{modelId}/accounts: the caller's accounts following the model, each against it. Drift
 * is computed for every follower in reach (two set-based queries) so that the list sorts and filters on it;
 * the page is cut after.
 */
export async function listModelAccounts(
  tx: Tx,
  caller: Caller,
  modelId: string,
  q: TModelAccountsQuery,
): Promise<Page<TModelAccount>> {
  const model = await findModel(tx, caller, modelId);
  requireModelPermission(caller, model.type as ModelType, 'read');
  const field = (q.sort ?? 'name').replace(/^-/, '');
  if (!SORTS[field]) throw fieldError('sort', `Must be one of: ${Object.keys(SORTS).join(', ')}`);
  const rows: Row[] = await tx
    .select({
      id: accounts.id,
      name: accounts.name,
      clientId: accounts.clientId,
      clientName: clients.name,
      wrapperType: accounts.wrapperType,
      status: accounts.status,
    })
    .from(accounts)
    .innerJoin(clients, eq(clients.id, accounts.clientId))
    .where(
      and(
        eq(accounts.firmId, caller.firmId),
        eq(accounts.modelId, model.id),
        inCallerSubtree(caller, accounts.nodeId),
      ),
    )
    .orderBy(asc(accounts.id));
  const drifts = await accountDrift(
    tx,
    caller.firmId,
    rows.map((r) => r.id),
  );
  const needle = q.name?.toLowerCase();
  const matching = rows
    .map((r) => ({ ...r, drift: drifts.get(r.id)! }))
    .filter(
      (r) =>
        !needle ||
        r.name.toLowerCase().includes(needle) ||
        r.clientName.toLowerCase().includes(needle) ||
        r.id === q.name?.toUpperCase(),
    )
    .filter((r) => q.outOfTolerance === undefined || String(r.drift.outOfTolerance) === q.outOfTolerance);
  const direction = q.sort?.startsWith('-') ? -1 : 1;
  matching.sort((a, b) => direction * (SORTS[field](a, b) || a.id.localeCompare(b.id)));
  const page = matching.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
  const names = await assetNames(
    tx,
    page.flatMap((r) => r.drift.lines.map((l) => l.assetId)),
  );
  return {
    items: page.map((r) => ({
      accountId: r.id,
      name: r.name,
      clientId: r.clientId,
      clientName: r.clientName,
      wrapperType: r.wrapperType,
      status: r.status,
      totalValue: moneyOut(r.drift.totalValue),
      cash: moneyOut(r.drift.cash),
      largestDrift: weightOut(r.drift.largestDrift),
      outOfTolerance: r.drift.outOfTolerance,
      lines: r.drift.lines.map((l) => ({
        assetId: l.assetId,
        name: l.assetId === null ? 'Cash' : (names.get(l.assetId) ?? l.assetId),
        value: moneyOut(l.value),
        targetWeight: weightOut(l.targetWeight),
        currentWeight: weightOut(l.currentWeight),
        drift: weightOut(l.drift),
      })),
    })),
    count: matching.length,
    page: q.page,
    pageSize: q.pageSize,
  };
}

async function assetNames(tx: Tx, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await tx
    .select({ id: assets.id, name: assets.name })
    .from(assets)
    .where(inArray(assets.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
