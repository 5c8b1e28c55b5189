import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_ACTIVITY_MESSAGE, watchActivity } from './activity';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('activity watcher', () => {
  it('when keys, pointer moves and scrolls come in bursts, then they count at most once a second', () => {
    let t = 0;
    const seen = vi.fn();
    const stop = watchActivity(window, seen, () => t);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    window.dispatchEvent(new Event('pointermove'));
    t = 999;
    document.body.dispatchEvent(new Event('scroll'));
    expect(seen).toHaveBeenCalledTimes(1);
    t = 1000;
    document.body.dispatchEvent(new Event('scroll'));
    expect(seen).toHaveBeenCalledTimes(2);
    t = 2000;
    stop();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('when the user works inside an embedded frame, then the focus moving into it and its messages count', async () => {
    vi.useFakeTimers();
    let t = 0;
    const seen = vi.fn();
    const stop = watchActivity(window, seen, () => t);
    const frame = document.createElement('iframe');
    document.body.appendChild(frame);
    frame.focus();
    window.dispatchEvent(new Event('blur'));
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveBeenCalledTimes(1);
    t = 1000;
    window.dispatchEvent(new MessageEvent('message', { data: FRAME_ACTIVITY_MESSAGE }));
    t = 2000;
    window.dispatchEvent(new MessageEvent('message', { data: 'something else' }));
    expect(seen).toHaveBeenCalledTimes(2);
    stop();
  });
});
