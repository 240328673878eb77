import { createTheme } from '@mantine/core';

// Health colours are semantic and used by badges, charts and legends alike.
export const appTheme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  other: {
    healthColors: { healthy: 'teal', flaky: 'yellow', broken: 'red' },
  },
});
