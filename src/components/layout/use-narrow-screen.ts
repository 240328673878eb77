import { em, getBreakpointValue, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is narrower than Mantine's `md` breakpoint, where the pages' filter column and
 * content column stack: there the filters move into a drawer. Read during the first render (not in an
 * effect), so a desktop never draws the phone layout for a frame, nor the other way round.
 */
export function useNarrowScreen(): boolean {
  const theme = useMantineTheme();
  const below = em(getBreakpointValue('md', theme.breakpoints) - 0.1);
  return useMediaQuery(`(max-width: ${below})`, false, { getInitialValueInEffect: false }) ?? false;
}
