// At most `max` tasks running at once; the rest wait their turn in order.

export type ConcurrencyLimit = <T>(task: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('The limit must be a whole number of at least 1');
  let running = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return <T>(task: () => Promise<T>, signal?: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', abandon);
        running += 1;
        task().then(resolve, reject).finally(next);
      };
      function abandon() {
        const index = waiting.indexOf(start);
        if (index >= 0) waiting.splice(index, 1);
        reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      }
      if (signal?.aborted) {
        reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
        return;
      }
      if (running < max) {
        start();
        return;
      }
      signal?.addEventListener('abort', abandon, { once: true });
      waiting.push(start);
    });
}
