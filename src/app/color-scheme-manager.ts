import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

// Mantine's default manager writes a page-wide localStorage key and listens to every tab; an embedded
// app must instead take its scheme from the host and report changes back, so it is kept in memory.
export function createInMemoryColorSchemeManager(onChange?: (scheme: MantineColorScheme) => void): MantineColorSchemeManager {
  let current: MantineColorScheme | null = null;
  return {
    get: (defaultValue) => current ?? defaultValue,
    set: (value) => {
      current = value;
      onChange?.(value);
    },
    subscribe: () => {},
    unsubscribe: () => {},
    clear: () => {
      current = null;
    },
  };
}

const COLOR_SCHEME_KEY_PREFIX = 'ci-insights:color-scheme';
const SCHEMES: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

/** The standalone app's manager: the scheme the user picked outlives a reload (kept in `storage`, one key per instance). */
export function createStoredColorSchemeManager(
  storage: Storage,
  namespace: string,
  onChange?: (scheme: MantineColorScheme) => void,
): MantineColorSchemeManager {
  const key = `${COLOR_SCHEME_KEY_PREFIX}:${namespace}`;
  return {
    get: (defaultValue) => {
      try {
        const saved = storage.getItem(key);
        return SCHEMES.find((scheme) => scheme === saved) ?? defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Denied storage: the scheme then lasts until reload.
      }
      onChange?.(value);
    },
    subscribe: () => {},
    unsubscribe: () => {},
    clear: () => {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored.
      }
    },
  };
}
