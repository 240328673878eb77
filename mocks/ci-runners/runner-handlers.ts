// The CI runner operations: the vendor's runner figures and job-queue waits over a window, and our
// listing of the owner's runners. Thin: the owner frame validates and finds the owner, the model and
// the figures are in this folder.
import { http, type HttpHandler } from 'msw';
import type { components } from '@/api/generated/schema';
import { NO_CI_KEY } from '../core/auth';
import { formatDateTime } from '../core/date-time';
import { jsonResponse } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { ownerRoute } from '../core/owner-route';
import type { RequestReader } from '../core/request-reader';
import { RETENTION_MS } from '../test-insights/time-constants';
import { readTimeWindow } from '../test-insights/window-params';
import { measuredSeries, type MeasuredSeries } from './measured-series';
import { ownerJobsOf } from './owner-jobs-memo';
import { CI_RUNNERS, labelsInUse } from './runner-fleet';
import { JOB_QUEUE_STATS, RUNNER_STATS, jobQueueFigure, runnerFigure, type RunnerStat } from './runner-figures';
import { jobsAskingFor, jobsOfRunners, jobsTouching, selectRunners, type RunnerFilters } from './runner-selection';

type Schemas = components['schemas'];

/** runner_name, runner_group_name, runner_labels, labels and the exclusions: up to 255 values of 1..255 characters. */
const NAME_LIST_RULES = { minLength: 1, maxLength: 255, maxItems: 255 };

const FORBIDDEN = 'The CI Application Key cannot read the CI runner figures';

function readRunnerFilters(reader: RequestReader): RunnerFilters {
  return {
    names: reader.queryStringList('runner_name', NAME_LIST_RULES),
    namesExcluded: reader.queryStringList('runner_name_exclude', NAME_LIST_RULES),
    groups: reader.queryStringList('runner_group_name', NAME_LIST_RULES),
    groupsExcluded: reader.queryStringList('runner_group_name_exclude', NAME_LIST_RULES),
    labels: reader.queryStringList('runner_labels', NAME_LIST_RULES),
  };
}

function seriesToWire(series: MeasuredSeries) {
  return {
    value: series.value,
    value_over_time: series.points.map((point) => ({
      start: formatDateTime(point.start),
      end: formatDateTime(point.end),
      value: point.value,
    })),
  };
}

const DURATION_STATS: readonly RunnerStat[] = [
  'avg_duration',
  'min_duration',
  'median_duration',
  'p95_duration',
  'p99_duration',
  'max_duration',
];
const COUNT_STATS: readonly RunnerStat[] = ['active_runners', 'active_jobs'];

export function ciRunnerStatHandler(ctx: MockContext): HttpHandler {
  return http.get(
    '*/v1/ci/:owner/runners/stats/:stat',
    ownerRoute(ctx, {
      accepts: NO_CI_KEY,
      forbiddenDetail: FORBIDDEN,
      parse: (reader, now) => ({
        stat: reader.pathEnum('stat', RUNNER_STATS) ?? 'success_rate',
        filters: readRunnerFilters(reader),
        window: readTimeWindow(reader, now),
      }),
      respond: ({ repositories, input }) => {
        const model = ownerJobsOf(ctx.seed, repositories);
        const runners = selectRunners(CI_RUNNERS, input.filters);
        const jobs = jobsOfRunners(jobsTouching(model.jobs, input.window), runners);
        const known = { start: model.horizon - RETENTION_MS, end: model.horizon };
        const series = seriesToWire(measuredSeries(input.window, known, (span) => runnerFigure(input.stat, jobs, runners, span)));
        if (DURATION_STATS.includes(input.stat)) {
          const body: Schemas['RunnerDurationStatsResponse'] = {
            stat: input.stat as Schemas['RunnerDurationStatsResponse']['stat'],
            ...series,
          };
          return jsonResponse(body);
        }
        if (COUNT_STATS.includes(input.stat)) {
          const body: Schemas['RunnerCountStatsResponse'] = { stat: input.stat as Schemas['RunnerCountStatsResponse']['stat'], ...series };
          return jsonResponse(body);
        }
        const body: Schemas['RunnerRateStatsResponse'] = { stat: input.stat as Schemas['RunnerRateStatsResponse']['stat'], ...series };
        return jsonResponse(body);
      },
    }),
  );
}

export function ciJobQueueStatHandler(ctx: MockContext): HttpHandler {
  return http.get(
    '*/v1/ci/:owner/queue/stats/:stat',
    ownerRoute(ctx, {
      accepts: NO_CI_KEY,
      forbiddenDetail: FORBIDDEN,
      parse: (reader, now) => ({
        stat: reader.pathEnum('stat', JOB_QUEUE_STATS) ?? 'total_jobs',
        labels: reader.queryStringList('labels', NAME_LIST_RULES),
        window: readTimeWindow(reader, now),
      }),
      respond: ({ repositories, input }) => {
        const model = ownerJobsOf(ctx.seed, repositories);
        const jobs = jobsAskingFor(jobsTouching(model.jobs, input.window), input.labels);
        const known = { start: model.horizon - RETENTION_MS, end: model.horizon };
        const body: Schemas['QueueStatsResponse'] = {
          stat: input.stat,
          ...seriesToWire(measuredSeries(input.window, known, (span) => jobQueueFigure(input.stat, jobs, span))),
        };
        return jsonResponse(body);
      },
    }),
  );
}

export function listCiRunnersHandler(ctx: MockContext): HttpHandler {
  return http.get(
    '*/v1/ci/:owner/runners',
    ownerRoute(ctx, {
      accepts: NO_CI_KEY,
      forbiddenDetail: FORBIDDEN,
      parse: () => null,
      respond: () => {
        const body: Schemas['CiRunnersResponse'] = {
          runners: CI_RUNNERS.map((runner) => ({
            name: runner.name,
            group_name: runner.group,
            labels: [...runner.labels],
            os: runner.os,
            status: runner.online ? 'online' : 'offline',
          })),
          labels: labelsInUse(),
        };
        return jsonResponse(body);
      },
    }),
  );
}

export function createCiRunnerHandlers(ctx: MockContext): HttpHandler[] {
  return [listCiRunnersHandler(ctx), ciRunnerStatHandler(ctx), ciJobQueueStatHandler(ctx)];
}
