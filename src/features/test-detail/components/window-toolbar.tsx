import { Badge, Button, Group, Text } from '@mantine/core';
import { CustomRangeButton } from '@/components/time-range/custom-range-button';
import { useWindowNavigation } from '../lib/use-window-navigation';
import {
  CUSTOM_RANGE_LIMIT,
  isCustomWindow,
  RANGE_PRESET_LABELS,
  RANGE_PRESET_SHORT_LABELS,
  RANGE_PRESETS,
  resolveWindow,
  type RangePreset,
  type WindowSelection,
} from '../lib/time-window';

/**
 * The window of the statistics, health and executions tabs: presets, a custom range, and "Reset zoom"
 * while a custom window (typed or dragged on a chart) is shown. It stays usable while a window loads or
 * fails, so a bad window can always be left.
 */
export function WindowToolbar({ range, selection }: { range: RangePreset; selection: WindowSelection }) {
  const { selectPreset, selectCustom, resetToPreset } = useWindowNavigation();
  const custom = isCustomWindow(selection);
  return (
    <Group gap="xs" align="center" wrap="wrap">
      <div role="group" aria-label="Time range">
        <Button.Group>
          {RANGE_PRESETS.map((preset) => {
            const active = !custom && preset === range;
            return (
              <Button
                key={preset}
                size="xs"
                variant={active ? 'filled' : 'default'}
                aria-pressed={active}
                title={RANGE_PRESET_LABELS[preset]}
                onClick={() => selectPreset(preset)}
              >
                {RANGE_PRESET_SHORT_LABELS[preset]}
              </Button>
            );
          })}
        </Button.Group>
      </div>
      <CustomRangeButton
        currentWindow={() => resolveWindow(selection, Date.now())}
        spanLimit={CUSTOM_RANGE_LIMIT}
        position="bottom-start"
        onApply={selectCustom}
      />
      {custom ? (
        <>
          <Badge variant="light" color="grape" size="lg">
            Custom range
          </Badge>
          <Button size="xs" variant="subtle" onClick={resetToPreset}>
            Reset zoom
          </Button>
          <Text size="xs" c="dimmed">
            back to {RANGE_PRESET_LABELS[range].toLowerCase()}
          </Text>
        </>
      ) : null}
    </Group>
  );
}
