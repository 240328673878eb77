import { Button, Group } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { RANGE_PRESET_LABELS, RANGE_PRESET_SHORT_LABELS, RANGE_PRESETS, type Preset } from '@/domain/periods/time-window';
import type { CustomRangeButtonProps } from './custom-range-popover';

const CustomRangePopover = lazy(() => import('./custom-range-popover').then((module) => ({ default: module.CustomRangePopover })));

/** Every page's window choice: presets (`active` null while a custom window is shown), a custom range, then `children`
 *  (the way back); usable while a window loads or fails, so a bad one can be left. `presets`: a page's own list. */
export function WindowToolbar<P extends Preset>({
  presets = RANGE_PRESETS as readonly Preset[] as readonly P[],
  active,
  onPreset,
  custom,
  children,
}: {
  presets?: readonly P[];
  active: P | null;
  onPreset: (preset: P) => void;
  custom: CustomRangeButtonProps;
  children?: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Time window">
      <div role="group" aria-label="Time range">
        <Button.Group>
          {presets.map((preset) => (
            <Button
              key={preset}
              size="xs"
              variant={preset === active ? 'filled' : 'default'}
              aria-pressed={preset === active}
              title={RANGE_PRESET_LABELS[preset]}
              onClick={() => onPreset(preset)}
            >
              {RANGE_PRESET_SHORT_LABELS[preset]}
            </Button>
          ))}
        </Button.Group>
      </div>
      <CustomRangeButton {...custom} />
      {children}
    </Group>
  );
}

/** The keyboard-friendly way to what a drag on a chart does; its popover loads on the first click. */
function CustomRangeButton(props: CustomRangeButtonProps) {
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
