import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { assets, firmAssets, prices } from '../db/schema';
import { maxPriceAge, tariffAt, type Tariff } from '../ledger';

/**
 * What a dealing run knows about the market, read once per run and shared by its batches: each
 * instrument, its latest price on or before the trade date, whether the firm still deals in it, and the
 * price age each node accepts (docs/decisions/0409, 0410).
 */

export interface Instrument {
  id: string;
  isin: string;
  name: string;
  instrumentType: string;
  /** The firm's adoption status (Active, Suspended), or null when the firm has not adopted it. */
  firmStatus: string | null;
  latest: { price: string; priceDate: string } | null;
}

/** Exchange-traded instruments deal on the London Stock Exchange; funds with their manager. */
export const venueOf = (instrumentType: string) => (instrumentType === 'Fund' ? 'FUND' : 'XLON');

/** Why the firm will not buy this instrument now (it stopped offering it, or suspended dealing). */
export function instrumentRefusal(side: 'Buy' | 'Sell', firmStatus: string | null): string | undefined {
  if (side === 'Sell') return undefined; // a holding may always be sold, as when the sell was placed
  if (firmStatus === null) return "The instrument is no longer one of the firm's instruments";
  if (firmStatus !== 'Active') return 'Dealing in this instrument is suspended';
  return undefined;
}

export class Market {
  private readonly instruments = new Map<string, Instrument>();
  private readonly ages = new Map<string, number>();
  private readonly tariffs = new Map<string, Tariff>();

  constructor(
    private readonly firmId: string,
    readonly today: string,
  ) {}

  /** Reads the instruments not yet known: three statements, whatever their number. */
  async load(tx: Tx, assetIds: string[]) {
    const wanted = [...new Set(assetIds)].filter((id) => !this.instruments.has(id));
    if (!wanted.length) return;
    const rows = await tx.select().from(assets).where(inArray(assets.id, wanted));
    const adopted = await tx
      .select({ assetId: firmAssets.assetId, status: firmAssets.status })
      .from(firmAssets)
      .where(and(eq(firmAssets.firmId, this.firmId), inArray(firmAssets.assetId, wanted)));
    const latest = await tx
      .selectDistinctOn([prices.assetId], {
        assetId: prices.assetId,
        price: prices.price,
        priceDate: prices.priceDate,
      })
      .from(prices)
      .where(and(inArray(prices.assetId, wanted), lte(prices.priceDate, this.today)))
      .orderBy(prices.assetId, desc(prices.priceDate));
    const statusOf = new Map(adopted.map((a) => [a.assetId, a.status]));
    const priceOf = new Map(latest.map((p) => [p.assetId, p]));
    for (const a of rows)
      this.instruments.set(a.id, {
        id: a.id,
        isin: a.isin,
        name: a.name,
        instrumentType: a.instrumentType,
        firmStatus: statusOf.get(a.id) ?? null,
        latest: priceOf.get(a.id) ?? null,
      });
  }

  instrument(assetId: string): Instrument | undefined {
    return this.instruments.get(assetId);
  }

  /** The oldest price (in business days) dealing accepts at a node: read once per node per run. */
  /** The dealing tariff at a node: read once per node per run. */
  async tariff(tx: Tx, nodeId: string): Promise<Tariff> {
    if (!this.tariffs.has(nodeId)) this.tariffs.set(nodeId, await tariffAt(tx, this.firmId, nodeId));
    return this.tariffs.get(nodeId)!;
  }

  async priceAge(tx: Tx, nodeId: string): Promise<number> {
    if (!this.ages.has(nodeId)) this.ages.set(nodeId, await maxPriceAge(tx, this.firmId, nodeId));
    return this.ages.get(nodeId)!;
  }
}
