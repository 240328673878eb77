import * as v from 'valibot';
import { comparisonParamsShape } from '@/domain/periods/period-comparison';
import type { Preset } from '@/domain/periods/time-window';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';

/* The page's URL state; every key falls back, so a hand-edited link opens a sensible view. */

/** Runs of whole UTC days ending today (so far), so every bar is a UTC day and opens that day. */
export const MERGE_QUEUE_RANGES = ['7d', '14d', '30d', '90d'] as const satisfies readonly Preset[];
export type MergeQueueRange = (typeof MERGE_QUEUE_RANGES)[number];

/** The API takes names of 1..255 characters. */
const name = v.pipe(v.string(), v.minLength(1), v.maxLength(255));

/** The figures the day-by-day table can show (defined in queue-figures.ts; listed here so the URL schema needs none of its code). */
export const FIGURE_KEYS = [
  'entered',
  'merged',
  'mergedRate',
  'throughput',
  'largestQueue',
  'timeInQueue',
  'ciRuntime',
  'exits',
  'failureRate',
  'idleTime',
  'queueSize',
  'speculativeChecks',
  'batchSize',
  'bisections',
  'retries',
  'batchesSaved',
] as const;

/** What the day-by-day chart draws one series per: the API's groups, by one of their names. */
export const BREAKDOWNS = ['none', 'baseRef', 'queue', 'priorityRule'] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

export const mergeQueueSearchSchema = v.object({
  range: withFallback(v.picklist(MERGE_QUEUE_RANGES), '7d'),
  /** `base_ref`, `queue_name`, `priority_rule_name`; absent: every one. */
  baseRef: optionalParam(name),
  queue: optionalParam(name),
  priorityRule: optionalParam(name),
  /** The figure the day-by-day table shows. */
  figure: withFallback(v.picklist(FIGURE_KEYS), 'merged'),
  by: withFallback(v.picklist(BREAKDOWNS), 'none'),
  ...comparisonParamsShape('week'),
});

export type MergeQueueSearch = v.InferOutput<typeof mergeQueueSearchSchema>;
/** How the page changes its URL state (stable across renders, so memoised sections keep it). */
export type SearchChange = (update: (previous: MergeQueueSearch) => MergeQueueSearch) => void;
