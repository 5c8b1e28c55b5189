import { addDays, format } from 'date-fns';
import { computeCgt, matchCgt, type Trade } from '../server/platform/tax/cgt';
import { exact } from '../server/platform/tax/cgt-exact';
import { summarise, timeRepeatedly } from './stats';

/**
 * Issue 16's CGT figure: the pure engine (server/platform/tax/cgt.ts `matchCgt`) over 10,000 trades, p95
 * of whole runs (target 50 ms): every disposal matched and every tax year totalled, in the engine's own
 * numbers. `allInDecimals` times `computeCgt`, which also turns every figure into a decimal.js number (the
 * CLI's whole report); the product's report turns only the period it shows (tax/service.ts). The trades are generated, the same every run: 20 assets dealt over about five
 * years, three buys to every sell, a sale never more than half of what is held, some sales bought back
 * within 30 days, and one split per asset, so every rule of the matching is exercised. Amounts are the
 * engine's exact decimals, as the product's adapter gives them (server/platform/tax/ledger-trades.ts).
 */

const ASSETS = 20;

/** A small deterministic generator (mulberry32), so every run matches the same trades. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generatedTrades(count: number): Trade[] {
  const next = random(16);
  const held = new Array<number>(ASSETS).fill(0);
  const trades: Trade[] = [];
  const start = new Date(2019, 3, 8);
  for (let i = 0; i < count; i++) {
    const asset = i % ASSETS;
    const date = format(addDays(start, Math.floor((i / count) * 1800)), 'yyyy-MM-dd');
    const name = `ASSET${asset}`;
    if (i === Math.floor(count / 2) + asset) {
      trades.push({ kind: 'SPLIT', date, asset: name, ratio: exact(2) });
      held[asset] *= 2;
      continue;
    }
    const price = exact((1 + next() * 9).toFixed(4));
    const selling = held[asset] > 10 && next() < 0.25;
    const quantity = selling
      ? Math.max(1, Math.floor(held[asset] * next() * 0.5))
      : 1 + Math.floor(next() * 500);
    held[asset] += selling ? -quantity : quantity;
    const fees = exact((next() * 12).toFixed(2));
    trades.push({
      kind: selling ? 'SELL' : 'BUY',
      date,
      asset: name,
      quantity: exact(quantity),
      price,
      fees,
    });
  }
  return trades;
}

export async function cgtBenchmark(
  opts: { trades?: number; runs?: number; progress?: (m: string) => void } = {},
) {
  const trades = generatedTrades(opts.trades ?? 10_000);
  opts.progress?.(`CGT: the engine over ${trades.length} trades`);
  let disposals = 0;
  const samples = await timeRepeatedly(opts.runs ?? 30, async () => {
    disposals = matchCgt(trades).disposals.length;
  });
  const everything = await timeRepeatedly(opts.runs ?? 30, async () => {
    computeCgt(trades);
  });
  return { trades: trades.length, disposals, ...summarise(samples), allInDecimals: summarise(everything) };
}
