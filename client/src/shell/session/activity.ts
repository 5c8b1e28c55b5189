/** Spec §9: activity is counted at most once a second. */
export const ACTIVITY_THROTTLE_MS = 1000;

/** A message an embedded same-product frame may post to say the user is working inside it. */
export const FRAME_ACTIVITY_MESSAGE = 'keel:activity';

/** Keyboard, pointer and scroll activity (spec §4). Scroll does not bubble, so it is caught on the way down. */
const DIRECT_EVENTS = ['keydown', 'pointermove', 'pointerdown', 'wheel'] as const;

type ActivityTarget = Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: Document };

/**
 * Calls `onActivity` for user activity, at most once per second. Activity inside an embedded frame never
 * reaches this window, so two signs of it count too: the window losing focus to an <iframe> (the user
 * clicked into it) and a `keel:activity` message posted by the frame.
 */
export function watchActivity(
  target: ActivityTarget,
  onActivity: () => void,
  now: () => number = Date.now,
  throttleMs = ACTIVITY_THROTTLE_MS,
): () => void {
  let last = -Infinity;
  const count = () => {
    if (now() - last < throttleMs) return;
    last = now();
    onActivity();
  };
  const onBlur = () => {
    // The focus moves into the frame just after blur.
    setTimeout(() => {
      if (target.document?.activeElement?.tagName === 'IFRAME') count();
    }, 0);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.data === FRAME_ACTIVITY_MESSAGE) count();
  };
  for (const type of DIRECT_EVENTS) target.addEventListener(type, count, { passive: true });
  target.addEventListener('scroll', count, { capture: true, passive: true });
  target.addEventListener('blur', onBlur);
  target.addEventListener('message', onMessage as EventListener);
  return () => {
    for (const type of DIRECT_EVENTS) target.removeEventListener(type, count);
    target.removeEventListener('scroll', count, { capture: true });
    target.removeEventListener('blur', onBlur);
    target.removeEventListener('message', onMessage as EventListener);
  };
}
