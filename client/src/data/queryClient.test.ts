import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { isSlowLink } from './connection';
import { networkError } from './httpErrors';
import { createQueryClient, loadingSlowMs, retryDelayMs, throttleFocus } from './queryClient';

describe('data cache defaults', () => {
  it('when created, then reads stay fresh 2 s, revalidate on focus and reconnect, and retry only unreached servers', () => {
    const queries = createQueryClient(() => false).getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(2000);
    expect([queries.refetchOnWindowFocus, queries.refetchOnReconnect]).toEqual([true, true]);
    const retry = queries.retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, networkError())).toBe(true);
    expect(retry(1, networkError())).toBe(false);
    expect(retry(0, new HttpError('Not found', 404))).toBe(false);
    expect((queries.retryDelay as () => number)()).toBe(5000);
    expect((createQueryClient(() => true).getDefaultOptions().queries!.retryDelay as () => number)()).toBe(10_000);
  });

  it('when the link is slow, then retry waits 10 s and the loading-slow notice 5 s; otherwise 5 s and 3 s', () => {
    expect([retryDelayMs(false), loadingSlowMs(false)]).toEqual([5000, 3000]);
    expect([retryDelayMs(true), loadingSlowMs(true)]).toEqual([10_000, 5000]);
    expect(isSlowLink({ effectiveType: '2g' })).toBe(true);
    expect(isSlowLink({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowLink({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowLink({ effectiveType: '3g' })).toBe(false);
    expect(isSlowLink(undefined)).toBe(false);
  });

  it('when focus returns several times within 5 s, then the cache revalidates once', () => {
    const target = new EventTarget() as unknown as Window;
    const onFocus = vi.fn();
    const manager = { setEventListener: (setup: (f: () => void) => unknown) => void setup(onFocus) };
    let clock = 0;
    throttleFocus(manager as never, 5000, target, () => clock);
    target.dispatchEvent(new Event('focus'));
    clock = 4999;
    target.dispatchEvent(new Event('visibilitychange'));
    target.dispatchEvent(new Event('focus'));
    expect(onFocus).toHaveBeenCalledTimes(1);
    clock = 5000;
    target.dispatchEvent(new Event('focus'));
    expect(onFocus).toHaveBeenCalledTimes(2);
  });
});
