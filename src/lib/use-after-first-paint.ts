import { useEffect, useState } from 'react';

/** False until `ready` has been true for a render the browser has painted, then true for good. */
export function useAfterFirstPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted || !ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the next paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted, ready]);
  return painted;
}
