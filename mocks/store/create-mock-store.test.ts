import { describe, expect, it } from 'vitest';
import { groupFailures } from '../test-insights/failure-groups';
import { identitySummaries } from '../test-insights/identity-summaries';
import { testRuns } from '../test-insights/test-run-store';
import { flakyGroups } from '../test-insights/health';
import { DAY_MS, retentionStart } from '../test-insights/time-constants';
import { repository, testStore } from '../../tests/mock-kit/test-store';
import { generateRepositoryTimeline } from './generate-repository';
import { CHECKOUT_PROFILE } from './repository-profiles';

const store = testStore();
const checkout = repository(store);
const now = store.clock.now();
const tests = checkout.tests;

describe('acme/checkout', () => {
  it('holds ≥ 500 identities of ≥ 300 tests in ≥ 3 pipelines and ≥ 8 jobs', () => {
    expect(tests.identities.length).toBeGreaterThanOrEqual(500);
    expect(tests.tests.length).toBeGreaterThanOrEqual(300);
    expect(new Set(tests.identities.map((identity) => identity.pipelineName)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(tests.identities.map((identity) => `${identity.pipelineName}/${identity.jobName}`)).size).toBeGreaterThanOrEqual(8);
  });

  it('has every health status, confidence and impact among its identities', () => {
    const summaries = identitySummaries(tests, now);
    expect(new Set(summaries.map((summary) => summary.health))).toEqual(new Set([0, 1, 2]));
    expect(new Set(summaries.map((summary) => summary.confidence))).toEqual(new Set([0, 1, 2]));
    expect(new Set(summaries.map((summary) => summary.impact))).toEqual(new Set([-1, 0, 1, 2]));
  });

  it('spans 30 days of default-branch runs, with reruns, skips and cancellations', () => {
    const times = tests.identities.flatMap((identity) => (identity.runs.length ? [identity.runs[0]!.time] : []));
    expect(Math.min(...times)).toBeLessThan(now - 29 * DAY_MS);
    const latest = Math.max(...tests.identities.map((identity) => identity.runs[identity.runs.length - 1]?.time ?? 0));
    expect(latest).toBeGreaterThan(now - DAY_MS);
    expect(latest).toBeLessThan(now);
    const conclusions = new Set(tests.identities.flatMap((identity) => identity.runs.map((run) => run.conclusion)));
    expect(conclusions).toEqual(new Set(['passed', 'failed', 'skipped', 'cancelled']));
    expect(tests.identities.some((identity) => identity.runs.some((run) => run.attempt > 1))).toBe(true);
    expect(tests.identities.some((identity) => identity.branchRuns.length > 0)).toBe(true);
  });

  it('has ≥ 30 failure groups in ≥ 3 languages', () => {
    let groups = 0;
    const languages = new Set<string>();
    for (const test of tests.tests) {
      const found = groupFailures(
        { test, runs: testRuns(test), commits: tests.commits, actionsUrl: tests.actionsUrl },
        retentionStart(now),
        now,
      );
      groups += found.length;
      if (found.length > 0 && test.metadata.language) languages.add(test.metadata.language);
    }
    expect(groups).toBeGreaterThanOrEqual(30);
    expect(languages.size).toBeGreaterThanOrEqual(3);
  });

  it('tells the stories: flaky reruns, breakages traced to pull requests, new tests, several identities', () => {
    const flakyTests = tests.tests.filter((test) => {
      return flakyGroups(testRuns(test)).size > 0;
    });
    expect(flakyTests.length).toBeGreaterThan(10);
    const stories = new Set(tests.tests.map((test) => test.story));
    for (const story of ['healthy', 'flaky', 'broken', 'recovered', 'new', 'low-data', 'skipped', 'slowdown', 'retired']) {
      expect(stories).toContain(story);
    }
    expect(tests.tests.some((test) => test.identities.length >= 3)).toBe(true);
  });

  it('has ≥ 12 quarantines, manual and auto, on one branch and on all', () => {
    expect(checkout.quarantines.length).toBeGreaterThanOrEqual(12);
    expect(new Set(checkout.quarantines.map((record) => record.source))).toEqual(new Set(['manual', 'auto']));
    expect(checkout.quarantines.some((record) => record.branch === null)).toBe(true);
    expect(checkout.quarantines.some((record) => record.branch !== null)).toBe(true);
  });

  it('has ≥ 250 pull requests, merged ones pointing at their default-branch commit', () => {
    const timeline = generateRepositoryTimeline(CHECKOUT_PROFILE, { seed: store.seed, anchor: store.anchor });
    const opened = timeline.pullRequests.filter((pull) => pull.createdAt < now);
    expect(opened.length).toBeGreaterThanOrEqual(250);
    const merged = opened.filter((pull) => pull.mergedAt !== null && pull.mergedAt < now && pull.baseRef === 'main');
    const shas = new Set(tests.commits.map((commit) => commit.sha));
    expect(merged.every((pull) => shas.has(pull.mergeCommitSha ?? ''))).toBe(true);
    expect(new Set(timeline.pullRequests.map((pull) => pull.number)).size).toBe(timeline.pullRequests.length);
  });

  it('gives the activity side its events', () => {
    expect(checkout.events.size).toBeGreaterThan(1000);
  });

  it('shows job retries on each of the three published condition-match shapes', () => {
    const shapes = new Set(
      checkout.events.all
        .flatMap((event) => (event.type === 'ci_insights.job_retried' ? event.metadata.condition_matches : []))
        .map((match) => ('source' in match ? match.source : 'simple')),
    );
    expect(shapes).toEqual(new Set(['simple', 'job_log', 'annotation']));
  });
});

describe('determinism', () => {
  it('builds the same dataset for the same seed and another for another seed', () => {
    const again = repository(testStore());
    // One shared history (the same runs), each store with its own view of it.
    expect(again.tests.identities[0]?.runs[0]).toBe(tests.identities[0]?.runs[0]);
    expect(again.tests.identities[0]).not.toBe(tests.identities[0]);
    const anchor = store.anchor;
    const first = generateRepositoryTimeline(CHECKOUT_PROFILE, { seed: 'alpha', anchor });
    const second = generateRepositoryTimeline(CHECKOUT_PROFILE, { seed: 'alpha', anchor });
    const other = generateRepositoryTimeline(CHECKOUT_PROFILE, { seed: 'beta', anchor });
    const fingerprint = (timeline: typeof first) =>
      timeline.identities
        .map((identity, index) => `${identity.test.testName}|${identity.jobName}|${timeline.runs[index]?.length}`)
        .join('\n');
    expect(fingerprint(second)).toBe(fingerprint(first));
    expect(fingerprint(other)).not.toBe(fingerprint(first));
  });

  it('keeps acme/docs-site small', () => {
    const docs = repository(store, 'acme/docs-site');
    expect(docs.tests.identities.length).toBeLessThan(60);
    expect(docs.tests.identities.length).toBeGreaterThan(10);
  });
});
