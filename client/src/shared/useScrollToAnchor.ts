import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The `#section` of the address (decoded), or '' when there is none; it changes as the hash does. */
export function useAnchor(): string {
  const { hash } = useLocation();
  return decodeURIComponent(hash.slice(1));
}

/**
 * Scrolls to the `#section` of the address once the page has drawn it (edit pages take an anchor), and
 * again whenever the hash changes while the page is open.
 */
export function useScrollToAnchor(ready: boolean) {
  const id = useAnchor();
  useEffect(() => {
    if (!ready || !id) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(id)?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [ready, id]);
}
