import { Button, Group } from '@mantine/core';
import { memo } from 'react';
import { isCustomWindow, RANGE_PRESET_LABELS } from '@/domain/periods/time-window';
import { RangePresetButtons } from '@/components/time-range/range-preset-buttons';
import { CustomRangeButton } from '@/components/time-range/custom-range-button';
import { ACTIVITY_MAX_WINDOW_DAYS, ACTIVITY_RETENTION_DAYS, resolveActivityWindow } from '@/queries/activity';
import {
  CUSTOM_RANGE_LIMIT,
  isWindowProblem,
  WINDOW_PRESETS,
  type WindowPreset,
  type WindowProblem,
  type WindowSelection,
} from '../lib/activity-window';

/** Memoized: its props change with the window only. */
export const WindowControls = memo(function WindowControls({
  preset,
  selection,
  onPreset,
  onCustom,
}: {
  preset: WindowPreset;
  selection: WindowSelection | WindowProblem;
  onPreset: (preset: WindowPreset) => void;
  onCustom: (window: { start: number; end: number }) => void;
}) {
  const usable = isWindowProblem(selection) ? null : selection;
  const live = usable !== null && 'preset' in usable && usable.asOf === undefined;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Time window">
      <RangePresetButtons presets={WINDOW_PRESETS} active={live ? preset : null} onSelect={onPreset} />
      <CustomRangeButton
        currentWindow={() => {
          const current = resolveActivityWindow(usable ?? { preset: '24h' }, Date.now());
          return { start: current.from, end: current.to };
        }}
        spanLimit={CUSTOM_RANGE_LIMIT}
        position="bottom-end"
        active={usable !== null && isCustomWindow(usable)}
        note={`At most ${ACTIVITY_MAX_WINDOW_DAYS} days; events are kept ${ACTIVITY_RETENTION_DAYS} days.`}
        onApply={onCustom}
      />
      {!live ? (
        <Button size="xs" variant="subtle" onClick={() => onPreset(preset)}>
          {'preset' in selection ? 'Back to live' : `Back to ${RANGE_PRESET_LABELS[preset].toLowerCase()}`}
        </Button>
      ) : null}
    </Group>
  );
});
