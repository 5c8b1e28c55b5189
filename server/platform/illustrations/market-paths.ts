/**
 * Simulated markets for drawdown sustainability (decision 0900). Plain JavaScript numbers, on purpose:
 * this is a statistical estimate over a thousand imagined futures, not money anyone is paid, and exact
 * decimals would make a 40-year run over 1,000 paths hundreds of times slower for no gain in truth.
 *
 * The model: monthly returns are lognormal and independent. A yearly arithmetic mean return μ and a
 * volatility σ give a yearly log-return of mean ln(1 + μ) − σ²/2 and standard deviation σ (so the
 * expected yearly growth is exactly μ), split evenly over twelve months. Each month, in the
 * illustration's order: the withdrawal at the start (a path fails the first month it cannot be paid in
 * full), a month's growth, then a twelfth of the yearly percentage charges and of the fixed charges.
 * Not modelled: fat tails, volatility that changes, returns that revert, sequence of inflation, a
 * withdrawal that rises with prices. A seeded generator (mulberry32, normals by Box-Muller) makes every
 * answer repeatable: the same inputs and seed give the same result, bit for bit.
 */

export interface Market {
  /** The yearly arithmetic mean return, a percentage: 5 for 5 %. */
  meanPercent: number;
  /** The yearly volatility (standard deviation of the log-return), a percentage. */
  volatilityPercent: number;
}

export interface PathsInput {
  pot: number;
  monthlyWithdrawal: number;
  percentChargesPerYear: number;
  fixedChargesPerYear: number;
  months: number;
  paths: number;
  seed: number;
  market: Market;
  /** For the fan in today's money. */
  inflationPercent: number;
}

export interface PathsResult {
  /** How many paths paid every withdrawal in full for all `months`. */
  lasted: number;
  fan: { year: number; p10: number; p50: number; p90: number }[];
}

/** mulberry32: a small, fast, well-mixed 32-bit generator; uniform in [0, 1). */
export function uniform(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal draws by Box-Muller, two per pair of uniforms. */
export function normal(seed: number): () => number {
  const next = uniform(seed);
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const s = spare;
      spare = null;
      return s;
    }
    const u = 1 - next(); // (0, 1], so the logarithm is finite
    const radius = Math.sqrt(-2 * Math.log(u));
    const angle = 2 * Math.PI * next();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
}

/** The nearest-rank percentile of sorted values. */
const at = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export function simulatePaths(input: PathsInput): PathsResult {
  const sigma = input.market.volatilityPercent / 100;
  const logMean = (Math.log(1 + input.market.meanPercent / 100) - (sigma * sigma) / 2) / 12;
  const logSd = sigma / Math.sqrt(12);
  const keep = 1 - input.percentChargesPerYear / 1200;
  const fixed = input.fixedChargesPerYear / 12;
  const years = Math.floor(input.months / 12);
  const atYearEnd = Array.from({ length: years }, () => new Float64Array(input.paths));
  const draw = normal(input.seed);
  let lasted = 0;
  for (let path = 0; path < input.paths; path++) {
    let value = input.pot;
    let failed = false;
    for (let month = 1; month <= input.months; month++) {
      const growth = Math.exp(logMean + logSd * draw());
      if (value < input.monthlyWithdrawal) failed = true;
      value = Math.max(0, value - input.monthlyWithdrawal) * growth * keep - fixed;
      if (value < 0) value = 0;
      if (month % 12 === 0) atYearEnd[month / 12 - 1][path] = value;
    }
    if (!failed) lasted++;
  }
  const deflate = 1 + input.inflationPercent / 100;
  const fan = atYearEnd.map((values, i) => {
    values.sort();
    const real = (v: number) => Math.round(v / deflate ** (i + 1));
    return { year: i + 1, p10: real(at(values, 10)), p50: real(at(values, 50)), p90: real(at(values, 90)) };
  });
  return { lasted, fan };
}
