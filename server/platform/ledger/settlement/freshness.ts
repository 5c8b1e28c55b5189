import { differenceInBusinessDays, format, parseISO } from 'date-fns';
import { DEFAULT_MAX_PRICE_AGE_BUSINESS_DAYS, type TConfig } from '../../../../contract/firm';
import type { Tx } from '../../db/connection';
import { effectiveSettings, settingsKey } from '../../firm/settings';

/**
 * How old a price is, in business days (weekends skipped; UK bank holidays are not modelled, so a price
 * from before a bank holiday reads a day older than it is): docs/decisions/0409.
 */
export const businessDaysOld = (priceDate: string, today: string) =>
  differenceInBusinessDays(parseISO(today), parseISO(priceDate));

/**
 * A valuation's price is stale when it is older than the business day before the valuation date: Friday's
 * price is current on Monday, Monday's is stale on Wednesday.
 */
export const isStalePrice = (priceDate: string | null, asOf: string) =>
  priceDate !== null && businessDaysOld(priceDate, asOf) > 1;

/** 12/11/2026: dates in messages as a UK reader writes them. */
const ukDate = (date: string) => format(parseISO(date), 'dd/MM/yyyy');

/** How old a price dealing accepts at a node: the node configuration's setting, inherited, or 5. */
export async function maxPriceAge(tx: Tx, firmId: string, nodeId: string): Promise<number> {
  const config = (await effectiveSettings(tx, firmId, nodeId, settingsKey.config())) as TConfig;
  return config.maxPriceAgeBusinessDays ?? DEFAULT_MAX_PRICE_AGE_BUSINESS_DAYS;
}

/** Why dealing will not use this price, or undefined when it is fresh enough. */
export function stalePriceRefusal(
  assetName: string,
  priceDate: string,
  today: string,
  maxAge: number,
): string | undefined {
  if (businessDaysOld(priceDate, today) <= maxAge) return undefined;
  return `The latest price of ${assetName} is from ${ukDate(priceDate)}, older than ${maxAge} business days: dealing waits for a fresh price; place the order again once there is one`;
}
