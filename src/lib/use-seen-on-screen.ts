import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long an element scrolled into view must stay there to count as seen. A row flung past, or
 * scrolled over on the way to the pager below, asks for nothing: its requests would only queue before
 * the ones the person is waiting for (the next page's).
 */
export const SEEN_AFTER_MS = 150;

/**
 * Whether an element has come on screen (or within `margin` of it) since it mounted: a ref callback for
 * the element and the answer. On screen when first drawn, it is seen at once; scrolled into view later,
 * once it has stayed for `SEEN_AFTER_MS`. Once seen it stays seen, so what it started (a request) is not
 * given up when the person scrolls on. Without IntersectionObserver (a test environment) everything
 * counts as seen.
 */
export function useSeenOnScreen<E extends Element>(margin = '200px'): [(element: E | null) => void, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const stopWatching = useRef<(() => void) | null>(null);

  const ref = useCallback(
    (element: E | null) => {
      stopWatching.current?.();
      stopWatching.current = null;
      if (element === null || seen || typeof IntersectionObserver === 'undefined') return;
      let firstAnswer = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const watcher = new IntersectionObserver(
        (entries) => {
          const onScreen = entries[entries.length - 1]?.isIntersecting ?? false;
          // The observer's first answer tells where the element is as drawn.
          const atOnce = firstAnswer;
          firstAnswer = false;
          clearTimeout(timer);
          if (!onScreen) return;
          const markSeen = () => {
            watcher.disconnect();
            setSeen(true);
          };
          if (atOnce) markSeen();
          else timer = setTimeout(markSeen, SEEN_AFTER_MS);
        },
        { rootMargin: margin },
      );
      watcher.observe(element);
      stopWatching.current = () => {
        clearTimeout(timer);
        watcher.disconnect();
      };
    },
    [seen, margin],
  );
  useEffect(() => () => stopWatching.current?.(), []);
  return [ref, seen];
}
