import { createContext, useContext, type ReactNode } from 'react';
import type { ApiSettings } from './app-config';

export interface ApiSettingsControl {
  settings: ApiSettings;
  /** Replaces the settings; cached data of the previous API is dropped by the app. */
  update(next: ApiSettings): void;
  /** Whether the host lets the user change the API (a host that injects its own token may not). */
  editable: boolean;
  /** Present only in the offline demo: restores the mock backend's seeded data. */
  resetDemoData?: (() => void) | undefined;
}

const ApiSettingsContext = createContext<ApiSettingsControl | null>(null);

export function ApiSettingsProvider({ value, children }: { value: ApiSettingsControl; children: ReactNode }) {
  return <ApiSettingsContext.Provider value={value}>{children}</ApiSettingsContext.Provider>;
}

export function useApiSettings(): ApiSettingsControl {
  const value = useContext(ApiSettingsContext);
  if (!value) throw new Error('useApiSettings must be used inside <InsightsApp>');
  return value;
}
