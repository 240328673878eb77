import { describe, expect, it } from 'vitest';
import { ownerJobsOf } from './ci-runners/owner-jobs';
import { CI_RUNNERS } from './ci-runners/runner-fleet';
import { jobQueueFigure, runnerFigure, jobsAskingFor, jobsOfRunners } from './ci-runners/runner-figures';
import { FIXTURE_PULL_REQUESTS, FIXTURE_QUARANTINES, FIXTURE_RUNNERS, FIXTURE_TESTS, SEEDED_CHECKOUT_QUARANTINES } from './fixtures';
import { isRecovered, testHealthNow } from './quarantines/quarantine-rules';
import { groupFailures } from './test-insights/failure-groups';
import { computeHealthTransitions, testTransitionSource } from './test-insights/health-transitions';
import { identitySummaries } from './test-insights/identity-summaries';
import { testRuns } from './test-insights/test-run-store';
import { computeTestDetails } from './test-insights/test-details';
import { healthName, classifyTestAt } from './test-insights/health';
import { DAY_MS, retentionStart } from './test-insights/time-constants';
import { repository, testStore } from '../tests/mock-kit/test-store';

// The fixtures hold whatever the seed and scale: check the default and another seed.
describe.each([{ seed: undefined }, { seed: 'another-seed' }])('fixtures (seed $seed)', ({ seed }) => {
  const store = testStore({ seed });
  const checkout = repository(store);
  const tests = checkout.tests;
  const now = store.clock.now();
  const retained = retentionStart(now);
  const find = (testId: string) => {
    const test = tests.testsById.get(testId);
    if (!test) throw new Error(`no test ${testId}`);
    return { test, runs: testRuns(test) };
  };
  const details = (testId: string) => computeTestDetails(find(testId).runs, tests.commits, retained, now);
  const transitions = (testId: string) => {
    const { test } = find(testId);
    return computeHealthTransitions(testTransitionSource(test, tests.commits), { start: now - 30 * DAY_MS, end: now }, now, retained);
  };
  const failures = (testId: string) => {
    const { test, runs } = find(testId);
    return groupFailures({ test, runs, commits: tests.commits, actionsUrl: tests.actionsUrl }, retained, now);
  };

  it('places every fixture test with its identities and current health', () => {
    const summaries = identitySummaries(tests, now);
    for (const fixture of Object.values(FIXTURE_TESTS)) {
      const { test } = find(fixture.testId);
      expect(test.testName).toBe(fixture.testName);
      expect(test.identities.map((identity) => ({ pipelineName: identity.pipelineName, jobName: identity.jobName }))).toEqual(
        fixture.identities,
      );
      expect(healthName(classifyTestAt(test, now))).toBe(fixture.healthStatus);
      expect(test.identities.every((identity) => summaries[identity.index]?.retained)).toBe(true);
    }
  });

  it('flaky: fails with its exception and passes on reruns; its failure id is the fixture one', () => {
    const groups = failures(FIXTURE_TESTS.flaky.testId);
    expect(groups.map((group) => group.exceptionType)).toEqual([FIXTURE_TESTS.flaky.exceptionType]);
    expect(groups[0]?.id).toBe(FIXTURE_TESTS.flaky.failureId);
    expect(details(FIXTURE_TESTS.flaky.testId).flakinessRatio).toBeGreaterThan(0);
  });

  it('broken by a pull request: the transition names it and its exception', () => {
    const { transitions: points } = transitions(FIXTURE_TESTS.brokenByPullRequest.testId);
    expect(points.at(-1)).toMatchObject({ health: 2, exceptionType: 'AssertionError' });
    expect(points.at(-1)?.pullRequest?.number).toBe(FIXTURE_PULL_REQUESTS.breaksTaxRounding.number);
    expect(details(FIXTURE_TESTS.brokenByPullRequest.testId).firstFailure?.pullRequest?.number).toBe(
      FIXTURE_PULL_REQUESTS.breaksTaxRounding.number,
    );
    expect(failures(FIXTURE_TESTS.brokenByPullRequest.testId)[0]?.id).toBe(FIXTURE_TESTS.brokenByPullRequest.failureId);
  });

  it('recovered: healthy → broken (by #1204) → healthy', () => {
    const { transitions: points } = transitions(FIXTURE_TESTS.recovered.testId);
    expect(points.map((point) => point.health)).toEqual([0, 2, 0]);
    expect(points[1]?.pullRequest?.number).toBe(FIXTURE_PULL_REQUESTS.breaksStockRelease.number);
    expect(failures(FIXTURE_TESTS.recovered.testId)[0]?.id).toBe(FIXTURE_TESTS.recovered.failureId);
  });

  it('low data: low confidence; new mid-window: first activity after #1150', () => {
    const summaries = identitySummaries(tests, now);
    const low = find(FIXTURE_TESTS.lowData.testId).test;
    expect(low.identities.every((identity) => summaries[identity.index]?.confidence === 0)).toBe(true);
    const born = transitions(FIXTURE_TESTS.newMidWindow.testId).firstActivityAt ?? 0;
    expect(born).toBeGreaterThanOrEqual(now - 14 * DAY_MS);
    expect(born).toBeLessThan(now - 11 * DAY_MS);
  });

  it('seeds at most one quarantine per test name in every repository (the name is the key, issue 23)', () => {
    for (const [fullName, seeded] of store.repositories) {
      const names = seeded.quarantines.map((record) => record.testName);
      expect({ fullName, duplicates: names.filter((name, index) => names.indexOf(name) !== index) }).toEqual({ fullName, duplicates: [] });
      expect(seeded.quarantines.length, fullName).toBeGreaterThan(0);
    }
  });

  it('seeds the fixture quarantines', () => {
    expect(checkout.quarantines.length).toBeGreaterThanOrEqual(12);
    if (seed === undefined) expect(checkout.quarantines).toHaveLength(SEEDED_CHECKOUT_QUARANTINES);
    for (const fixture of Object.values(FIXTURE_QUARANTINES)) {
      const record = checkout.quarantines.find((candidate) => candidate.id === fixture.id);
      expect(record).toMatchObject({
        testName: fixture.testName,
        testId: fixture.testId,
        branch: fixture.branch,
        source: fixture.source,
        reason: fixture.reason,
      });
      expect(isRecovered(testHealthNow(tests, fixture.testName, now))).toBe(fixture.isRecovered);
    }
  });
});

