import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSlowLink } from './networkSpeed';
import { networkError, toHttpError } from './httpErrors';
import {
  MAX_READ_RETRIES,
  createQueryClient,
  isRetryableRead,
  loadingSlowMs,
  retryDelayMs,
  throttleFocus,
} from './queryClient';

afterEach(() => void vi.useRealTimers());

describe('data cache defaults', () => {
  it('when created, then reads stay fresh 2 s, revalidate on focus and reconnect, and retry every 5 s (10 s when slow)', () => {
    const queries = createQueryClient(() => false).getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(2000);
    expect([queries.refetchOnWindowFocus, queries.refetchOnReconnect]).toEqual([true, true]);
    const retry = queries.retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, networkError())).toBe(true);
    expect(retry(MAX_READ_RETRIES - 1, networkError())).toBe(true);
    expect(retry(MAX_READ_RETRIES, networkError())).toBe(false);
    expect(retry(0, new HttpError('Not found', 404))).toBe(false);
    expect((queries.retryDelay as () => number)()).toBe(5000);
    expect((createQueryClient(() => true).getDefaultOptions().queries!.retryDelay as () => number)()).toBe(
      10_000,
    );
  });

  it('when a read fails, then only what may succeed later is retried: no answer, 408, 425, 429 and 5xx', () => {
    const retried = [0, 408, 425, 429, 500, 502, 503, 504].map((status) => toHttpError(status, undefined));
    const final = [400, 401, 403, 404, 409, 412, 419, 422].map((status) => toHttpError(status, undefined));
    expect(retried.map(isRetryableRead)).toEqual(retried.map(() => true));
    expect(final.map(isRetryableRead)).toEqual(final.map(() => false));
    expect(isRetryableRead(new Error('Required parameter firmId was null or undefined'))).toBe(false);
  });

  it("when react-admin asks a read not to retry, then the console's retry policy applies all the same", () => {
    const client = createQueryClient(() => false);
    const asked = client.defaultQueryOptions({ queryKey: ['clients', 'getList'], retry: false });
    expect(typeof asked.retry).toBe('function');
    expect((asked.retry as (n: number, e: unknown) => boolean)(0, networkError())).toBe(true);
    expect(client.defaultQueryOptions({ queryKey: ['x'], retry: 0 }).retry).toBe(0);
    expect(client.defaultQueryOptions({ queryKey: ['auth', 'checkAuth'], retry: false }).retry).toBe(false);
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

  it('when a read keeps failing with 503, then it is asked again every 5 s, five times, then rests', async () => {
    vi.useFakeTimers();
    const client = createQueryClient(() => false);
    const askedAt: number[] = [];
    const start = Date.now();
    const read = client.fetchQuery({
      queryKey: ['failing'],
      queryFn: () => {
        askedAt.push(Date.now() - start);
        return Promise.reject(toHttpError(503, undefined, 'Service Unavailable'));
      },
    });
    const outcome = read.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(askedAt).toEqual([0, 5000, 10_000, 15_000, 20_000, 25_000]);
    expect(await outcome).toMatchObject({ status: 503, statusText: 'Service Unavailable' });
  });

  it('when a read is refused with 403, then it is not asked again', async () => {
    const client = createQueryClient(() => false);
    let asked = 0;
    const outcome = await client
      .fetchQuery({
        queryKey: ['refused'],
        queryFn: () => {
          asked++;
          return Promise.reject(toHttpError(403, undefined));
        },
      })
      .catch((error: unknown) => error);
    expect([asked, (outcome as HttpError).status]).toEqual([1, 403]);
  });
});
