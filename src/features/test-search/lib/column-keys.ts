// The column keys the URL schema needs; their labels and widths stay with the table (result-columns.ts).

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

/** The confidence (room for the name) and the test-wide figures, which cost a request per row; `hide=[]` shows all. */
export const DEFAULT_HIDDEN_COLUMNS: readonly HideableColumn[] = [
  'confidence',
  'failureRatio',
  'flakinessRatio',
  'lastFailure',
  'failureTrend',
];

export function normalizeHiddenColumns(hidden: readonly HideableColumn[]): HideableColumn[] {
  return HIDEABLE_COLUMNS.filter((column) => hidden.includes(column));
}
