// The merge queue's statistics: the query read as the vendor reads it, a pure figure over the log's queue history.
import type { HttpHandler } from 'msw';
import { windowIssue, windowOf, type TimeWindow } from '../core/date-time';
import { NO_CI_KEY } from '../core/auth';
import type { MockContext } from '../core/mock-context';
import type { RequestReader } from '../core/request-reader';
import { repositoryRoute } from '../core/repository-route';
import type { OperationId } from '../core/route-table';
import * as figures from './queue-figures';
import { queueHistoryOf, type QueueHistory } from './queue-history';

export const CI_KEY_REFUSED =
  'The CI Application Key cannot read the merge queue statistics; use an Admin Application Key or a repository-host token';

/** The window, `start_at`..`end_at`; a date-time that did not parse is already named, the window's rules need both. */
function readQueueWindow(reader: RequestReader, now: number): TimeWindow {
  const window = windowOf(reader.queryDateTime('start_at'), reader.queryDateTime('end_at'), now);
  const problem = reader.ok ? windowIssue(window, ['start_at', 'end_at']) : null;
  if (problem) reader.add(problem);
  return window;
}

/** Group filters: up to 255 names of 1..255 characters unless `bounded` is false; `priorityRule` false: none. */
function readQueueStatsQuery(reader: RequestReader, now: number, bounded: boolean, priorityRule = true): figures.QueueStatsQuery {
  const names = (name: string) => {
    const values = bounded ? reader.nameList(name) : reader.queryStringList(name);
    return values.length === 0 ? null : values;
  };
  const filters = {
    baseRefs: names('base_ref'),
    queueNames: names('queue_name'),
    priorityRuleNames: priorityRule ? names('priority_rule_name') : null,
  };
  return { filters, window: readQueueWindow(reader, now) };
}

type Figure = (history: QueueHistory, query: figures.QueueStatsQuery, now: number) => object;

const FILTERED: [OperationId, Figure, bounded?: false][] = [
  ['getQueueChecksOutcome', figures.checksOutcome],
  ['getQueueChecksOutcomeCount', figures.checksOutcomeByInterval],
  ['getQueueEnteredCount', figures.enteredCount],
  ['getQueueMergedCount', figures.mergedCount],
  ['getQueueAverageCiRuntime', figures.averageCiRuntime],
  ['getQueueIdleTime', figures.idleQueueTime],
  ['getQueueTotalTime', figures.totalQueueTime],
  ['getQueueSize', figures.queueSize],
  ['getQueueBatchSize', figures.batchSize, false],
  ['getQueueBatchBisection', figures.batchBisection, false],
  ['getQueueChecksRetries', figures.checksRetries],
  ['getQueueFailureRate', figures.failureRate],
  ['getQueueSkipIntermediateResults', figures.skipIntermediateResults],
  ['getQueueExitReasons', figures.exitReasons],
];

export function createMergeQueueHandlers(ctx: MockContext): HttpHandler[] {
  const route = <Parsed>(
    operationId: OperationId,
    parse: (reader: RequestReader, now: number) => Parsed,
    respond: (history: QueueHistory, input: Parsed, now: number) => object,
  ) =>
    repositoryRoute<Parsed>(ctx, operationId, {
      accepts: NO_CI_KEY,
      forbiddenDetail: CI_KEY_REFUSED,
      parse: (reader, _request, now) => parse(reader, now),
      respond: ({ repository, input, now }) => respond(queueHistoryOf(repository.events), input, now),
    });
  return [
    route(
      'getQueueTimeToMerge',
      (reader, now) => ({ at: reader.queryDateTime('at') ?? now, branch: reader.queryString('branch') ?? null }),
      figures.timeToMerge,
    ),
    ...FILTERED.map(([operationId, figure, bounded]) =>
      route(operationId, (reader, now) => readQueueStatsQuery(reader, now, bounded ?? true), figure),
    ),
    route(
      'getQueueRunningSpeculativeChecks',
      (reader, now) => readQueueStatsQuery(reader, now, false, false),
      figures.runningSpeculativeChecks,
    ),
    route('getQueueBranches', readQueueWindow, figures.branches),
    route('getQueueNames', readQueueWindow, figures.queueNames),
  ];
}
