import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come on screen (or within `margin` of it) since it mounted: a ref callback for
 * the element and the answer. Once seen it stays seen, so what it started (a request) is not given up
 * when the person scrolls on. Without IntersectionObserver (a test environment) everything counts as seen.
 */
export function useSeenOnScreen<E extends Element>(margin = '200px'): [(element: E | null) => void, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (element: E | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (element === null || seen || typeof IntersectionObserver === 'undefined') return;
      const watcher = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            watcher.disconnect();
            setSeen(true);
          }
        },
        { rootMargin: margin },
      );
      watcher.observe(element);
      observer.current = watcher;
    },
    [seen, margin],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, seen];
}
