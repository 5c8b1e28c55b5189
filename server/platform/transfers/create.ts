import { eq } from 'drizzle-orm';
import type { TFieldError } from '../../../contract/errors';
import { PENSION_WRAPPERS } from '../../../contract/products';
import type { TCreateTransfer } from '../../../contract/transfers';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { masterParties } from '../db/schema';
import { badRequest } from '../errors';
import type { LockedAccount } from '../accounts/money-gate';
import { accountRefusal } from '../accounts/money-gate';
// The ledger's rooms directly, not ledger/index.ts: ledger/routes.ts sends transfer bodies here, so going
// through the entry point would make an import loop.
import { londonToday } from '../ledger/clock';
import { dec, formatPounds, moneyIn } from '../ledger/money';
import { availableCash, holding } from '../ledger/postings/books';
import { lockAccounts } from '../ledger/records/locks';
import { insertTransaction, newLinkId } from '../ledger/records/transaction-rows';
import { reachable } from '../security/reach';
import { initialStatus } from './lifecycle';
import { insertTransfer } from './store';

type Request = TCreateTransfer['transfer'];
type Party = typeof masterParties.$inferSelect;

const CAPPED_WRAPPERS = ['ISA', 'JISA'];
/** An account these statuses can send a transfer out from (as for a sale: closing or already leaving). */
const OUT_STATUSES = ['Active', 'Closing', 'Transfer Out'];

const err = (fieldName: string, errorMessage: string): TFieldError => ({ fieldName, errorMessage });

function accountErrors(account: LockedAccount, t: Request): TFieldError[] {
  if (account.wrapperType === 'Cash')
    return [err('accountId', 'A Cash account is not a product another provider holds; choose a wrapper')];
  const refusal =
    t.direction === 'In'
      ? accountRefusal(account, 'receiveMovement')
      : OUT_STATUSES.includes(account.status)
        ? undefined
        : `Account ${account.id} is ${account.status}: only ${OUT_STATUSES.join(', ')} accounts can transfer out`;
  return refusal ? [err('accountId', refusal)] : [];
}

function providerErrors(party: Party | undefined, account: LockedAccount, t: Request): TFieldError[] {
  if (!party) return [err('transfer.providerId', 'No provider has this id')];
  if (party.status !== 'Active')
    return [err('transfer.providerId', `${party.name} no longer takes transfers`)];
  const errors: TFieldError[] = [];
  if (!party.transferWrapperTypes.includes(account.wrapperType))
    errors.push(err('transfer.providerId', `${party.name} does not transfer ${account.wrapperType} plans`));
  if (!party.productTransferTypes.includes(t.processingType))
    errors.push(
      err(
        'transfer.processingType',
        `${party.name} transfers only ${party.productTransferTypes.join(' or ')}`,
      ),
    );
  return errors;
}

/** What the request says that does not fit its kind: assets on cash, pension details on an ISA, … */
function shapeErrors(account: LockedAccount, t: Request): TFieldError[] {
  const errors: TFieldError[] = [];
  if (t.processingType === 'Cash' && t.assets?.length)
    errors.push(err('transfer.assets', 'Only an in-specie transfer lists assets'));
  if (t.direction === 'Out' && t.processingType === 'In Specie' && !t.assets?.length)
    errors.push(err('transfer.assets', 'Name the assets to transfer out'));
  const ids = (t.assets ?? []).map((a) => a.assetId);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) errors.push(err(`transfer.assets.${i}.assetId`, 'Each asset once'));
  });
  const pension = (PENSION_WRAPPERS as readonly string[]).includes(account.wrapperType);
  if ((t.crystallised || t.crystallisation) && !(pension && t.direction === 'In'))
    errors.push(err('transfer.crystallised', 'Only a pension coming in holds crystallised funds'));
  if (t.crystallisation && !t.crystallised)
    errors.push(err('transfer.crystallisation', 'Only for a crystallised pension (crystallised: true)'));
  if (
    t.currentYearSubscriptions !== undefined &&
    !(CAPPED_WRAPPERS.includes(account.wrapperType) && t.direction === 'In')
  )
    errors.push(err('transfer.currentYearSubscriptions', 'Only an ISA or Junior ISA coming in carries them'));
  return errors;
}

async function assetErrors(tx: Tx, caller: Caller, t: Request): Promise<TFieldError[]> {
  const assets = t.assets ?? [];
  const adopted = await reachable(
    tx,
    caller,
    'asset',
    assets.map((a) => a.assetId),
  );
  return assets.flatMap((a, i) =>
    adopted.has(a.assetId)
      ? []
      : [err(`transfer.assets.${i}.assetId`, 'Must be an instrument your firm has adopted')],
  );
}

/** A transfer out may not send more than the account holds (cash: less what open transactions hold back). */
async function holdingErrors(tx: Tx, account: LockedAccount, t: Request): Promise<TFieldError[]> {
  if (t.direction !== 'Out') return [];
  if (t.processingType === 'Cash') {
    const available = await availableCash(tx, account.id);
    return dec(t.estimatedValue).greaterThan(available)
      ? [err('transfer.estimatedValue', `Only ${formatPounds(available)} is available in this account`)]
      : [];
  }
  const errors: TFieldError[] = [];
  for (const [i, a] of (t.assets ?? []).entries()) {
    const held = await holding(tx, account.id, a.assetId);
    if (dec(a.quantity).greaterThan(held.quantity))
      errors.push(err(`transfer.assets.${i}.quantity`, `The account holds ${held.quantity.toFixed()} units`));
  }
  return errors;
}

/**
 * POST /portfolioTransactionGroup with a `transfer` (decision 0800): the transfer's portfolio transaction
 * (Product Transfer for cash, Stock Transfer in specie; Pending until the transfer ends) under a new linkId,
 * its transfer row, assets and first history event, in one database transaction. A cash transfer out holds
 * its estimate back from the account's available cash at once, so it cannot be spent twice meanwhile.
 */
export async function createTransfer(db: Database, caller: Caller, input: TCreateTransfer) {
  const t = input.transfer;
  return db.transaction(async (tx) => {
    const account = (await lockAccounts(tx, caller, new Map([[input.accountId, 'accountId']]))).get(
      input.accountId,
    )!;
    const [party] = await tx.select().from(masterParties).where(eq(masterParties.id, t.providerId));
    const errors = [
      ...accountErrors(account, t),
      ...providerErrors(party, account, t),
      ...shapeErrors(account, t),
      ...(await assetErrors(tx, caller, t)),
    ];
    if (!errors.length) errors.push(...(await holdingErrors(tx, account, t)));
    if (errors.length) throw badRequest(errors);
    const cash = t.processingType === 'Cash';
    const linkId = await newLinkId(tx);
    const row = await insertTransaction(tx, caller, {
      accountId: account.id,
      linkId,
      transactionType: cash ? 'Product Transfer' : 'Stock Transfer',
      transactionSubType: 'Transfer',
      movementType: t.direction,
      method: 'Transfer',
      status: 'Pending',
      amount: moneyIn(t.estimatedValue),
      reservedCash: cash && t.direction === 'Out' ? moneyIn(t.estimatedValue) : '0',
      transactionDate: londonToday(),
      details: {
        narrative: `Transfer ${t.direction === 'In' ? 'in from' : 'out to'} ${party!.name} (${t.providerReference})`,
      },
    });
    const status = initialStatus(!!t.crystallised && !t.crystallisation);
    await insertTransfer(tx, caller, { id: row.id, accountId: account.id, status, request: t });
    return { id: row.id, linkId };
  });
}
