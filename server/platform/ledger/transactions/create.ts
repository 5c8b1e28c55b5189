import type { TCreatePortfolioTransaction, TCreateTransactionGroup } from '../../../../contract/ledger';
import type { Caller } from '../../auth/caller';
import type { Database, Tx } from '../../db/connection';
import { AppError, badRequest } from '../../errors';
import { londonToday } from '../clock';
import { lockAccounts } from '../records/locks';
import type { PlaceContext, PlaceInput } from '../placing/context';
import { placeTransaction } from '../placing/place';
import { newLinkId } from '../records/transaction-rows';
import { setUpRegularPayment } from '../regular/regular';

/** The accounts a set of transactions touch, each with the body field that named it. */
function accountFields(inputs: PlaceInput[], prefix: (i: number) => string) {
  const fields = new Map<string, string>();
  inputs.forEach((t, i) => {
    if (!fields.has(t.accountId)) fields.set(t.accountId, `${prefix(i)}accountId`);
    if (t.toAccountId && !fields.has(t.toAccountId)) fields.set(t.toAccountId, `${prefix(i)}toAccountId`);
  });
  return fields;
}

async function context(
  tx: Tx,
  caller: Caller,
  inputs: PlaceInput[],
  prefix: (i: number) => string,
  linkId: string | null,
) {
  const accounts = await lockAccounts(tx, caller, accountFields(inputs, prefix));
  return {
    tx,
    caller,
    accounts,
    linkId,
    today: londonToday(),
    groupPayIns: new Map(),
  } satisfies PlaceContext;
}

/** POST /portfoliotransaction: one transaction, placed in one database transaction. */
export async function createTransaction(db: Database, caller: Caller, input: TCreatePortfolioTransaction) {
  return db.transaction(async (tx) => {
    const ctx = await context(tx, caller, [input], () => '', null);
    if (input.frequency === 'Regular') return setUpRegularPayment(ctx, input);
    const row = await placeTransaction(ctx, input);
    return { id: row.id };
  });
}

/** Names an element's errors: fields as `transactions.2.amount`, conflicts as "Transaction 3: …". */
export function inElement(e: unknown, i: number): unknown {
  if (!(e instanceof AppError)) return e;
  if (e.statusCode === 400)
    return badRequest(
      e.fieldErrors.map((f) => ({ ...f, fieldName: `transactions.${i}.${f.fieldName}` })),
      e.message,
    );
  return new AppError(e.statusCode, `Transaction ${i + 1}: ${e.message}`, e.fieldErrors);
}

/** POST /portfolioTransactionGroup: every transaction or none, sharing one linkId (the answer's id). */
export async function createTransactionGroup(db: Database, caller: Caller, input: TCreateTransactionGroup) {
  const errors = input.transactions.flatMap((t, i) => [
    ...((t.accountId ?? input.accountId)
      ? []
      : [{ fieldName: `transactions.${i}.accountId`, errorMessage: 'Required' }]),
    ...(t.firmId && t.firmId !== input.firmId
      ? [{ fieldName: `transactions.${i}.firmId`, errorMessage: "Must be the group's firmId" }]
      : []),
  ]);
  if (errors.length) throw badRequest(errors);
  const inputs: PlaceInput[] = input.transactions.map(({ firmId: _f, ...t }) => ({
    ...t,
    accountId: (t.accountId ?? input.accountId)!,
  }));
  return db.transaction(async (tx) => {
    const linkId = await newLinkId(tx);
    const ctx = await context(tx, caller, inputs, (i) => `transactions.${i}.`, linkId);
    for (const [i, t] of inputs.entries()) {
      try {
        await placeTransaction(ctx, t);
      } catch (e) {
        throw inElement(e, i);
      }
    }
    return { id: linkId };
  });
}
