import * as v from 'valibot';
import { comparisonParamsShape } from '@/domain/periods/period-comparison';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';
import { FIGURES } from './queue-figures';

/*
 * The merge-queue page's URL state, one typed schema the route validates with (it lives here because
 * the page's controls and links build these same search objects). Every key falls back, so a
 * hand-edited link opens a sensible view; defaults are kept out of the URL by `stripSearchParams`.
 *
 * The filters are one value each, not lists: the figures open the activity log, whose API filters by
 * one base branch; a single branch keeps every count the page shows equal to what the log lists.
 */

/** Runs of whole UTC days ending today (today so far), so every bar is a UTC day and opens that day. */
export const MERGE_QUEUE_RANGES = ['7d', '14d', '30d'] as const;
export type MergeQueueRange = (typeof MERGE_QUEUE_RANGES)[number];

export const RANGE_DAYS: Record<MergeQueueRange, number> = { '7d': 7, '14d': 14, '30d': 30 };

export const RANGE_LABELS: Record<MergeQueueRange, string> = {
  '7d': 'Last 7 days',
  '14d': 'Last 14 days',
  '30d': 'Last 30 days',
};

/** The API takes names of 1..255 characters. */
const name = v.pipe(v.string(), v.minLength(1), v.maxLength(255));

export const mergeQueueSearchDefaults = { range: '7d', figure: 'merged', compare: 'week' } as const;

const FIGURE_KEYS = FIGURES.map((figure) => figure.key);

export const mergeQueueSearchSchema = v.object({
  range: withFallback(v.picklist(MERGE_QUEUE_RANGES), mergeQueueSearchDefaults.range),
  /** The base branch (`base_ref`); absent: every branch. */
  baseRef: optionalParam(name),
  /** The queue (`queue_name`); absent: every queue. */
  queue: optionalParam(name),
  /** The priority rule (`priority_rule_name`); absent: every rule. */
  priorityRule: optionalParam(name),
  /** The figure the day-by-day table shows. */
  figure: withFallback(v.picklist(FIGURE_KEYS), mergeQueueSearchDefaults.figure),
  // Two periods compared, this week against last by default (as on the overview).
  ...comparisonParamsShape(mergeQueueSearchDefaults.compare),
});

export type MergeQueueSearch = v.InferOutput<typeof mergeQueueSearchSchema>;

/** What the statistics are filtered by: the URL's filters alone. */
export type MergeQueueFilters = Pick<MergeQueueSearch, 'baseRef' | 'queue' | 'priorityRule'>;

export function filtersOf(search: MergeQueueFilters): MergeQueueFilters {
  return { baseRef: search.baseRef, queue: search.queue, priorityRule: search.priorityRule };
}
