// One story per test: what the operations say about a test agree with each other, checked over every
// test and identity of acme/checkout (and acme/docs-site) at two moments, through the HTTP answers.
//   - the header's first failure is the earliest retained failing run, its last failure the latest;
//     first ≤ last; the failure groups span the same runs;
//   - the health transition whose episode holds the first failure names its pull request or none
//     (none when the episode began before the window or before the retention), and the transitions
//     end on the badge;
//   - the ratios agree with the count series over the same window (the health lookback);
//   - search's facet totals add up to its total, and the repository statistic's days add up.
// Episodes as the API document's rules define them (docs/decisions.md, "Health transitions"): an
// unhealthy entry's episode is the failures of its verdict's lookback (7 days before its hour) since
// the previous entry; an entry at the window's start holds the failures up to the next entry.
import { describe, expect, it } from 'vitest';
import { healthConfidenceValues, healthStatusValues, failedExecutionsImpactValues } from '@/api/generated/enums';
import type { components } from '@/api/generated/schema';
import { HEALTH_LOOKBACK_MS } from '../../mocks/test-insights/health';
import { HOUR_MS, floorTo, retentionStart } from '../../mocks/test-insights/time-constants';
import { ask, iso, mockAt, urlOf, walkPages, type MockAt } from './support/mock-at';
import { REPOSITORIES, testIdsOf } from './support/survey';

type Schemas = components['schemas'];
type Details = Schemas['GetTestDetailsResponse'];
type Transitions = Schemas['HealthTransitionsResponse'];
type SearchPage = Schemas['TestSearchResponse'];
type SearchRow = SearchPage['tests'][number];

const MOMENTS = ['2026-11-20T12:00:00.000Z', '2025-06-02T09:30:00.000Z'];
const ms = (value: string | null | undefined) => (value ? Date.parse(value) : null);
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

