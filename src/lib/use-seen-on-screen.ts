import { useCallback, useEffect, useRef, useState } from 'react';

/** How long an element scrolled into view must stay there to count as seen: one flung past starts nothing. */
export const SEEN_AFTER_MS = 150;

/** Whether an element has come on screen (or within `margin`), for good: at once when drawn there, else after `SEEN_AFTER_MS`
 * in view. Without IntersectionObserver (a test environment) everything counts as seen. */
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
