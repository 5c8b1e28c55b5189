import { and, asc, eq, inArray } from 'drizzle-orm';
import type { WrapperType } from '../../../contract/enums';
import { dec, type Decimal } from '../../../contract/money';
import type { Tx } from '../db/connection';
import { accounts, assets, cashPostings, stockPostings } from '../db/schema';
import type { Trade } from './cgt';
import { exact } from './cgt-exact';
import { treatmentOf } from './wrappers';

/**
 * A client's dealing history as the CGT engine reads it: every executed buy and sell in their taxable
 * accounts, from the ledger's own postings. The engine is given one list for the person, so the section
 * 104 pool of an asset is theirs across all their taxable accounts (TCGA 1992 s104), never the ledger's
 * pooled book cost of one account.
 *
 * From each trade's client stock posting: the units and the consideration (the gross amount dealt, to the
 * penny, exactly as paid or received). From the trade's charge postings (CHRG: dealing charge, stamp duty,
 * PTM levy): its incidental costs, allowable on either side. The ledger has no corporate actions (no
 * split or consolidation is ever posted), so no SPLIT trade comes from it.
 */

export interface ClientAccount {
  id: string;
  name: string;
  wrapperType: WrapperType;
}

export interface LedgerTrade {
  trade: Extract<Trade, { kind: 'BUY' | 'SELL' }>;
  accountId: string;
}

export interface ClientTrades {
  taxable: ClientAccount[];
  exempt: ClientAccount[];
  trades: LedgerTrade[];
  /** Name and ISIN of each asset traded, by asset id. */
  assetsById: Map<string, { name: string; isin: string | null }>;
}

export async function clientAccounts(tx: Tx, firmId: string, clientId: string): Promise<ClientAccount[]> {
  const rows = await tx
    .select({ id: accounts.id, name: accounts.name, wrapperType: accounts.wrapperType })
    .from(accounts)
    .where(and(eq(accounts.firmId, firmId), eq(accounts.clientId, clientId)))
    .orderBy(asc(accounts.id));
  return rows.map((r) => ({ ...r, wrapperType: r.wrapperType as WrapperType }));
}

export async function clientTrades(tx: Tx, firmId: string, clientId: string): Promise<ClientTrades> {
  const all = await clientAccounts(tx, firmId, clientId);
  const taxable = all.filter((a) => treatmentOf(a.wrapperType) === 'taxable');
  const exempt = all.filter((a) => treatmentOf(a.wrapperType) !== 'taxable');
  if (!taxable.length) return { taxable, exempt, trades: [], assetsById: new Map() };
  const ids = taxable.map((a) => a.id);
  const rows = await tx
    .select({
      transactionId: stockPostings.transactionId,
      accountId: stockPostings.accountId,
      assetId: stockPostings.assetId,
      assetName: assets.name,
      isin: assets.isin,
      code: stockPostings.transactionCode,
      date: stockPostings.postDate,
      quantity: stockPostings.quantity,
      value: stockPostings.value,
    })
    .from(stockPostings)
    .innerJoin(assets, eq(assets.id, stockPostings.assetId))
    .where(
      and(
        eq(stockPostings.firmId, firmId),
        eq(stockPostings.book, 'Client'),
        inArray(stockPostings.accountId, ids),
        // A re-registration in (PTIN) is the client's own shares arriving at the book cost the other provider
        // carried: an acquisition for the pool. One out (PTOU) leaves at the pool's average cost, which leaves
        // the cost per share unchanged, so it is no disposal and needs no entry (decision 0800).
        inArray(stockPostings.transactionCode, ['BUYS', 'SELL', 'PTIN']),
      ),
    )
    .orderBy(asc(stockPostings.postDate), asc(stockPostings.id));
  const charges = await chargesOf(tx, firmId, ids);
  const assetsById = new Map(rows.map((r) => [r.assetId, { name: r.assetName, isin: r.isin }]));
  const trades = rows.map((r): LedgerTrade => {
    const quantity = exact(dec(r.quantity).abs());
    const consideration = exact(dec(r.value).abs());
    return {
      accountId: r.accountId!,
      trade: {
        kind: r.code === 'SELL' ? 'SELL' : 'BUY',
        date: r.date,
        asset: r.assetId,
        quantity,
        // The price only names the deal (to 20 digits); the engine takes the consideration as dealt.
        price: dec(r.value).abs().div(dec(r.quantity).abs()),
        consideration,
        fees: charges.get(r.transactionId) ?? exact(0),
      },
    };
  });
  return { taxable, exempt, trades, assetsById };
}

/** What each trade of these accounts was charged: its CHRG postings out of the client's account. */
async function chargesOf(tx: Tx, firmId: string, accountIds: string[]) {
  const rows = await tx
    .select({ transactionId: cashPostings.transactionId, amount: cashPostings.amount })
    .from(cashPostings)
    .where(
      and(
        eq(cashPostings.firmId, firmId),
        eq(cashPostings.book, 'Client'),
        inArray(cashPostings.accountId, accountIds),
        eq(cashPostings.transactionCode, 'CHRG'),
      ),
    );
  const byTransaction = new Map<string, Decimal>();
  for (const r of rows) {
    const paid = exact(dec(r.amount).neg());
    byTransaction.set(r.transactionId, (byTransaction.get(r.transactionId) ?? exact(0)).plus(paid));
  }
  return byTransaction;
}
