// At most `max` tasks running at once (Infinity: no bound) and at most `startsPerTurn` started in one turn of the event loop; the rest
// wait their turn in order. Only the API client paces starts (issuing a request costs the main thread ~0.4 ms, 1.6 on a phone).
export type ConcurrencyLimit = <T>(task: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

type Scheduler = { postTask?: (run: () => void, options: { priority: 'user-blocking' }) => Promise<void> };
const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;

/** The next turn ahead of rendering work where the browser can say so (`scheduler.postTask`): a burst's later starts then wait a
 *  turn each, not behind the rendering of its first answers (a click's 33 starts spread over 50–110 ms with a timer). */
const soon = (run: () => void) => (scheduler?.postTask ? void scheduler.postTask(run, { priority: 'user-blocking' }) : setTimeout(run, 0));

export function createConcurrencyLimit(max: number, startsPerTurn = Infinity): ConcurrencyLimit {
  if (max !== Infinity && !(Number.isInteger(max) && max >= 1)) throw new RangeError('The limit must be a whole number of at least 1');
  let running = 0;
  let startedThisTurn = 0;
  const waiting: (() => void)[] = [];

  const startWaiting = () => {
    while (running < max && startedThisTurn < startsPerTurn && waiting.length > 0) waiting.shift()?.();
  };
  const nextTurn = () => {
    startedThisTurn = 0;
    startWaiting();
  };

  return <T>(task: () => Promise<T>, signal?: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', abandon);
        if (startsPerTurn !== Infinity && startedThisTurn++ === 0) soon(nextTurn);
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