describe.each([{ seed: undefined }, { seed: 'another-seed' }])('runner fixtures over the retention (seed $seed)', ({ seed }) => {
  const store = testStore({ seed });
  const model = ownerJobsOf(store.seed, store.ownerRepositories(FIXTURE_RUNNERS.owner));
  const span = { start: model.horizon - 30 * DAY_MS, end: model.horizon };
  const runner = (name: string) => CI_RUNNERS.filter((candidate) => candidate.name === name);
  const ofRunner = (name: string, stat: 'success_rate' | 'median_duration') =>
    runnerFigure(stat, jobsOfRunners(model.jobs, runner(name)), runner(name), span) as number;

  it('names the fleet in the listing’s order', () => {
    expect(FIXTURE_RUNNERS.names).toEqual([...FIXTURE_RUNNERS.names].sort());
    expect(FIXTURE_RUNNERS.names).toContain(FIXTURE_RUNNERS.degradedRunner);
  });

  it('the degraded runner has the lowest success rate and the longest median duration of its group', () => {
    const group = CI_RUNNERS.filter(
      (candidate) => candidate.group === FIXTURE_RUNNERS.degradedRunnerGroup && candidate.name !== FIXTURE_RUNNERS.degradedRunner,
    );
    for (const other of group) {
      expect(ofRunner(other.name, 'success_rate')).toBeGreaterThan(ofRunner(FIXTURE_RUNNERS.degradedRunner, 'success_rate'));
      expect(ofRunner(other.name, 'median_duration')).toBeLessThan(ofRunner(FIXTURE_RUNNERS.degradedRunner, 'median_duration'));
    }
  });

  it('the waiting label has the longest median wait of every label, and its other runner is offline', () => {
    const labels = [...new Set(CI_RUNNERS.flatMap((candidate) => candidate.labels))];
    const wait = (label: string) => jobQueueFigure('median_wait_time', jobsAskingFor(model.jobs, [label]), span) as number;
    for (const label of labels.filter((candidate) => candidate !== FIXTURE_RUNNERS.waitingLabel)) {
      expect(wait(label)).toBeLessThan(wait(FIXTURE_RUNNERS.waitingLabel));
    }
    expect(runner(FIXTURE_RUNNERS.offlineRunner)[0]?.online).toBe(false);
  });
});
