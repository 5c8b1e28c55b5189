import { and, asc, eq, ne } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Database, Tx } from '../../db/connection';
import { accounts, firms } from '../../db/schema';
import { findAccount } from '../../accounts/service';
import { findClient } from '../../clients/service';
import { fieldError } from '../../errors';
import { effectiveContent } from '../../firm/service';
import { addressLines } from '../format';

/** Shared by the templates: the client (and account) a body names, checked in the caller's subtree. */

export function required<T>(value: T | undefined, field: string, why: string): T {
  if (value === undefined || value === null || value === '') throw fieldError(field, why);
  return value;
}

/** The client a body names, or the account's client; a named account must be that client's. */
export async function clientAndAccount(
  db: Tx,
  caller: Caller,
  body: { clientId?: string; accountId?: string },
) {
  if (!body.clientId && !body.accountId)
    throw fieldError('clientId', 'Required: the client the document is for');
  const account = body.accountId ? await findAccount(db, caller, body.accountId) : undefined;
  const client = await findClient(db, caller, body.clientId ?? account!.clientId);
  if (account && account.clientId !== client.id)
    throw fieldError('accountId', "Must be one of the client's accounts");
  return { client, account };
}

/** The addressee block of a client: their name and postal address as on file. */
export function recipientOf(client: { name: string; profile: Record<string, unknown> }) {
  return { name: client.name, lines: addressLines(client.profile.addressDetail as never) };
}

/** A client's accounts that a statement shows: every one not Deleted, oldest first. */
export function statementAccounts(db: Tx, firmId: string, clientId: string) {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.firmId, firmId), eq(accounts.clientId, clientId), ne(accounts.status, 'Deleted')))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
}

/** The firm's name as its documents sign off. */
export async function firmNameOf(db: Tx, firmId: string): Promise<string> {
  const [firm] = await db.select({ name: firms.name }).from(firms).where(eq(firms.id, firmId));
  return firm?.name ?? firmId;
}

/** How a client reaches the firm: the investor site's support email and telephone, as the node sets them. */
export async function contactOf(db: Tx, firmId: string, nodeId: string) {
  const content = await effectiveContent(db as Database, firmId, nodeId, 'Investor', 'en-GB');
  return { email: content.supportEmail, phone: content.supportPhone };
}
