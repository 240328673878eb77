import * as v from 'valibot';
import { listTestExecutionsDirectionValues, listTestExecutionsSortValues } from '@/api/generated/enums';
import { comparisonParamsShape } from '@/domain/periods/period-comparison';
import { isoDateTime, optionalParam, withFallback } from '@/lib/search-param-schemas';
import { DEFAULT_RANGE, RANGE_PRESETS, type WindowSelection } from '@/domain/periods/time-window';
import type { ExecutionsPageRequest } from '@/queries/executions';

// The test page's URL state; in the feature because its links build these objects. Every key falls back.

/** In the order of the tab list; each tab's label is its name. */
export const TEST_DETAIL_TABS = ['statistics', 'health', 'timeline', 'failures', 'executions', 'quarantine'] as const;

export const testDetailSearchSchema = v.object({
  /** `quarantine` shows the panel the route composes in from the quarantines feature. */
  tab: withFallback(v.picklist(TEST_DETAIL_TABS), 'statistics'),
  /** The preset, also kept while zoomed so "Reset zoom" knows where to return. */
  range: withFallback(v.picklist(RANGE_PRESETS), DEFAULT_RANGE),
  /** A custom (absolute) window; both ends or neither. */
  start: optionalParam(isoDateTime()),
  end: optionalParam(isoDateTime()),
  // Executions tab: the API's own parameter names.
  sort: withFallback(v.picklist(listTestExecutionsSortValues), 'executions_count'),
  direction: withFallback(v.picklist(listTestExecutionsDirectionValues), 'desc'),
  cursor: optionalParam(v.pipe(v.string(), v.minLength(1))),
  per_page: withFallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 10),
  /** The identity (pipeline and job) shown in the identity switch; absent: the one with most executions. */
  pipeline: optionalParam(v.pipe(v.string(), v.minLength(1), v.maxLength(255))),
  job: optionalParam(v.pipe(v.string(), v.minLength(1), v.maxLength(255))),
  // Statistics tab: two periods compared (`compare`, and `current`/`baseline` for two ranges); off by default.
  ...comparisonParamsShape('off'),
});

export type TestDetailSearch = v.InferOutput<typeof testDetailSearchSchema>;

/** The executions page a URL asks for; the route loader prefetches exactly what the tab reads. */
export function executionsRequest(search: TestDetailSearch, selection: WindowSelection): ExecutionsPageRequest {
  return { window: selection, sort: search.sort, direction: search.direction, cursor: search.cursor, perPage: search.per_page };
}
