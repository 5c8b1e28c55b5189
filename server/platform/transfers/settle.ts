import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { accounts, assets, masterParties, transferAssets } from '../db/schema';
import { conflict } from '../errors';
import { clientRefusal, ownerOf } from '../accounts/money-gate';
import {
  availableCash,
  changeTransaction,
  dec,
  formatPounds,
  holding,
  lockAccountForRun,
  lockTransaction,
  londonToday,
  moneyIn,
  postCash,
  postStock,
  type Actor,
  type CashLeg,
  type StockLeg,
} from '../ledger';
import type { TransferStatus } from '../../../contract/transfers';
import type { TransferRow } from './store';

/**
 * Completing a transfer settles it in the ledger (decision 0800), in the database transaction of the move:
 * balanced postings against the firm's Transfers book (the other provider's side), then the transaction is
 * Completed. Cash moves as a Product Transfer payment (PTIN/PTOU); in specie as Stock Transfer postings per
 * asset at the book cost the other provider reported, so gains are measured from the client's real cost.
 */

const client = (accountId: string) => ({ book: 'Client' as const, accountId });

async function assetLines(tx: Tx, transferId: string) {
  return tx
    .select({
      assetId: transferAssets.assetId,
      quantity: transferAssets.quantity,
      bookValue: transferAssets.bookValue,
      name: assets.name,
      isin: assets.isin,
    })
    .from(transferAssets)
    .innerJoin(assets, eq(assets.id, transferAssets.assetId))
    .where(eq(transferAssets.transferId, transferId))
    .orderBy(asc(assets.name));
}

/** Cash between the client's account and the Transfers book, in or out. */
function cashLegs(row: TransferRow, amount: ReturnType<typeof dec>, narrative: string): CashLeg[] {
  const sign = row.direction === 'In' ? 1 : -1;
  const code = row.direction === 'In' ? ('PTIN' as const) : ('PTOU' as const);
  return [
    { ...client(row.accountId), code, narrative, amount: amount.times(sign) },
    { book: 'Transfers', code, narrative, amount: amount.times(-sign) },
  ];
}

/** 409 naming each asset without a book value (POST /upload/bookvalue supplies them), or when none are listed. */
async function inSpecieLegs(tx: Tx, row: TransferRow, narrative: string): Promise<StockLeg[]> {
  const lines = await assetLines(tx, row.id);
  if (!lines.length)
    throw conflict('List the assets coming in (the manual transfer-in file) before completing this transfer');
  const missing = lines.filter((l) => l.bookValue === null);
  if (missing.length && row.direction === 'In')
    throw conflict(
      `Book values are missing for ${missing.map((l) => `${l.name} (${l.isin})`).join(', ')}; upload them before completing`,
    );
  const legs: StockLeg[] = [];
  for (const l of lines) {
    const quantity = dec(l.quantity);
    let bookValue: ReturnType<typeof dec>;
    if (row.direction === 'In') bookValue = dec(l.bookValue!);
    else {
      // Out: the book cost leaves in proportion to the units, as a sale would take it.
      const held = await holding(tx, row.accountId, l.assetId);
      if (quantity.greaterThan(held.quantity))
        throw conflict(
          `The account holds ${held.quantity.toFixed()} units of ${l.name}, fewer than the ${quantity.toFixed()} to transfer`,
        );
      bookValue = dec(moneyIn(held.bookValue.times(quantity).dividedBy(held.quantity)));
    }
    const sign = row.direction === 'In' ? 1 : -1;
    const code = row.direction === 'In' ? ('PTIN' as const) : ('PTOU' as const);
    legs.push(
      {
        ...client(row.accountId),
        code,
        narrative,
        assetId: l.assetId,
        quantity: quantity.times(sign),
        value: bookValue.times(sign),
        bookValue: bookValue.times(sign),
      },
      {
        book: 'Transfers',
        code,
        narrative,
        assetId: l.assetId,
        quantity: quantity.times(-sign),
        value: bookValue.times(-sign),
        bookValue: bookValue.times(-sign),
      },
    );
  }
  return legs;
}

/**
 * Writes the completed transfer's postings and completes its transaction; returns the amount settled. Cash
 * out must not overdraw: the estimate was held back at the request, and the amount paid is checked here
 * against what is available besides that hold.
 */
export async function settleTransfer(tx: Tx, actor: Actor, row: TransferRow, actualValue?: number) {
  const [{ clientId }] = await tx
    .select({ clientId: accounts.clientId })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  const refusal = clientRefusal(await ownerOf(tx, clientId));
  if (refusal) throw conflict(refusal);
  await lockAccountForRun(tx, row.accountId);
  const ptx = (await lockTransaction(tx, row.firmId, row.id))!;
  const [party] = await tx.select().from(masterParties).where(eq(masterParties.id, row.providerId));
  const narrative = `Transfer ${row.direction === 'In' ? 'in from' : 'out to'} ${party.name}`;
  const date = londonToday();
  const dates = { postDate: date, valueDate: date };
  let amount = dec(actualValue ?? row.estimatedValue);
  if (row.processingType === 'Cash') {
    if (row.direction === 'Out') {
      const available = await availableCash(tx, row.accountId, ptx.id);
      if (amount.greaterThan(available))
        throw conflict(
          `Paying this transfer out would overdraw the account (${formatPounds(available)} available)`,
        );
    }
    await postCash(tx, ptx, cashLegs(row, amount, narrative), dates);
  } else {
    const legs = await inSpecieLegs(tx, row, narrative);
    await postStock(tx, ptx, legs, dates);
    amount = legs.filter((l) => l.book === 'Client').reduce((s, l) => s.plus(l.bookValue.abs()), dec(0));
  }
  await changeTransaction(
    tx,
    actor,
    ptx,
    { status: 'Completed', completedDate: date, amount: moneyIn(amount), reservedCash: '0' },
    'complete',
  );
  return { amount, date };
}

/** A transfer that ends without completing (Cancelled, Deleted, Rejected) ends its transaction, releasing any hold. */
export async function endTransferTransaction(
  tx: Tx,
  actor: Actor,
  row: TransferRow,
  ending: TransferStatus,
  reason: string,
) {
  const ptx = (await lockTransaction(tx, row.firmId, row.id))!;
  await changeTransaction(
    tx,
    actor,
    ptx,
    {
      status: ending === 'Rejected' ? 'Error' : 'Deleted',
      reservedCash: '0',
      details: { statusReason: reason },
    },
    ending === 'Rejected' ? 'fail' : 'delete',
    reason,
  );
}
