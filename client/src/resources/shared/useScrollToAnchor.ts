import { useEffect } from 'react';

/** Scrolls to the `#section` of the address once the page has drawn it (edit pages take an anchor). */
export function useScrollToAnchor(ready: boolean) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!ready || !id) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(id)?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [ready]);
}
