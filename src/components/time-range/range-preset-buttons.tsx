import { Button } from '@mantine/core';
import { RANGE_PRESET_LABELS, RANGE_PRESET_SHORT_LABELS, RANGE_PRESETS, type RangePreset } from '@/domain/periods/time-window';

/** `active` is null while a custom window is shown (none pressed). */
export function RangePresetButtons({ active, onSelect }: { active: RangePreset | null; onSelect: (preset: RangePreset) => void }) {
  return (
    <div role="group" aria-label="Time range">
      <Button.Group>
        {RANGE_PRESETS.map((preset) => {
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
