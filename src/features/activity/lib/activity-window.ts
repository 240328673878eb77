import type { SpanLimit } from '@/lib/custom-range';
import { parseIsoDateTime, toIsoInstant, toIsoSeconds } from '@/lib/format';
import { DAY_MS } from '@/lib/time-constants';
import type { Preset, WindowSelection as Selection } from '@/domain/periods/time-window';
import { ACTIVITY_MAX_WINDOW_DAYS } from '@/queries/activity';

export const WINDOW_PRESETS = ['1h', '24h', '7d', '30d', '90d'] as const satisfies readonly Preset[];
export type WindowPreset = (typeof WINDOW_PRESETS)[number];
export const DEFAULT_PRESET: WindowPreset = '24h';

export const MAX_WINDOW_MS = ACTIVITY_MAX_WINDOW_DAYS * DAY_MS;
/** The custom range form refuses what the service would. */
export const CUSTOM_RANGE_LIMIT: SpanLimit = {
  maxMs: MAX_WINDOW_MS,
  message: `The activity log accepts at most ${ACTIVITY_MAX_WINDOW_DAYS} days at a time`,
};

export type WindowSelection = Selection<WindowPreset>;

/** A custom window the API would refuse: it is shown, explained, and not sent. */
export type WindowProblem = { kind: 'too-long'; start: string; end: string; days: number };

type WindowSearch = { range: WindowPreset; from?: string | undefined; to?: string | undefined; asOf?: string | undefined };

/** The URL's window: a custom one when both ends are valid and in order, else the preset (pinned when `asOf` is valid). */
export function selectWindow(search: WindowSearch): WindowSelection | WindowProblem {
  const from = parseIsoDateTime(search.from);
  const to = parseIsoDateTime(search.to);
  if (from !== null && to !== null && from < to) {
    const window = { start: toIsoInstant(from), end: toIsoInstant(to) };
    if (to - from > MAX_WINDOW_MS) return { kind: 'too-long', ...window, days: Math.ceil((to - from) / DAY_MS) };
    return window;
  }
  const asOf = parseIsoDateTime(search.asOf);
  return asOf === null ? { preset: search.range } : { preset: search.range, asOf: toIsoSeconds(asOf) };
}

/** Whether a window (or what was derived from one: the page's requests) is the reason nothing is sent. */
export function isWindowProblem<T extends object>(value: T | WindowProblem): value is WindowProblem {
  return 'kind' in value && value.kind === 'too-long';
}
