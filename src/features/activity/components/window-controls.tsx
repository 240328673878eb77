import { Button } from '@mantine/core';
import { memo } from 'react';
import { isCustomWindow, RANGE_PRESET_LABELS, resolveWindow } from '@/domain/periods/time-window';
import { WindowToolbar } from '@/components/time-range/window-toolbar';
import { ACTIVITY_MAX_WINDOW_DAYS, ACTIVITY_RETENTION_DAYS } from '@/queries/activity';
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
  const currentWindow = () => resolveWindow(usable ?? { preset: '24h' }, Date.now(), 'exact');
  const note = `At most ${ACTIVITY_MAX_WINDOW_DAYS} days; events are kept ${ACTIVITY_RETENTION_DAYS} days.`;
  const active = usable !== null && isCustomWindow(usable);
  return (
    <WindowToolbar
      presets={WINDOW_PRESETS}
      active={live ? preset : null}
      onPreset={onPreset}
      custom={{ currentWindow, spanLimit: CUSTOM_RANGE_LIMIT, position: 'bottom-end', active, note, onApply: onCustom }}
    >
      {!live ? (
        <Button size="xs" variant="subtle" onClick={() => onPreset(preset)}>
          {'preset' in selection ? 'Back to live' : `Back to ${RANGE_PRESET_LABELS[preset].toLowerCase()}`}
        </Button>
      ) : null}
    </WindowToolbar>
  );
});
