import { z } from 'zod';
import type { TestExecutionsSort } from '@/api/types';
import { DEFAULT_RANGE, parseIsoDateTime, RANGE_PRESETS } from './time-window';

/*
 * The test page's URL state, in one typed schema the route validates with. It lives in the feature
 * (not the route file) because the feature's links and controls build these same search objects.
 * Every key has a fallback (`.catch`), so a hand-edited URL degrades to the default instead of an error.
 */

export const TEST_DETAIL_TABS = ['statistics', 'health', 'failures', 'executions', 'quarantine'] as const;
export type TestDetailTab = (typeof TEST_DETAIL_TABS)[number];

export const EXECUTION_SORTS = ['executions_count', 'pipeline_name', 'job_name'] as const satisfies readonly TestExecutionsSort[];
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

export const testDetailSearchDefaults = {
  tab: 'statistics',
  range: DEFAULT_RANGE,
  sort: 'executions_count',
  direction: 'desc',
  per_page: 10,
} as const;

const isoDateTime = z.string().refine((value) => parseIsoDateTime(value) !== null);

export const testDetailSearchSchema = z.object({
  /** `quarantine` shows the panel the route composes in from the quarantines feature. */
  tab: z.enum(TEST_DETAIL_TABS).default(testDetailSearchDefaults.tab).catch(testDetailSearchDefaults.tab),
  /** The preset, also kept while zoomed so "Reset zoom" knows where to return. */
  range: z.enum(RANGE_PRESETS).default(testDetailSearchDefaults.range).catch(testDetailSearchDefaults.range),
  /** A custom (absolute) window; both ends or neither. */
  start: isoDateTime.optional().catch(undefined),
  end: isoDateTime.optional().catch(undefined),
  // Executions tab: the API's own parameter names.
  sort: z.enum(EXECUTION_SORTS).default(testDetailSearchDefaults.sort).catch(testDetailSearchDefaults.sort),
  direction: z.enum(['asc', 'desc']).default(testDetailSearchDefaults.direction).catch(testDetailSearchDefaults.direction),
  cursor: z.string().min(1).optional().catch(undefined),
  per_page: z.number().int().min(1).max(100).default(testDetailSearchDefaults.per_page).catch(testDetailSearchDefaults.per_page),
});

export type TestDetailSearch = z.output<typeof testDetailSearchSchema>;
