/** Time source of the mock. Pinned start (MOCK_NOW), then runs on in real time. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

/**
 * `start` pins the clock's first reading; after that it advances with real time, so
 * quarantines and events created during a session get fresh, increasing timestamps.
 */
export function createClock(start?: string | number | Date, realNow: () => number = Date.now): Clock {
  if (start === undefined || start === '') return { now: realNow };
  const startMs = new Date(start).getTime();
  if (Number.isNaN(startMs)) throw new Error(`Invalid MOCK_NOW: ${String(start)}`);
  const offset = startMs - realNow();
  return { now: () => realNow() + offset };
}
