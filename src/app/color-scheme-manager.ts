import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { tryStorage } from '@/lib/api-settings-storage';

const COLOR_SCHEME_KEY_PREFIX = 'ci-insights:color-scheme';
const SCHEMES: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

/** Mantine's default writes one page-wide key; ours keeps one instance's pick in `storage` (the standalone app) or in memory (a tab). */
export function createColorSchemeManager(
  storage: Storage | null,
  namespace: string,
  onChange?: (scheme: MantineColorScheme) => void,
): MantineColorSchemeManager {
  const key = `${COLOR_SCHEME_KEY_PREFIX}:${namespace}`;
  let current: MantineColorScheme | null = null;
  return {
    get: (defaultValue) => {
      const saved = current ?? tryStorage(() => storage?.getItem(key));
      return SCHEMES.find((scheme) => scheme === saved) ?? defaultValue;
    },
    set: (value) => {
      current = value;
      tryStorage(() => storage?.setItem(key, value));
      onChange?.(value);
    },
    subscribe: () => {},
    unsubscribe: () => {},
    clear: () => {
      current = null;
      tryStorage(() => storage?.removeItem(key));
    },
  };
}
