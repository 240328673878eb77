/**
 * Runs `task` once the browser has painted the next frame (a frame callback, then a task after it), or
 * soon when there are no frames to wait for (tests, hidden tabs). For work that must not delay what is
 * about to be shown: requests for secondary data, sent after the first data is on screen.
 */
export function afterNextPaint(task: () => void): void {
  const later = () => setTimeout(task, 0);
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') {
    requestAnimationFrame(later);
  } else {
    later();
  }
}
