/*
 * The results table's column keys and which are hidden by default: all the URL schema needs (the labels
 * and widths, in result-columns.ts, stay with the table's code, out of the app's entry chunk).
 */

export const HIDEABLE_COLUMNS = [
  'pipeline',
  'job',
  'health',
  'confidence',
  'impact',
  'executions',
  'failedRuns',
  'failedShare',
  'failureRatio',
  'flakinessRatio',
  'lastFailure',
  'failureTrend',
] as const;

export type HideableColumn = (typeof HIDEABLE_COLUMNS)[number];
export type ResultColumn = 'name' | HideableColumn;

/**
 * Hidden until asked for: the confidence, so the name keeps room beside the figures on a laptop screen
 * (the pipeline stays: a row is a test under one pipeline and job); and the test-wide figures (ratios, last failure, trend),
 * which cost one request per row and test: the first screen shows only what search answers. Showing
 * every column is `hide=[]` in the URL.
 */
export const DEFAULT_HIDDEN_COLUMNS: readonly HideableColumn[] = [
  'confidence',
  'failureRatio',
  'flakinessRatio',
  'lastFailure',
  'failureTrend',
];

/** Hidden columns in the table's order, each once: equal choices make equal URLs. */
export function normalizeHiddenColumns(hidden: readonly HideableColumn[]): HideableColumn[] {
  return HIDEABLE_COLUMNS.filter((column) => hidden.includes(column));
}
