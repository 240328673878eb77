// The demo's simulated fault, in the tab's sessionStorage: a reload keeps it, a new tab starts without one
// (journeys set the same key: e2e/support/faults.ts).
import { NO_FAULT, parseFaultSetting, type FaultSetting } from '../scenarios/fault-scenarios';

export const FAULT_SETTING_KEY = 'ci-insights-demo:simulate';

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
