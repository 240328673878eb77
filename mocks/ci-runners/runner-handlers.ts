// The CI runner operations: the vendor's runner figures and job-queue waits over a window, and our
// listing of the owner's runners. The owner frame validates and finds the owner; the rest is in this folder.
import type { HttpHandler } from 'msw';
import type { components } from '@/api/generated/schema';
import { NO_CI_KEY } from '../core/auth';
import { jsonResponse } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { ownerRoute } from '../core/repository-route';
import { operationHandler } from '../core/route-table';
import { RETENTION_MS } from '../test-insights/time-constants';
import { readTimeWindow } from '../test-insights/window-params';
import { measuredSeries } from './measured-series';
import { ownerJobsOf } from './owner-jobs-memo';
import { CI_RUNNERS, labelsInUse } from './runner-fleet';
import { JOB_QUEUE_STATS, RUNNER_STATS, jobQueueFigure, runnerFigure, type Span } from './runner-figures';
import { jobsAskingFor, jobsOfRunners, jobsTouching, selectRunners } from './runner-selection';
import type { CiJob } from './ci-job';

type Schemas = components['schemas'];

/** Every name filter: up to 255 values of 1..255 characters. */
const NAME_LIST_RULES = { minLength: 1, maxLength: 255, maxItems: 255 };

const FORBIDDEN = 'The CI Application Key cannot read the CI runner figures';

export function createCiRunnerHandlers(ctx: MockContext): HttpHandler[] {
  const frame = { accepts: NO_CI_KEY, forbiddenDetail: FORBIDDEN };
  /** The owner's jobs that can count in `window`, and the span the service knows them over. */
  const jobsIn = (repositories: Parameters<typeof ownerJobsOf>[1], window: Span): { jobs: CiJob[]; known: Span } => {
    const model = ownerJobsOf(ctx.seed, repositories);
    return { jobs: jobsTouching(model.jobs, window), known: { start: model.horizon - RETENTION_MS, end: model.horizon } };
  };
  return [
    operationHandler(
      'listCiRunners',
      ownerRoute(ctx, {
        ...frame,
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
    ),
    operationHandler(
      'getCiRunnerStat',
      ownerRoute(ctx, {
        ...frame,
        parse: (reader, _request, now) => ({
          stat: reader.pathEnum('stat', RUNNER_STATS) ?? 'success_rate',
          filters: {
            names: reader.queryStringList('runner_name', NAME_LIST_RULES),
            namesExcluded: reader.queryStringList('runner_name_exclude', NAME_LIST_RULES),
            groups: reader.queryStringList('runner_group_name', NAME_LIST_RULES),
            groupsExcluded: reader.queryStringList('runner_group_name_exclude', NAME_LIST_RULES),
            labels: reader.queryStringList('runner_labels', NAME_LIST_RULES),
          },
          window: readTimeWindow(reader, now),
        }),
        respond: ({ repositories, input: { stat, filters, window } }) => {
          const runners = selectRunners(CI_RUNNERS, filters);
          const { jobs, known } = jobsIn(repositories, window);
          const ofRunners = jobsOfRunners(jobs, runners);
          const body = { stat, ...measuredSeries(window, known, (span) => runnerFigure(stat, ofRunners, runners, span)) };
          return jsonResponse(
            body as Schemas['RunnerDurationStatsResponse'] | Schemas['RunnerCountStatsResponse'] | Schemas['RunnerRateStatsResponse'],
          );
        },
      }),
    ),
    operationHandler(
      'getCiJobQueueStat',
      ownerRoute(ctx, {
        ...frame,
        parse: (reader, _request, now) => ({
          stat: reader.pathEnum('stat', JOB_QUEUE_STATS) ?? 'total_jobs',
          labels: reader.queryStringList('labels', NAME_LIST_RULES),
          window: readTimeWindow(reader, now),
        }),
        respond: ({ repositories, input: { stat, labels, window } }) => {
          const { jobs, known } = jobsIn(repositories, window);
          const asking = jobsAskingFor(jobs, labels);
          const body: Schemas['QueueStatsResponse'] = {
            stat,
            ...measuredSeries(window, known, (span) => jobQueueFigure(stat, asking, span)),
          };
          return jsonResponse(body);
        },
      }),
    ),
  ];
}
