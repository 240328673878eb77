import type { ApiSettings } from './app-config';

// Settings live for the browser session only (sessionStorage), so a token is never written to disk
// beyond the tab's life. The key is namespaced per app instance.
const STORAGE_KEY_PREFIX = 'ci-insights:api-settings';

export function loadApiSettings(storage: Storage | null, namespace: string): Partial<ApiSettings> {
  if (!storage) return {};
  try {
    const raw = storage.getItem(`${STORAGE_KEY_PREFIX}:${namespace}`);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { baseUrl, token } = parsed as Record<string, unknown>;
    return {
      ...(typeof baseUrl === 'string' && baseUrl ? { baseUrl } : {}),
      ...(typeof token === 'string' || token === null ? { token } : {}),
    };
  } catch {
    return {};
  }
}

export function saveApiSettings(storage: Storage | null, namespace: string, settings: ApiSettings): void {
  if (!storage) return;
  try {
    storage.setItem(`${STORAGE_KEY_PREFIX}:${namespace}`, JSON.stringify(settings));
  } catch {
    // Storage may be full or denied (private mode, sandboxed iframe): settings then last until reload.
  }
}
