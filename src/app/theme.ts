import { createTheme } from '@mantine/core';

// Health colours are not here: they are part of the test vocabulary (src/domain/tests/health.ts),
// which every badge, chart and legend reads.
export const appTheme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
});
