/** Latency statistics for the benchmarks: nearest-rank percentiles over fixed-size samples. */

export interface Summary {
  n: number;
  p50Ms: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
}

/** The nearest-rank percentile (p in 0..100) of the samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export function summarise(samples: readonly number[]): Summary {
  return {
    n: samples.length,
    p50Ms: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    minMs: round(Math.min(...samples)),
    maxMs: round(Math.max(...samples)),
  };
}

/** Runs `once` `warmup` times unmeasured, then `count` times one after another, and returns each duration. */
export async function timeRepeatedly(
  count: number,
  once: (i: number) => Promise<void>,
  warmup = 3,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await once(i);
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await once(i);
    samples.push(performance.now() - started);
  }
  return samples;
}
