import { Button } from '@mantine/core';
import { RANGE_PRESET_LABELS, RANGE_PRESET_SHORT_LABELS, RANGE_PRESETS, type Preset } from '@/domain/periods/time-window';

/** `active` is null while a custom window is shown (none pressed); `presets`: a page's own list (the activity log's). */
export function RangePresetButtons<P extends Preset>({
  presets = RANGE_PRESETS as readonly Preset[] as readonly P[],
  active,
  onSelect,
}: {
  presets?: readonly P[];
  active: P | null;
  onSelect: (preset: P) => void;
}) {
  return (
    <div role="group" aria-label="Time range">
      <Button.Group>
        {presets.map((preset) => {
          const pressed = preset === active;
          return (
            <Button
              key={preset}
              size="xs"
              variant={pressed ? 'filled' : 'default'}
              aria-pressed={pressed}
              title={RANGE_PRESET_LABELS[preset]}
              onClick={() => onSelect(preset)}
            >
              {RANGE_PRESET_SHORT_LABELS[preset]}
            </Button>
          );
        })}
      </Button.Group>
    </div>
  );
}
