// At most `max` tasks running at once (Infinity: no bound); the rest wait their turn in order. And at most `STARTS_PER_TURN` started in
// one turn of the event loop: issuing a request costs the main thread ~0.4 ms (1.6 on a phone), and the API client starts every request
// through one (Lighthouse, 6 loads each, alternating: blocking time digest 472 → 345 ms, runners 551 → 383 ms; decisions.md).
const STARTS_PER_TURN = 8;

export type ConcurrencyLimit = <T>(task: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  if (max !== Infinity && !(Number.isInteger(max) && max >= 1)) throw new RangeError('The limit must be a whole number of at least 1');
  let running = 0;
  let startedThisTurn = 0;
  const waiting: (() => void)[] = [];

  const startWaiting = () => {
    while (running < max && startedThisTurn < STARTS_PER_TURN && waiting.length > 0) waiting.shift()?.();
  };
  const nextTurn = () => {
    startedThisTurn = 0;
    startWaiting();
  };

  return <T>(task: () => Promise<T>, signal?: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', abandon);
        if (startedThisTurn++ === 0) setTimeout(nextTurn, 0);
        running += 1;
        task()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            startWaiting();
          });
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
      signal?.addEventListener('abort', abandon, { once: true });
      waiting.push(start);
      startWaiting();
    });
}
