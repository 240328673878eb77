import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the first time `opened` is true on. Dialogs and drawers are lazy components
 * behind this: their code (and Mantine's modal machinery) loads when first asked for, not with the page,
 * and once mounted they stay so their closing transition still plays.
 */
export function MountOnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
