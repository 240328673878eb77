import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { CustomRangeButtonProps } from './custom-range-popover';

const CustomRangePopover = lazy(() => import('./custom-range-popover').then((module) => ({ default: module.CustomRangePopover })));

/** The keyboard-friendly way to what a drag on a chart does. */
export function CustomRangeButton(props: CustomRangeButtonProps) {
  const [wanted, setWanted] = useState(false);
  const plain = (
    <Button
      size="xs"
      variant={props.active ? 'light' : 'default'}
      onClick={() => setWanted(true)}
      aria-expanded={false}
      aria-haspopup="dialog"
    >
      Custom range…
    </Button>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <CustomRangePopover {...props} />
    </Suspense>
  );
}
