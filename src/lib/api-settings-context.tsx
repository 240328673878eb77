import type { ApiSettings } from './app-config';
import { appContext } from './app-context';
import type { DemoFaultControl } from './demo-faults';

export interface ApiSettingsControl {
  settings: ApiSettings;
  /** Replaces the settings; cached data and errors of the previous API are dropped by the app. */
  update(next: ApiSettings, options?: { remember?: boolean }): void;
  remembered: boolean;
  /** The app may keep settings on this device (the standalone app; not an embedded tab). */
  canRemember: boolean;
  /** No credential yet (and the user may give one): pages show the "Connect your API" card instead. */
  needsConnection: boolean;
  /** Whether the host lets the user change the API (a host that injects its own token may not). */
  editable: boolean;
  /** Whether the settings panel is open; one panel per app, opened from the header or from an error. */
  settingsOpened: boolean;
  setSettingsOpened(opened: boolean): void;
  /** Opens the settings panel (present when the user may change the API): errors about credentials offer it. */
  openSettings?: (() => void) | undefined;
  /** Present only in the offline demo: restores the mock backend's seeded data. */
  resetDemoData?: (() => void) | undefined;
  /** Present only in the offline demo: the fault its mock backend simulates (Settings → Simulate). */
  demoFaults?: DemoFaultControl | undefined;
}

const apiSettingsContext = appContext<ApiSettingsControl>('useApiSettings');
export const ApiSettingsProvider = apiSettingsContext.Provider;
/** For shared pieces that may render outside the app (tests, stories): null instead of throwing. */
export const useOptionalApiSettings = apiSettingsContext.useOptional;
export const useApiSettings = apiSettingsContext.use;
