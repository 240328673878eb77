// How far the demo mock's clock runs behind the browser's (live mode must follow the server's clock), read once
// from sessionStorage, where journeys set it (e2e/activity-live.spec.ts).
import type { Clock } from '../core/clock';

export const SERVER_CLOCK_BEHIND_KEY = 'ci-insights-demo:server-clock-behind-ms';

/** Milliseconds the server's clock runs behind the browser's (0 when unset or not a whole number ≥ 0). */
export function readServerClockBehind(storage: Pick<Storage, 'getItem'> | undefined): number {
  try {
    const value = Number(storage?.getItem(SERVER_CLOCK_BEHIND_KEY) ?? '');
    return Number.isSafeInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** `clock`, `behindMs` earlier. */
export function behindBy(clock: Clock, behindMs: number): Clock {
  return behindMs === 0 ? clock : { now: () => clock.now() - behindMs };
}
