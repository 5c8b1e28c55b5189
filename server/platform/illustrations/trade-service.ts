import { eq } from 'drizzle-orm';
import type { TCreateTradeIllustration, TTradeIllustration } from '../../../contract/illustrations';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { assets } from '../db/schema';
import { findAccount } from '../accounts/service';
import { priceOn } from '../assets/prices';
import { fieldError } from '../errors';
import { dec, pence, tariffAt, unitsFloor } from '../ledger';
import { requireFieldsInReach } from '../security/reach';
import { tradeIllustration } from './trade';

/**
 * POST /illustration/trade (decision 0902): the costs of a proposed deal, at the instrument's latest price
 * and the tariff of the account's node (the caller's without an account). Not stored: it is a quote of the
 * moment, answered again in milliseconds, and what the client agrees to is the order and its contract note.
 * An amount is the consideration (what is dealt, before charges); a quantity is valued at the price.
 */
export async function createTradeIllustration(
  db: Database,
  caller: Caller,
  body: TCreateTradeIllustration,
): Promise<TTradeIllustration> {
  const account = body.accountId ? await findAccount(db, caller, body.accountId) : undefined;
  if (account && body.wrapperType && body.wrapperType !== account.wrapperType)
    throw fieldError('wrapperType', `Must be the account's wrapper type (${account.wrapperType})`);
  await requireFieldsInReach(db, caller, 'body', [{ field: 'assetId', kind: 'asset', value: body.assetId }]);
  const [asset] = await db.select().from(assets).where(eq(assets.id, body.assetId));
  const latest = await priceOn(db, asset.id);
  if (!latest) throw fieldError('assetId', 'This instrument has no price to illustrate a deal at');
  const price = dec(latest.price);
  const quantity =
    body.quantity !== undefined
      ? dec(String(body.quantity))
      : unitsFloor(dec(String(body.amount)).dividedBy(price));
  const consideration = body.amount !== undefined ? pence(String(body.amount)) : pence(quantity.times(price));
  const tariff = await tariffAt(db, caller.firmId, account?.nodeId ?? caller.nodeId);
  const t = tradeIllustration({
    side: body.side,
    instrument: { isin: asset.isin, instrumentType: asset.instrumentType },
    consideration,
    tariff,
    spreadPercent: body.spreadPercent === undefined ? undefined : String(body.spreadPercent),
  });
  return {
    side: t.side,
    assetId: asset.id,
    assetName: asset.name,
    isin: asset.isin,
    accountId: account?.id ?? null,
    wrapperType: (body.wrapperType ?? account!.wrapperType) as TTradeIllustration['wrapperType'],
    price: price.toNumber(),
    priceDate: latest.priceDate,
    quantity: quantity.toNumber(),
    consideration: t.consideration.toNumber(),
    lines: t.lines.map((l) => ({
      type: l.type,
      amount: l.amount.toNumber(),
      percent: l.percent.toNumber(),
      implicit: l.implicit,
    })),
    totalCost: t.totalCost.toNumber(),
    totalPercent: t.totalPercent.toNumber(),
    cashMovement: t.cashMovement.toNumber(),
  };
}
