import type { TCreateProductIllustration, TIllustrationInputs } from '../../../contract/illustrations';
import { PENSION_WRAPPERS } from '../../../contract/products';
import { insertAudited, type AuditedKind } from '../audit/audited';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { illustrations } from '../db/schema';
import { findAccount } from '../accounts/service';
import { findClient } from '../clients/service';
import { fieldError } from '../errors';
import { londonToday } from '../ledger';
import { nodeInSubtree } from '../nodes/subtree';
import { ageOn } from '../../../contract/validation';
import { illustrationResult, planOf } from './plan';

/** POST /illustration/product (decision 0902): resolve what it names, illustrate, store inputs and result. */

export type IllustrationRow = typeof illustrations.$inferSelect;

const ILLUSTRATION: AuditedKind<typeof illustrations> = {
  table: illustrations,
  entityType: 'illustration',
  // The inputs and the result are the record; the audit keeps what identifies it.
  snapshot: (row) => ({
    name: row.name,
    nodeId: row.nodeId,
    clientId: row.clientId,
    accountId: row.accountId,
    status: row.status,
    wrapperType: row.wrapperType,
    termYears: row.termYears,
  }),
};

/** The sustainability counts from age: the body's date of birth, else the client's on file. */
const TARGET_AGE = 95;

/** What the body names, inside the caller's firm and subtree (another firm's answers 404). */
async function subjectOf(tx: Tx, caller: Caller, body: TCreateProductIllustration) {
  const account = body.accountId ? await findAccount(tx, caller, body.accountId) : undefined;
  const client =
    body.clientId || account ? await findClient(tx, caller, body.clientId ?? account!.clientId) : undefined;
  if (account && client && account.clientId !== client.id)
    throw fieldError('accountId', "Must be one of the client's accounts");
  if (body.nodeId !== undefined && !(await nodeInSubtree(tx, caller, body.nodeId)))
    throw fieldError('nodeId', 'Must be your node or one under it');
  const wrapperType = body.wrapperType ?? account?.wrapperType;
  if (!wrapperType)
    throw fieldError('wrapperType', 'Required: the wrapper type, or an account to take it from');
  if (account && body.wrapperType && body.wrapperType !== account.wrapperType)
    throw fieldError('wrapperType', `Must be the account's wrapper type (${account.wrapperType})`);
  if (body.status === 'DRAWDOWN' && !(PENSION_WRAPPERS as readonly string[]).includes(wrapperType))
    throw fieldError(
      'wrapperType',
      `A drawdown is taken from a pension: one of ${PENSION_WRAPPERS.join(', ')}`,
    );
  return {
    client,
    account,
    wrapperType,
    nodeId: body.nodeId ?? account?.nodeId ?? client?.nodeId ?? caller.nodeId,
  };
}

function drawdownBirthDate(
  body: TCreateProductIllustration,
  clientBirthDate: string | null | undefined,
  asAt: string,
) {
  const dateOfBirth = body.dateOfBirth ?? clientBirthDate ?? undefined;
  if (!dateOfBirth)
    throw fieldError(
      'dateOfBirth',
      'Required for a drawdown illustration: the client has no date of birth on file',
    );
  if (dateOfBirth >= asAt) throw fieldError('dateOfBirth', 'Must be in the past');
  if (ageOn(dateOfBirth, asAt) >= TARGET_AGE)
    throw fieldError(
      'dateOfBirth',
      `The sustainability runs to age ${TARGET_AGE}: the client must be younger`,
    );
  return dateOfBirth;
}

export async function createProductIllustration(
  db: Database,
  caller: Caller,
  body: TCreateProductIllustration,
) {
  return db.transaction(async (tx) => {
    const { client, account, wrapperType, nodeId } = await subjectOf(tx, caller, body);
    const asAt = londonToday();
    const { firmId: _firm, ...accepted } = body;
    const dateOfBirth =
      body.status === 'DRAWDOWN' ? drawdownBirthDate(body, client?.dateOfBirth, asAt) : body.dateOfBirth;
    const inputs = {
      ...accepted,
      wrapperType: wrapperType as NonNullable<TIllustrationInputs['wrapperType']>,
      ...(dateOfBirth ? { dateOfBirth } : {}),
    };
    const plan = planOf(inputs);
    const result = illustrationResult(
      plan,
      body.status === 'DRAWDOWN' ? { dateOfBirth: dateOfBirth!, asAt } : undefined,
    );
    const row = await insertAudited(tx, caller, ILLUSTRATION, {
      nodeId,
      clientId: client?.id ?? null,
      accountId: account?.id ?? null,
      name: body.name,
      status: body.status,
      wrapperType,
      termYears: body.termYears,
      asAt,
      inputs: inputs as Record<string, unknown>,
      result: result as unknown as Record<string, unknown>,
    });
    return { id: row.id };
  });
}
