import * as v from 'valibot';
import { DEFAULT_RANGE, isCustomWindow, RANGE_PRESETS, selectWindow, type WindowSelection } from '@/domain/periods/time-window';
import { RETAINED_DAYS, retainedFrom } from '@/domain/tests/episode-times';
import type { SpanLimit } from '@/lib/custom-range';
import { DAY_MS } from '@/lib/time-constants';
import { isoDateTime, optionalParam, withFallback } from '@/lib/search-param-schemas';

// The runners page's URL state; the feature's links build these same objects.

/** The fleet table's sorts, as the URL names them (`fleet-columns.ts` gives each its column). */
export const FLEET_SORTS = ['name', 'health', 'success_rate', 'utilization', 'median_duration', 'p95_duration', 'jobs_per_hour'] as const;
export type FleetSortKey = (typeof FLEET_SORTS)[number];

const name = v.pipe(v.string(), v.minLength(1), v.maxLength(255));
const pageNumber = v.pipe(v.number(), v.integer(), v.minValue(1));

export const runnersSearchSchema = v.object({
  range: withFallback(v.picklist(RANGE_PRESETS), DEFAULT_RANGE),
  /** A custom window (both ends or neither), asked instead of the preset; choosing a preset clears it. */
  start: optionalParam(isoDateTime()),
  end: optionalParam(isoDateTime()),
  /** The runner whose trend is shown (and whose row is marked). */
  runner: optionalParam(name),
  /** The label whose runners the fleet shows, and whose wait row is marked. */
  label: optionalParam(name),
  sort: withFallback(v.picklist(FLEET_SORTS), 'health'),
  dir: withFallback(v.picklist(['asc', 'desc']), 'asc'),
  /** The page of runners the table shows and the verdicts judge (of the label's runners, when one is chosen). */
  page: withFallback(pageNumber, 1),
  /** The page of labels whose waits are asked and shown. */
  waitPage: withFallback(pageNumber, 1),
});

export type RunnersSearch = v.InferOutput<typeof runnersSearchSchema>;

/** A typed range is at most the days the service keeps (it must also lie inside them: `runnersView`). */
export const RUNNERS_RANGE_LIMIT: SpanLimit = { maxMs: RETAINED_DAYS * DAY_MS, message: 'The service keeps 30 days: pick at most 30 days' };

export type RunnersSearchPatch = Partial<RunnersSearch>;

/** The search with the window it asks: `refused` when a custom one is outside the 30 days kept, so the preset is asked instead. */
export type RunnersView = RunnersSearch & WindowView;
/** `windowKey`: the selection as a key, so a new window starts its sections afresh. */
type WindowView = { selection: WindowSelection; refused: boolean; windowKey: string };

export function runnersView<S extends Pick<RunnersSearch, 'range' | 'start' | 'end'>>(search: S, now: number): S & WindowView {
  const selection = selectWindow(search);
  const custom = isCustomWindow(selection);
  const kept = custom && Date.parse(selection.start) >= retainedFrom(now) && Date.parse(selection.end) <= now;
  const asked = search.start !== undefined || search.end !== undefined;
  const chosen = custom && !kept ? { preset: search.range } : selection;
  return { ...search, selection: chosen, refused: asked && !kept, windowKey: JSON.stringify(chosen) };
}
