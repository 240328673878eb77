import type { MantineColor, MantineThemeOverride } from '@mantine/core';

/**
 * The embedded tab's additions to the app theme: the host's primary colour, the scale that cancels the
 * host's root font size, and every portal (modal, drawer, popover, tooltip, menu, notifications) inside
 * the shadow root instead of `document.body`, where our styles would not reach them.
 */
export function embedTheme({
  primaryColor,
  scale,
  portalTarget,
}: {
  primaryColor: MantineColor | undefined;
  scale: number;
  portalTarget: HTMLElement;
}): MantineThemeOverride {
  return {
    ...(primaryColor ? { primaryColor } : {}),
    scale,
    components: {
      Portal: { defaultProps: { target: portalTarget } },
      // Scroll locking writes rules for the host's <body>; a dialog in a tab leaves the host page alone.
      Modal: { defaultProps: { lockScroll: false } },
      Drawer: { defaultProps: { lockScroll: false } },
    },
  };
}
