import { Button } from '@mantine/core';
import { lazy, useState, type ReactNode } from 'react';
import { useBelowBreakpoint } from '@/components/layout/use-narrow-screen';
import { MountOnceOpened } from '@/components/overlays/mount-once-opened';

const FiltersDrawer = lazy(() => import('./filters-drawer').then((module) => ({ default: module.FiltersDrawer })));

/** Filters in the sidebar on a wide screen, behind a button on a phone where they would push results a screen down. */
export function ResponsiveFilters({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const narrow = useBelowBreakpoint('md'); // where the filter and content columns stack
  const [opened, setOpened] = useState(false);
  // Widened past the breakpoint with the drawer open: the sidebar takes over, the drawer is forgotten.
  if (!narrow && opened) setOpened(false);
  if (!narrow) return children;
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} aria-haspopup="dialog">
        {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
      </Button>
      <MountOnceOpened opened={opened}>
        <FiltersDrawer opened={opened} onClose={() => setOpened(false)}>
          {children}
        </FiltersDrawer>
      </MountOnceOpened>
    </>
  );
}
