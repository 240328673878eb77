// The CI runner operations: the vendor's runner figures and job-queue waits over a window, and our runner listing.
import type { HttpHandler } from 'msw';
import type { components } from '@/api/generated/schema';
import { NO_CI_KEY } from '../core/auth';
import type { MockContext } from '../core/mock-context';
import { ownerRoute } from '../core/repository-route';
import type { RepositoryState } from '../store/types';
import { RETENTION_MS } from '../test-insights/time-constants';
import { readTimeWindow, type Span } from '../test-insights/buckets';
import type { CiJob } from './schedule-jobs';
import {
  measuredSeries,
  JOB_QUEUE_STATS,
  RUNNER_STATS,
  jobQueueFigure,
  runnerFigure,
  jobsAskingFor,
  jobsOfRunners,
  jobsTouching,
  selectRunners,
} from './runner-figures';
import { ownerJobsOf } from './owner-jobs';
import { CI_RUNNERS, labelsInUse } from './runner-fleet';

type Schemas = components['schemas'];

const FRAME = { accepts: NO_CI_KEY, forbiddenDetail: 'The CI Application Key cannot read the CI runner figures' };

export function createCiRunnerHandlers(ctx: MockContext): HttpHandler[] {
  /** A figure over `window` and its buckets, from the owner's jobs that can count in it, where the service knows them. */
  const series = (repositories: RepositoryState[], window: Span, figure: (jobs: CiJob[], span: Span) => number | null) => {
    const model = ownerJobsOf(ctx.seed, repositories);
    const jobs = jobsTouching(model.jobs, window);
    return measuredSeries(window, { start: model.horizon - RETENTION_MS, end: model.horizon }, (span) => figure(jobs, span));
  };
  const runners = ownerRoute(ctx, 'listCiRunners', {
    ...FRAME,
    parse: () => null,
    respond: () =>
      ({
        runners: CI_RUNNERS.map(({ name, group, labels, os, online }) => ({
          name,
          group_name: group,
          labels: [...labels],
          os,
          status: online ? 'online' : 'offline',
        })),
        labels: labelsInUse(),
      }) satisfies Schemas['CiRunnersResponse'],
  });
  const runnerStat = ownerRoute(ctx, 'getCiRunnerStat', {
    ...FRAME,
    parse: (reader, _request, now) => ({
      stat: reader.pathEnum('stat', RUNNER_STATS) ?? 'success_rate',
      filters: {
        names: reader.nameList('runner_name'),
        namesExcluded: reader.nameList('runner_name_exclude'),
        groups: reader.nameList('runner_group_name'),
        groupsExcluded: reader.nameList('runner_group_name_exclude'),
        labels: reader.nameList('runner_labels'),
      },
      window: readTimeWindow(reader, now),
    }),
    respond: ({ repositories, input: { stat, filters, window } }) => {
      const selected = selectRunners(CI_RUNNERS, filters);
      const figure = (jobs: CiJob[], span: Span) => runnerFigure(stat, jobsOfRunners(jobs, selected), selected, span);
      return { stat, ...series(repositories, window, figure) } as
        Schemas['RunnerDurationStatsResponse'] | Schemas['RunnerCountStatsResponse'] | Schemas['RunnerRateStatsResponse'];
    },
  });
  const queueStat = ownerRoute(ctx, 'getCiJobQueueStat', {
    ...FRAME,
    parse: (reader, _request, now) => ({
      stat: reader.pathEnum('stat', JOB_QUEUE_STATS) ?? 'total_jobs',
      labels: reader.nameList('labels'),
      window: readTimeWindow(reader, now),
    }),
    respond: ({ repositories, input: { stat, labels, window } }) =>
      ({
        stat,
        ...series(repositories, window, (jobs, span) => jobQueueFigure(stat, jobsAskingFor(jobs, labels), span)),
      }) satisfies Schemas['QueueStatsResponse'],
  });
  return [runners, runnerStat, queueStat];
}
