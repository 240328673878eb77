import { Badge, Button, Group, Text } from '@mantine/core';
import { CustomRangeButton } from '@/components/time-range/custom-range-button';
import { useWindowNavigation } from '../lib/use-window-navigation';
import { RangePresetButtons } from '@/components/time-range/range-preset-buttons';
import {
  CUSTOM_RANGE_LIMIT,
  isCustomWindow,
  RANGE_PRESET_LABELS,
  resolveWindow,
  type RangePreset,
  type WindowSelection,
} from '@/domain/periods/time-window';

/** Presets, a custom range and "Reset zoom"; usable while a window loads or fails, so a bad one can be left. */
export function WindowToolbar({ range, selection }: { range: RangePreset; selection: WindowSelection }) {
  const { selectPreset, selectCustom, resetToPreset } = useWindowNavigation();
  const custom = isCustomWindow(selection);
  return (
    <Group gap="xs" align="center" wrap="wrap">
      <RangePresetButtons active={custom ? null : range} onSelect={selectPreset} />
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
