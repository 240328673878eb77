import { formatTime, type Zone } from '@/lib/format';
import { isCustomWindow, RANGE_PRESET_LABELS, RANGE_PRESET_MS } from '@/domain/periods/time-window';
import { WINDOW_PRESETS, type WindowPreset, type WindowSelection } from './activity-window';

/** "hour", "24 hours": the preset's label without its "Last". */
const durationWords = (preset: WindowPreset) => RANGE_PRESET_LABELS[preset].replace(/^Last /, '');

/** "Nov 20, 2026, 12:00" in the log's zone, with seconds only when there are some (zoomed windows fall on 15 s steps). */
export function formatWindowTime(iso: string, zone: Zone): string {
  return formatTime(iso, new Date(iso).getUTCSeconds() === 0 ? 'dateTime' : 'dateTimeSeconds', zone);
}

/** The window inside a sentence: "the last 24 hours", "the hour to Nov 20, 2026, 12:00", or the two times. */
export function windowPhrase(selection: WindowSelection, zone: Zone): string {
  if (isCustomWindow(selection)) return `${formatWindowTime(selection.start, zone)} → ${formatWindowTime(selection.end, zone)}`;
  const words = durationWords(selection.preset);
  return selection.asOf === undefined ? `the last ${words}` : `the ${words} to ${formatWindowTime(selection.asOf, zone)}`;
}

/** The same for a heading, without its "the": "Last 24 hours", "24 hours to …", the two times. */
export function windowTitle(selection: WindowSelection, zone: Zone): string {
  const phrase = windowPhrase(selection, zone).replace(/^the /, '');
  return `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;
}

/** The next longer preset, to widen an empty view; null at the longest. */
export function widerPreset(selection: WindowSelection): WindowPreset | null {
  const span = isCustomWindow(selection) ? Date.parse(selection.end) - Date.parse(selection.start) : RANGE_PRESET_MS[selection.preset];
  return WINDOW_PRESETS.find((preset) => RANGE_PRESET_MS[preset] > span) ?? null;
}
