import { describe, expect, it } from 'vitest';
import { testStore } from '../../tests/mock-kit/test-store';
import { DAY_MS, HOUR_MS, RETENTION_MS } from '../test-insights/time-constants';
import { FIXTURE_RUNNERS } from '../fixtures';
import {
  JOB_QUEUE_STATS,
  jobQueueFigure,
  jobsAskingFor,
  jobsOfRunners,
  jobsTouching,
  measuredSeries,
  NO_RUNNER_FILTERS,
  RUNNER_STATS,
  runnerFigure,
  selectRunners,
} from './runner-figures';
import { ownerJobsOf } from './owner-jobs';
import { CI_RUNNERS } from './runner-fleet';

// The handlers cut the jobs to the window before measuring; every figure and bucket must read the same
// as measured over every job kept.
describe('jobsTouching', () => {
  const store = testStore();
  const model = ownerJobsOf(store.seed, store.ownerRepositories(FIXTURE_RUNNERS.owner));
  const known = { start: model.horizon - RETENTION_MS, end: model.horizon };
  const windows = [
    { start: model.horizon - DAY_MS - 17 * 60_000, end: model.horizon - 17 * 60_000 },
    { start: model.horizon - 7 * DAY_MS + 3 * HOUR_MS, end: model.horizon + 3 * HOUR_MS },
    { start: model.horizon - 30 * DAY_MS, end: model.horizon },
  ];
  const selections = [
    NO_RUNNER_FILTERS,
    { ...NO_RUNNER_FILTERS, names: [FIXTURE_RUNNERS.degradedRunner] },
    { ...NO_RUNNER_FILTERS, groups: [FIXTURE_RUNNERS.degradedRunnerGroup], namesExcluded: [FIXTURE_RUNNERS.degradedRunner] },
  ];

  it('leaves every runner figure as measured over all the jobs', () => {
    for (const window of windows) {
      for (const filters of selections) {
        const runners = selectRunners(CI_RUNNERS, filters);
        const all = jobsOfRunners(model.jobs, runners);
        const cut = jobsOfRunners(jobsTouching(model.jobs, window), runners);
        expect(cut.length).toBeLessThan(all.length);
        for (const stat of RUNNER_STATS) {
          const series = (jobs: typeof all) => measuredSeries(window, known, (span) => runnerFigure(stat, jobs, runners, span));
          expect(series(cut), `${stat} over ${window.start}`).toEqual(series(all));
        }
      }
    }
  });

  it('leaves every job-wait figure as measured over all the jobs', () => {
    for (const window of windows) {
      for (const labels of [[], [FIXTURE_RUNNERS.waitingLabel]]) {
        const all = jobsAskingFor(model.jobs, labels);
        const cut = jobsAskingFor(jobsTouching(model.jobs, window), labels);
        for (const stat of JOB_QUEUE_STATS) {
          const series = (jobs: typeof all) => measuredSeries(window, known, (span) => jobQueueFigure(stat, jobs, span));
          expect(series(cut), `${stat} over ${window.start}`).toEqual(series(all));
        }
      }
    }
  });
});
