/**
 * What a run's items share (the starter, the model, the settings, tariff and prices), remembered for a few
 * seconds per job so that 10,000 items do not read it 10,000 times. A few seconds stale at most: the
 * ledger checks every order again as it places it, and a plan's amounts are estimates at the latest price
 * in any case (decision 0706).
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 200;
const memo = new Map<string, { at: number; value: Promise<unknown> }>();

export function remembered<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = memo.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value as Promise<T>;
  if (memo.size >= MAX_ENTRIES)
    for (const [k, v] of memo) if (now - v.at >= TTL_MS || memo.size >= MAX_ENTRIES) memo.delete(k);
  const value = load();
  memo.set(key, { at: now, value });
  // A failed read is not remembered: the next item tries again.
  value.catch(() => memo.delete(key));
  return value;
}
