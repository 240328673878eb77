// MSW handlers of the merge queue's statistics (`GET /repos/{owner}/{repository}/stats/…`). Thin: the
// shared repository frame (credentials → 401/403, path and query → one 422, repository → 404), then a
// pure figure over the queue history the repository's activity log tells.
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { asActivityEventLog } from '../activity/activity-handlers';
import { NO_CI_KEY } from '../core/auth';
import { jsonResponse } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import type { RequestReader } from '../core/request-reader';
import { repositoryRoute } from '../core/repository-route';
import type { RepositoryState } from '../store/types';
import { averageCiRuntime, batchBisection, batchSize, checksRetries } from './checks-figures';
import { enteredCount, mergedCount } from './count-figures';
import { checksOutcome, checksOutcomeByInterval, exitReasons, failureRate, skipIntermediateResults } from './exit-figures';
import { queueSize, runningSpeculativeChecks } from './occupancy-figures';
import { readQueueStatsQuery, readQueueWindow, readTimeToMergeQuery, type FilterRules } from './parse-queue-stats-query';
import { branches, queueNames } from './queue-catalog';
import { queueHistoryOf, type QueueHistory } from './queue-history';
import type { QueueStatsQuery } from './queue-stats-query';
import { idleQueueTime, totalQueueTime } from './time-in-queue-figures';
import { timeToMerge } from './time-to-merge';

export const CI_KEY_REFUSED =
  'The CI Application Key cannot read the merge queue statistics; use an Admin Application Key or a repository-host token';

const BOUNDED: FilterRules = { bounded: true, priorityRule: true };
const UNBOUNDED: FilterRules = { bounded: false, priorityRule: true };
const UNBOUNDED_NO_PRIORITY_RULE: FilterRules = { bounded: false, priorityRule: false };

const historyOf = (repository: RepositoryState): QueueHistory => queueHistoryOf(asActivityEventLog(repository.events));

type IntervalFigure = (history: QueueHistory, query: QueueStatsQuery, now: number) => unknown;

/** Every statistic filtered by group and window, by its path segment. */
const FILTERED: [stat: string, rules: FilterRules, figure: IntervalFigure][] = [
  ['merge_queue_checks_outcome', BOUNDED, checksOutcome],
  ['queues_checks_outcome_count', BOUNDED, checksOutcomeByInterval],
  ['queues_entered_count', BOUNDED, enteredCount],
  ['queues_merged_count', BOUNDED, mergedCount],
  ['average_ci_runtime', BOUNDED, averageCiRuntime],
  ['idle_queue_time', BOUNDED, idleQueueTime],
  ['total_queue_time', BOUNDED, totalQueueTime],
  ['queue_size', BOUNDED, queueSize],
  ['running_speculative_checks', UNBOUNDED_NO_PRIORITY_RULE, runningSpeculativeChecks],
  ['batch_size', UNBOUNDED, batchSize],
  ['batch_bisection', UNBOUNDED, batchBisection],
  ['checks_retries', BOUNDED, checksRetries],
  ['failure_rate', BOUNDED, failureRate],
  ['skip_intermediate_results', BOUNDED, skipIntermediateResults],
  ['queues_pr_exit_reasons', BOUNDED, exitReasons],
];

export function createMergeQueueHandlers(ctx: MockContext): HttpHandler[] {
  const route = <Parsed>(
    stat: string,
    parse: (reader: RequestReader, now: number) => Parsed,
    respond: (history: QueueHistory, input: Parsed, now: number) => unknown,
  ) =>
    http.get(
      `*/v1/repos/:owner/:repository/stats/${stat}`,
      repositoryRoute<Parsed>(ctx, {
        accepts: NO_CI_KEY,
        forbiddenDetail: CI_KEY_REFUSED,
        parse: (reader, _request, now) => parse(reader, now),
        respond: ({ repository, input, now }) => jsonResponse(respond(historyOf(repository), input, now)),
      }),
    );
  return [
    route('time_to_merge', readTimeToMergeQuery, timeToMerge),
    ...FILTERED.map(([stat, rules, figure]) => route(stat, (reader, now) => readQueueStatsQuery(reader, now, rules), figure)),
    route('branches', readQueueWindow, branches),
    route('queues', readQueueWindow, queueNames),
  ];
}
