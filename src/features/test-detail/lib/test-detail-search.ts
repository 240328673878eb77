import { z } from 'zod/mini';
import { listTestExecutionsDirectionValues, listTestExecutionsSortValues } from '@/api/generated/enums';
import { comparisonParamsShape } from '@/domain/periods/period-comparison';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';
import { DEFAULT_RANGE, parseIsoDateTime, RANGE_PRESETS } from './time-window';

/*
 * The test page's URL state, in one typed schema the route validates with. It lives in the feature
 * (not the route file) because the feature's links and controls build these same search objects.
 * Every key has a fallback (`withFallback`/`optionalParam`), so a hand-edited URL degrades to the
 * default instead of an error.
 */

export const TEST_DETAIL_TABS = ['statistics', 'health', 'timeline', 'failures', 'executions', 'quarantine'] as const;
export type TestDetailTab = (typeof TEST_DETAIL_TABS)[number];

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

export const testDetailSearchDefaults = {
  tab: 'statistics',
  range: DEFAULT_RANGE,
  sort: 'executions_count',
  direction: 'desc',
  per_page: 10,
  compare: 'off',
} as const;

const isoDateTime = z.string().check(z.refine((value) => parseIsoDateTime(value) !== null));

export const testDetailSearchSchema = z.object({
  /** `quarantine` shows the panel the route composes in from the quarantines feature. */
  tab: withFallback(z.enum(TEST_DETAIL_TABS), testDetailSearchDefaults.tab),
  /** The preset, also kept while zoomed so "Reset zoom" knows where to return. */
  range: withFallback(z.enum(RANGE_PRESETS), testDetailSearchDefaults.range),
  /** A custom (absolute) window; both ends or neither. */
  start: optionalParam(isoDateTime),
  end: optionalParam(isoDateTime),
  // Executions tab: the API's own parameter names.
  sort: withFallback(z.enum(listTestExecutionsSortValues), testDetailSearchDefaults.sort),
  direction: withFallback(z.enum(listTestExecutionsDirectionValues), testDetailSearchDefaults.direction),
  cursor: optionalParam(z.string().check(z.minLength(1))),
  per_page: withFallback(z.int().check(z.minimum(1), z.maximum(100)), testDetailSearchDefaults.per_page),
  /** The identity (pipeline and job) shown in the identity switch; absent: the one with most executions. */
  pipeline: optionalParam(z.string().check(z.minLength(1), z.maxLength(255))),
  job: optionalParam(z.string().check(z.minLength(1), z.maxLength(255))),
  // Statistics tab: two periods compared (`compare`, and `current`/`baseline` for two ranges); off by default.
  ...comparisonParamsShape(testDetailSearchDefaults.compare),
});

export type TestDetailSearch = z.output<typeof testDetailSearchSchema>;
