// The demo tab's settings in sessionStorage (a reload keeps them, a new tab starts without), where journeys
// set them too: the simulated fault, and how far the mock's clock runs behind the browser's.
import type { Clock } from '../core/clock';
import { NO_FAULT, parseFaultSetting, type FaultSetting } from '../scenarios/fault-scenarios';

export const FAULT_SETTING_KEY = 'ci-insights-demo:simulate';
export const SERVER_CLOCK_BEHIND_KEY = 'ci-insights-demo:server-clock-behind-ms';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readFaultSetting(storage: KeyValueStorage | undefined): FaultSetting {
  try {
    return parseFaultSetting(storage?.getItem(FAULT_SETTING_KEY) ?? null);
  } catch {
    return NO_FAULT;
  }
}

export function writeFaultSetting(storage: KeyValueStorage | undefined, setting: FaultSetting): void {
  try {
    if (setting.scenario === 'none') storage?.removeItem(FAULT_SETTING_KEY);
    else storage?.setItem(FAULT_SETTING_KEY, JSON.stringify(setting));
  } catch {
    // Storage refused (private mode, quota): the choice still holds until the page reloads.
  }
}

/** Milliseconds the server's clock runs behind the browser's (0 when unset or not a whole number ≥ 0); live mode follows it. */
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
