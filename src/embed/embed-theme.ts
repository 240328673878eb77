import type { MantineColor, MantineThemeOverride } from '@mantine/core';

/** The tab's theme: the host's primary colour, the scale that cancels its root font size, every portal inside our shadow root. */
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
