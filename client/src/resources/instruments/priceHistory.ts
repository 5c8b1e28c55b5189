import { subDays } from 'date-fns';
import { isoDate } from '../../../../contract/dates';

/** The windows the price history offers, in days back from today. */
export const PRICE_WINDOWS = { '1M': 31, '3M': 92, '1Y': 366 } as const;
export type PriceWindow = keyof typeof PRICE_WINDOWS;

/** The first day of a window ending today, as the date-only text the price call takes. */
export function windowStart(window: PriceWindow, today: Date = new Date()): string {
  return isoDate(subDays(today, PRICE_WINDOWS[window]));
}

export interface PricePoint {
  priceDate: string;
  price: number;
}

/**
 * An SVG polyline's points for a small line of prices (oldest on the left, highest at the top) in a
 * box of the given size; a flat series sits in the middle.
 */
export function sparklinePoints(points: readonly PricePoint[], width: number, height: number): string {
  if (points.length === 0) return '';
  const prices = points.map((p) => p.price);
  const low = Math.min(...prices);
  const span = Math.max(...prices) - low;
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  const y = (price: number) => (span === 0 ? height / 2 : height - ((price - low) / span) * height);
  return points.map((p, i) => `${+(i * step).toFixed(2)},${+y(p.price).toFixed(2)}`).join(' ');
}

/** The change over the window, as a fraction of its first price. */
export function changeOver(points: readonly PricePoint[]): number | undefined {
  if (points.length < 2 || points[0].price === 0) return undefined;
  return (points[points.length - 1].price - points[0].price) / points[0].price;
}
