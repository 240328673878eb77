import { em, getBreakpointValue, useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export function useBelowBreakpoint(breakpoint: MantineBreakpoint): boolean {
  const theme = useMantineTheme();
  const below = em(getBreakpointValue(breakpoint, theme.breakpoints) - 0.1);
  return useMediaQuery(`(max-width: ${below})`, false, { getInitialValueInEffect: false }) ?? false;
}
