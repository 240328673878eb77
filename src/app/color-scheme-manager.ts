import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

// Mantine's default manager writes a page-wide localStorage key and listens to every tab; an embedded
// app must instead take its scheme from the host and report changes back, so it is kept in memory.
export function createInMemoryColorSchemeManager(
  onChange?: (scheme: MantineColorScheme) => void,
): MantineColorSchemeManager {
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
