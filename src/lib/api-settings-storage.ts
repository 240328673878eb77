import type { ApiSettings } from './app-config';

export interface ApiSettingsStores {
  /** This tab's session (sessionStorage); null keeps settings in memory only. */
  session: Storage | null;
  /** The device (localStorage), used only when the user asks to be remembered; null offers no such choice. */
  device?: Storage | null;
}

/** Where an instance's settings are kept (the bench sets them there as a person would in Settings). */
export const apiSettingsKey = (namespace: string) => `ci-insights:api-settings:${namespace}`;

/** Storage may be denied or full (private mode, sandboxed iframe): what it would keep then lasts until reload. */
export function tryStorage<T>(run: () => T): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}

/** This session's settings first (the latest choice in this tab), else the remembered ones (`remembered`). */
export function loadApiSettings(stores: ApiSettingsStores, namespace: string): { settings: Partial<ApiSettings>; remembered: boolean } {
  const session = read(stores.session, namespace);
  if (session) return { settings: session, remembered: false };
  const device = read(stores.device ?? null, namespace);
  return device ? { settings: device, remembered: true } : { settings: {}, remembered: false };
}

/** Keeps the settings where `remember` says, and removes them from the other place. */
export function saveApiSettings(stores: ApiSettingsStores, namespace: string, settings: ApiSettings, remember: boolean): void {
  const device = stores.device ?? null;
  const [kept, cleared] = remember && device ? [device, stores.session] : [stores.session, device];
  tryStorage(() => kept?.setItem(apiSettingsKey(namespace), JSON.stringify({ baseUrl: settings.baseUrl, token: settings.token })));
  tryStorage(() => cleared?.removeItem(apiSettingsKey(namespace)));
}

function read(storage: Storage | null, namespace: string): Partial<ApiSettings> | null {
  const raw = tryStorage(() => storage?.getItem(apiSettingsKey(namespace)));
  const parsed: unknown = raw ? tryStorage(() => JSON.parse(raw)) : null;
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { baseUrl, token } = parsed as Record<string, unknown>;
  return {
    ...(typeof baseUrl === 'string' && baseUrl ? { baseUrl } : {}),
    ...(typeof token === 'string' || token === null ? { token } : {}),
  };
}
