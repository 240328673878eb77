import { createTheme } from '@mantine/core';
import { READABLE_COLORS } from './readable-palette.gen';

// Health colours are not here: they are part of the test vocabulary (src/domain/tests/health.ts), which every badge, chart and
// legend reads.
export const appTheme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  colors: READABLE_COLORS,
  defaultRadius: 'md',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  // Every dialog's and drawer's × button has a name (Mantine's has none). Plain objects, not
  // `Modal.extend`: importing the components here would load them with the first screen.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
