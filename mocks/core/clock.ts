export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

/** `start` (MOCK_NOW; blank: now) pins the first reading; then it runs on in real time, so new records get fresh times. */
export function createClock(start?: string | number | Date, realNow: () => number = Date.now): Clock {
  if (start === undefined || (typeof start === 'string' && start.trim() === '')) return { now: realNow };
  const startMs = new Date(start).getTime();
  if (Number.isNaN(startMs)) throw new Error(`Invalid MOCK_NOW: ${String(start)}`);
  const offset = startMs - realNow();
  return { now: () => realNow() + offset };
}