async function json<T>(mock: MockAt, path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
  const answer = await ask(mock.backend, urlOf(path, query));
  if (answer.status !== 200) throw new Error(`${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

/** `value` of a count series over [start, end) (the series counts runs with start <= time < end). */
async function count(mock: MockAt, ci: string, testId: string, stat: string, start: number, end: number): Promise<number> {
  if (end <= start) return 0;
  return (await json<{ value: number }>(mock, `${ci}/tests/${testId}/stats/${stat}`, { start: iso(start), end: iso(end) })).value;
}

/** The unhealthy entry whose episode holds `time`, by the rules in the header comment. */
function episodeOf(transitions: Transitions['transitions'], time: number, windowStart: number, now: number) {
  return transitions.find((entry, index) => {
    if (entry.health_status === 'healthy') return false;
    const at = Date.parse(entry.at);
    const next = transitions[index + 1];
    if (index === 0 && at === windowStart) return time < (next ? Date.parse(next.at) : Infinity);
    const previous = transitions[index - 1];
    const lookbackStart = floorTo(Math.min(at, now), HOUR_MS) - HEALTH_LOOKBACK_MS;
    const from = Math.max(previous ? Date.parse(previous.at) : -Infinity, lookbackStart, windowStart);
    return time >= from && time < Math.min(at, now);
  });
}

describe.each(MOMENTS)('one story per test at %s', (moment) => {
  const mock = mockAt(moment);
  const now = Date.parse(moment);
  const retained = retentionStart(now);
  const lookback = floorTo(now, HOUR_MS) - HEALTH_LOOKBACK_MS;

  it.each(REPOSITORIES)('%s: every test’s header, failures, transitions and ratios agree', { timeout: 240_000 }, async (repository) => {
    const [owner, name] = repository.split('/') as [string, string];
    const ci = `/ci/${owner}/repositories/${name}`;
    const rows = (await walkPages(mock.backend, urlOf(`${ci}/search/tests`, { per_page: 100 }))).flatMap(
      (page) => (page.body as SearchPage).tests,
    );
    let withFailures = 0;
    let traced = 0;
    for (const testId of testIdsOf(mock.backend, repository)) {
      const answer = await ask(mock.backend, urlOf(`${ci}/tests/${testId}`));
      if (answer.status === 404) continue; // not run within the retention
      const details = answer.body as Details;
      const first = ms(details.first_failure_at);
      const last = ms(details.last_failure_at);
      expect(first === null).toBe(last === null);

      // The header's failures: the earliest and latest retained failing runs; the groups hold them all.
      const failures = (await json<Schemas['TestFailuresResponse']>(mock, `${ci}/tests/${testId}/failures`)).failures;
      const retainedFailures = await count(mock, ci, testId, 'failure_count', retained, now);
      expect(failures.reduce((sum, group) => sum + group.failure_count, 0)).toBe(retainedFailures);
      if (first !== null && last !== null) {
        withFailures += 1;
        expect(first).toBeLessThanOrEqual(last);
        expect(first).toBeGreaterThanOrEqual(retained);
        expect(await count(mock, ci, testId, 'failure_count', retained, first)).toBe(0);
        expect(await count(mock, ci, testId, 'failure_count', first, first + 1)).toBeGreaterThan(0);
        expect(await count(mock, ci, testId, 'failure_count', last + 1, now)).toBe(0);
        expect(Math.min(...failures.map((group) => Date.parse(group.first_failure_at)))).toBe(first);
        expect(Math.max(...failures.map((group) => Date.parse(group.last_failure_at)))).toBe(last);
      } else {
        expect(retainedFailures).toBe(0);
      }
      const lastSuccess = ms(details.last_success_at);
      if (lastSuccess !== null) expect(await count(mock, ci, testId, 'success_count', lastSuccess + 1, now)).toBe(0);

      // Transitions over the retention end on the badge; the episode holding the first failure names its pull request (or none).
      const transitions = (
        await json<Transitions>(mock, `${ci}/tests/${testId}/health-transitions`, { start: iso(retained), end: iso(now) })
      ).transitions;
      expect(transitions.at(-1)?.health_status).toBe(details.health_status);
      if (first !== null) {
        const episode = episodeOf(transitions, first, retained, now);
        if (episode) {
          // The API document: no pull request on a first point whose episode began before the window,
          // nor when the episode's first failing run is no longer retained (the verdict weighs runs
          // past the retention, so the header's first retained failure may not be the episode's first).
          const opensWindow = transitions.indexOf(episode) === 0 && Date.parse(episode.at) === retained;
          const pull = episode.pull_request?.number ?? null;
          if (opensWindow) expect({ test: testId, pull }).toEqual({ test: testId, pull: null });
          else
            expect({ test: testId, pull }).toEqual({
              test: testId,
              pull: pull === null ? null : (details.first_failure_pull?.number ?? null),
            });
          if (pull !== null) traced += 1;
        }
      }

      // Ratios: the count series over the health lookback.
      const passed = await count(mock, ci, testId, 'success_count', lookback, now);
      const failed = await count(mock, ci, testId, 'failure_count', lookback, now);
      const flaky = await count(mock, ci, testId, 'flaky_count', lookback, now);
      const executed = passed + failed;
      expect({ test: testId, success: details.success_ratio, failure: details.failure_ratio, flakiness: details.flakiness_ratio }).toEqual({
        test: testId,
        success: executed === 0 ? 0 : round4(passed / executed),
        failure: executed === 0 ? 0 : round4(failed / executed),
        flakiness: executed === 0 ? 0 : round4(flaky / executed),
      });

      // Executions over the retention: the identities search lists for the test, every run counted.
      const executions = (
        await walkPages(mock.backend, urlOf(`${ci}/tests/${testId}/executions`, { start: iso(retained), end: iso(now), per_page: 100 }))
      ).flatMap((page) => (page.body as Schemas['TestExecutionsResponse']).executions);
      const identity = (row: { pipeline_name: string; job_name: string }) => `${row.pipeline_name} / ${row.job_name}`;
      expect(executions.map(identity).sort()).toEqual(
        rows
          .filter((row) => row.test_id === testId)
          .map(identity)
          .sort(),
      );
      const executedInRetention = (await count(mock, ci, testId, 'success_count', retained, now)) + retainedFailures;
      expect(executions.reduce((sum, row) => sum + row.executions_count, 0)).toBeGreaterThanOrEqual(executedInRetention);
    }
    if (repository === 'acme/checkout') {
      expect(withFailures).toBeGreaterThan(30);
      expect(traced).toBeGreaterThan(20);
    }
  });

  it.each(REPOSITORIES)('%s: facet totals add up to search’s total and to the repository statistic', async (repository) => {
    const [owner, name] = repository.split('/') as [string, string];
    const ci = `/ci/${owner}/repositories/${name}`;
    const total = async (query: Record<string, string> = {}) =>
      (await json<SearchPage>(mock, `${ci}/search/tests`, { ...query, per_page: 1 })).total;
    const all = await total();
    const sumOver = async (parameter: string, values: readonly string[]) => {
      let sum = 0;
      for (const value of values) sum += await total({ [parameter]: value });
      return sum;
    };
    const rows = (await walkPages(mock.backend, urlOf(`${ci}/search/tests`, { per_page: 100 }))).flatMap(
      (page) => (page.body as SearchPage).tests,
    );
    expect(rows).toHaveLength(all);
    expect(await sumOver('health_status', healthStatusValues)).toBe(all);
    expect(await sumOver('health_confidence', healthConfidenceValues)).toBe(all);
    // A healthy identity's impact is null: it matches no impact value.
    expect(await sumOver('failed_executions_impact', failedExecutionsImpactValues)).toBe(all - (await total({ health_status: 'healthy' })));
    expect(await sumOver('pipeline_name', [...new Set(rows.map((row: SearchRow) => row.pipeline_name))])).toBe(all);
    expect(await sumOver('job_name', [...new Set(rows.map((row: SearchRow) => row.job_name))])).toBe(all);

    const stat = async (name: string) => json<Schemas['RepositoryTestStatResponse']>(mock, `${ci}/tests/stats/${name}`);
    const [totals, healthy, flaky, broken] = await Promise.all(['total_tests', 'healthy_tests', 'flaky_tests', 'broken_tests'].map(stat));
    totals?.value_over_time.forEach((day, index) => {
      const parts = [healthy, flaky, broken].map((series) => series?.value_over_time[index]?.value ?? 0);
      expect(parts.reduce((sum, value) => sum + value, 0)).toBe(day.value);
    });
    expect(totals?.value).toBe(all);
    expect([healthy?.value, flaky?.value, broken?.value]).toEqual(
      await Promise.all(['healthy', 'flaky', 'broken'].map((health) => total({ health_status: health }))),
    );
  });

  it.each(REPOSITORIES)('%s: the activity log’s facets add up to its total', async (repository) => {
    const aggregate = await json<Schemas['ActivityLogAggregateResponse']>(mock, `/repos/${repository}/logs/aggregate`, {
      received_from: iso(now - 30 * 24 * HOUR_MS),
      received_to: iso(now),
    });
    expect(aggregate.total).toBeGreaterThan(0);
    const sum = (rows: readonly { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);
    expect(sum(aggregate.by_outcome)).toBe(aggregate.total);
    expect(sum(aggregate.by_event_type)).toBe(aggregate.total);
    expect(sum(aggregate.histogram)).toBe(aggregate.total);
  });
});
