import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  DECLARATION_WRAPPERS,
  PENSION_WRAPPERS,
  type TClientProductQuery,
  type TPatchClientProduct,
  type TSchemeProductQuery,
} from '../../../contract/products';
import type { WrapperType } from '../../../contract/enums';
import { updateAudited, type AuditedKind } from '../audit/audited';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { accounts, clientProducts } from '../db/schema';
import { badRequest, conflict, notFound, staleVersion, type AppError } from '../errors';
import type { Page } from '../http/route';
import { londonToday } from '../ledger';
import { inCallerSubtree } from '../nodes/subtree';
import { requireFieldsInReach } from '../security/reach';
import { presentClientProduct, productSnapshot, type ClientProductRow } from './presenter';
import { SCHEME_PRODUCTS } from './scheme-products';

const PRODUCT: AuditedKind<typeof clientProducts> = {
  table: clientProducts,
  entityType: 'clientProduct',
  snapshot: productSnapshot,
};

const visible = (caller: Caller) =>
  and(eq(clientProducts.firmId, caller.firmId), inCallerSubtree(caller, clientProducts.nodeId));

async function accountIdsOf(tx: Tx, products: ClientProductRow[]): Promise<Map<string, string[]>> {
  const byProduct = new Map(products.map((p) => [p.id, [] as string[]]));
  if (!products.length) return byProduct;
  const rows = await tx
    .select({ id: accounts.id, clientId: accounts.clientId, wrapperType: accounts.wrapperType })
    .from(accounts)
    .where(
      and(
        eq(accounts.firmId, products[0].firmId),
        inArray(accounts.clientId, [...new Set(products.map((p) => p.clientId))]),
      ),
    )
    .orderBy(asc(accounts.id));
  for (const p of products)
    byProduct.set(
      p.id,
      rows.filter((a) => a.clientId === p.clientId && a.wrapperType === p.wrapperType).map((a) => a.id),
    );
  return byProduct;
}

/** GET /clientproduct/{firmId}: a client's products (or the firm's, by wrapper), oldest first. */
export async function listClientProducts(
  db: Database,
  caller: Caller,
  q: TClientProductQuery,
): Promise<Page<unknown>> {
  await requireFieldsInReach(db, caller, 'query', [{ field: 'clientId', kind: 'client', value: q.clientId }]);
  const rows = await db
    .select()
    .from(clientProducts)
    .where(
      and(
        visible(caller),
        q.clientId ? eq(clientProducts.clientId, q.clientId) : undefined,
        q.wrapperType ? eq(clientProducts.wrapperType, q.wrapperType) : undefined,
      ),
    )
    .orderBy(asc(clientProducts.clientId), asc(clientProducts.id))
    .limit(q.clientId ? 1000 : 500);
  const ids = await accountIdsOf(db, rows);
  const items = rows.map((r) => presentClientProduct(r, ids.get(r.id) ?? []));
  return { items, count: items.length, page: 1, pageSize: Math.max(items.length, 1) };
}

async function findProduct(tx: Tx, caller: Caller, id: string, lock = false): Promise<ClientProductRow> {
  const query = tx
    .select()
    .from(clientProducts)
    .where(and(visible(caller), eq(clientProducts.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Client product');
  return row;
}

export async function getClientProduct(db: Database, caller: Caller, id: string) {
  const row = await findProduct(db, caller, id);
  const ids = await accountIdsOf(db, [row]);
  return presentClientProduct(row, ids.get(row.id) ?? []);
}

/** Fields that only make sense for some wrappers, refused (not ignored) on the others. */
function checkFitsWrapper(wrapperType: WrapperType, patch: TPatchClientProduct): AppError | undefined {
  const problems = [];
  if (patch.declarationAcceptedDate !== undefined && !DECLARATION_WRAPPERS.includes(wrapperType))
    problems.push({
      fieldName: 'declarationAcceptedDate',
      errorMessage: 'Only ISA and JISA products take a declaration',
    });
  if (patch.declarationAcceptedDate && patch.declarationAcceptedDate > londonToday())
    problems.push({ fieldName: 'declarationAcceptedDate', errorMessage: 'Must not be in the future' });
  if (patch.acceptedProviderTerms !== undefined && !PENSION_WRAPPERS.includes(wrapperType))
    problems.push({
      fieldName: 'acceptedProviderTerms',
      errorMessage: 'Only pension products have provider terms',
    });
  return problems.length ? badRequest(problems) : undefined;
}

/** A product closes only when none of its accounts is still open. */
async function checkNoOpenAccounts(tx: Tx, row: ClientProductRow) {
  const [open] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.firmId, row.firmId),
        eq(accounts.clientId, row.clientId),
        eq(accounts.wrapperType, row.wrapperType),
        notInArray(accounts.status, ['Closed', 'Deleted']),
      ),
    )
    .limit(1);
  if (open) throw conflict(`Account ${open.id} of this product is still open; close it before the product`);
}

/** PATCH /clientproduct/{firmId}/{clientProductId}: what the client agreed to; close or reopen. */
export async function patchClientProduct(
  db: Database,
  caller: Caller,
  id: string,
  patch: TPatchClientProduct,
) {
  await db.transaction(async (tx) => {
    const row = await findProduct(tx, caller, id, true);
    if (patch.version !== undefined && patch.version !== row.version) throw staleVersion();
    const problem = checkFitsWrapper(row.wrapperType as WrapperType, patch);
    if (problem) throw problem;
    if (patch.status === 'Closed' && row.status !== 'Closed') await checkNoOpenAccounts(tx, row);
    const { version: _version, status, ...details } = patch;
    const values = { status: status ?? row.status, details: { ...row.details, ...details } };
    await updateAudited(tx, caller, PRODUCT, row, values, 'update');
  });
  return getClientProduct(db, caller, id);
}

/** GET /schemeProduct/{firmId}. */
export async function listSchemeProducts(q: TSchemeProductQuery): Promise<Page<unknown>> {
  const items = SCHEME_PRODUCTS.filter((p) => !q.wrapperType || p.wrapperType === q.wrapperType);
  return { items, count: items.length, page: 1, pageSize: items.length };
}
