import type { ApiSettings } from './app-config';

// Where the API settings (base URL and token) are kept.
const STORAGE_KEY_PREFIX = 'ci-insights:api-settings';

export interface ApiSettingsStores {
  /** This tab's session (sessionStorage); null keeps settings in memory only. */
  session: Storage | null;
  /** The device (localStorage), used only when the user asks to be remembered; null offers no such choice. */
  device?: Storage | null;
}

export interface StoredApiSettings {
  settings: Partial<ApiSettings>;
  /** They came from the device's storage: the user asked to be remembered. */
  remembered: boolean;
}

const keyOf = (namespace: string) => `${STORAGE_KEY_PREFIX}:${namespace}`;

/** This session's settings first (the latest choice in this tab), else the remembered ones. */
export function loadApiSettings(stores: ApiSettingsStores, namespace: string): StoredApiSettings {
  const session = read(stores.session, namespace);
  if (session) return { settings: session, remembered: false };
  const device = read(stores.device ?? null, namespace);
  return device ? { settings: device, remembered: true } : { settings: {}, remembered: false };
}

/** Keeps the settings where `remember` says, and removes them from the other place. */
export function saveApiSettings(stores: ApiSettingsStores, namespace: string, settings: ApiSettings, remember: boolean): void {
  const device = stores.device ?? null;
  if (remember && device) {
    write(device, namespace, settings);
    remove(stores.session, namespace);
  } else {
    write(stores.session, namespace, settings);
    remove(device, namespace);
  }
}

function read(storage: Storage | null, namespace: string): Partial<ApiSettings> | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(keyOf(namespace));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { baseUrl, token } = parsed as Record<string, unknown>;
    return {
      ...(typeof baseUrl === 'string' && baseUrl ? { baseUrl } : {}),
      ...(typeof token === 'string' || token === null ? { token } : {}),
    };
  } catch {
    return null;
  }
}

function write(storage: Storage | null, namespace: string, settings: ApiSettings): void {
  if (!storage) return;
  try {
    storage.setItem(keyOf(namespace), JSON.stringify({ baseUrl: settings.baseUrl, token: settings.token }));
  } catch {
    // Storage may be full or denied (private mode, sandboxed iframe): settings then last until reload.
  }
}

function remove(storage: Storage | null, namespace: string): void {
  try {
    storage?.removeItem(keyOf(namespace));
  } catch {
    // Denied storage holds nothing of ours.
  }
}
