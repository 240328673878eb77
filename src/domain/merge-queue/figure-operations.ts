import type { SuccessData } from '@/api/operation-routes';

/** The operations the figures read (a module of their own: the loaders' entry chunk carries it, not `figureValues`), answered per interval and group under the page's filters. */
export const FIGURE_OPERATIONS = [
  'getQueueEnteredCount',
  'getQueueMergedCount',
  'getQueueExitReasons',
  'getQueueFailureRate',
  'getQueueTotalTime',
  'getQueueIdleTime',
  'getQueueAverageCiRuntime',
  'getQueueSize',
  'getQueueRunningSpeculativeChecks',
  'getQueueBatchSize',
  'getQueueBatchBisection',
  'getQueueChecksRetries',
  'getQueueSkipIntermediateResults',
] as const;
export type FigureOperation = (typeof FIGURE_OPERATIONS)[number];
export type FigureAnswers = { [K in FigureOperation]: SuccessData<K> };
