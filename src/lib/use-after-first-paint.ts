import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. Lets a part that the first screen
 * can do without (a chart's code) start loading only after the data above it is on screen, rather than
 * competing with it for the network and the main thread.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the next paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
