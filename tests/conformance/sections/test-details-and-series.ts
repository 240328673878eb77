// Operations 2–4: test details, per-test statistic series and health transitions.
import { describe, expect, it } from 'vitest';
import { ctx, CHECKOUT, DAY, HOUR, MOCK_NOW, NOW_MS, SECOND, expect422, iso, ms, serverNow, sum } from '../support/conformance-context';
import type { Bucket, HealthTransitions, StatSeries, TestDetails, TestFailure } from '../support/contract-types';

const STAT_WIDTHS = [HOUR, 4 * HOUR, DAY, 2 * DAY];

/** The UTC boundary at or before `at` of buckets `width` wide (cut on multiples of the width since the epoch). */
const boundaryAtOrBefore = (at: number, width: number) => Math.floor(at / width) * width;

/**
 * Buckets are one of the documented widths, cut on UTC multiples of it (docs/decisions.md), contiguous
 * from the one holding the window start to the one holding its end.
 */
function expectBucketsTile(buckets: Bucket[], start: number, end: number, label: string): number {
  expect(buckets.length, label).toBeGreaterThan(0);
  const width = ms((buckets[0] as Bucket).end) - ms((buckets[0] as Bucket).start);
  expect(STAT_WIDTHS, `${label}: bucket width ${width}`).toContain(width);
  expect(ms((buckets[0] as Bucket).start), `${label}: first bucket holds the window start`).toBe(boundaryAtOrBefore(start, width));
  buckets.forEach((bucket, index) => {
    expect(ms(bucket.end) - ms(bucket.start), `${label}: bucket ${index} width`).toBe(width);
    if (index > 0) expect(bucket.start, `${label}: bucket ${index} follows the previous one`).toBe(buckets[index - 1]?.end);
  });
  const last = buckets.at(-1) as Bucket;
  expect(ms(last.start), `${label}: last bucket starts inside the window`).toBeLessThan(end);
  expect(ms(last.end), `${label}: last bucket holds the window end`).toBeGreaterThanOrEqual(end);
  expect(ms(last.end) - end, `${label}: no bucket wholly past the end`).toBeLessThan(width);
  return width;
}

/** The start of the first hour in which the test passed or failed (daily series, then hourly). */
async function firstRunOf(testId: string): Promise<number> {
  const window = { start: iso(NOW_MS - 40 * DAY), end: MOCK_NOW };
  const successes = (await ctx.api.get<StatSeries>(`${CHECKOUT}/tests/${testId}/stats/success_count`, window)).body;
  const failures = (await ctx.api.get<StatSeries>(`${CHECKOUT}/tests/${testId}/stats/failure_count`, window)).body;
  const index = successes.value_over_time.findIndex((bucket, at) => bucket.value + (failures.value_over_time[at]?.value ?? 0) > 0);
  const day = successes.value_over_time[index];
  if (!day) throw new Error('the test never ran');
  const hourly = (await ctx.api.get<StatSeries>(`${CHECKOUT}/tests/${testId}/stats/success_count`, { start: day.start, end: day.end }))
    .body;
  const hourlyFailures = (
    await ctx.api.get<StatSeries>(`${CHECKOUT}/tests/${testId}/stats/failure_count`, { start: day.start, end: day.end })
  ).body;
  const hour = hourly.value_over_time.find((bucket, at) => bucket.value + (hourlyFailures.value_over_time[at]?.value ?? 0) > 0);
  return ms((hour ?? day).start);
}

export function describeTestDetailsAndSeries(): void {
  describe('2. test details', () => {
    it('describes the test of the path, consistently', async () => {
      for (const row of [ctx.flakyRow, ctx.brokenRow, ctx.healthyRow]) {
        const details = (await ctx.api.get<TestDetails>(`${CHECKOUT}/tests/${row.test_id}`)).body;
        expect(details.test_id).toBe(row.test_id);
        expect(details.test_name).toBe(row.test_name);
        expect(details.repository).toBe('acme/checkout');
        expect(['healthy', 'flaky', 'broken']).toContain(details.health_status);
        expect(['passed', 'failed', 'skipped']).toContain(details.last_conclusion);
        for (const ratio of [details.failure_ratio, details.flakiness_ratio, details.success_ratio]) {
          expect(ratio).toBeGreaterThanOrEqual(0);
          expect(ratio).toBeLessThanOrEqual(1);
        }
        if (details.first_failure_at === null) {
          expect(details.last_failure_at).toBeNull();
          expect(details.first_failure_commit).toBeNull();
          expect(details.first_failure_pull).toBeNull();
        } else {
          expect(ms(details.first_failure_at)).toBeLessThanOrEqual(ms(details.last_failure_at as string));
          expect(details.first_failure_commit).not.toBeNull();
        }
        for (const moment of [details.first_failure_at, details.last_failure_at, details.last_success_at]) {
          if (moment !== null) expect(ms(moment)).toBeLessThanOrEqual(NOW_MS + 10 * 60 * SECOND);
        }
      }
    });

    it('a test unhealthy under one identity is unhealthy as a whole (details merge identities)', async () => {
      expect((await ctx.api.get<TestDetails>(`${CHECKOUT}/tests/${ctx.brokenRow.test_id}`)).body.health_status).not.toBe('healthy');
      const details = (await ctx.api.get<TestDetails>(`${CHECKOUT}/tests/${ctx.flakyRow.test_id}`)).body;
      expect(details.health_status).not.toBe('healthy');
    });
  });

  describe('3. per-test statistic series', () => {
    const statPath = (testId: string, stat: string) => `${CHECKOUT}/tests/${testId}/stats/${stat}`;

    it('default window: the last day, in one-hour buckets up to the one holding now', async () => {
      const series = (await ctx.api.get<StatSeries>(statPath(ctx.flakyRow.test_id, 'success_count'))).body;
      const end = ms((series.value_over_time.at(-1) as Bucket).end);
      // The server's clock started at MOCK_NOW and runs on in real time; its hour's bucket ends after it.
      expect(end).toBeGreaterThan(NOW_MS);
      expect(end - NOW_MS).toBeLessThan(HOUR + 10 * 60 * SECOND);
      expect([24, 25]).toContain(series.value_over_time.length);
      expectBucketsTile(series.value_over_time, end - HOUR - DAY + SECOND, end - HOUR + SECOND, 'default window');
    });

    it('only start: end = start + 1 day; only end: start = end − 1 day', async () => {
      const start = NOW_MS - 3 * DAY;
      const onlyStart = (await ctx.api.get<StatSeries>(statPath(ctx.flakyRow.test_id, 'failure_count'), { start: iso(start) })).body;
      expectBucketsTile(onlyStart.value_over_time, start, start + DAY, 'only start');
      const end = NOW_MS - 5 * DAY;
      const onlyEnd = (await ctx.api.get<StatSeries>(statPath(ctx.flakyRow.test_id, 'failure_count'), { end: iso(end) })).body;
      expectBucketsTile(onlyEnd.value_over_time, end - DAY, end, 'only end');
      const explicit = (
        await ctx.api.get<StatSeries>(statPath(ctx.flakyRow.test_id, 'failure_count'), { start: iso(start), end: iso(start + DAY) })
      ).body;
      expect(explicit).toEqual(onlyStart);
    });

    it('bucket widths are 1h, 4h, 1d or 2d, growing with the window (thresholds as in docs/decisions.md)', async () => {
      const cases: [number, number][] = [
        [6 * HOUR, HOUR],
        [DAY, HOUR],
        [2 * DAY, HOUR],
        [3 * DAY, 4 * HOUR],
        [8 * DAY, 4 * HOUR],
        [9 * DAY, DAY],
        [30 * DAY, DAY],
        [60 * DAY, DAY],
        [62 * DAY, 2 * DAY],
        [200 * DAY, 2 * DAY],
      ];
      let previous = 0;
      for (const [span, expected] of cases) {
        const end = NOW_MS;
        const series = (
          await ctx.api.get<StatSeries>(statPath(ctx.flakyRow.test_id, 'flaky_count'), { start: iso(end - span), end: iso(end) })
        ).body;
        const width = expectBucketsTile(series.value_over_time, end - span, end, `${span / HOUR} h window`);
        expect(width, `${span / HOUR} h window`).toBe(expected);
        expect(width).toBeGreaterThanOrEqual(previous);
        previous = width;
        const aligned = boundaryAtOrBefore(end, width);
        const onBoundaries = (
          await ctx.api.get<StatSeries>(statPath(ctx.flakyRow.test_id, 'flaky_count'), { start: iso(aligned - span), end: iso(aligned) })
        ).body;
        expect(onBoundaries.value_over_time, 'a window on the boundaries is exactly its buckets').toHaveLength(span / width);
      }
    });

    it('a window off the boundaries is covered by the buckets holding its start and its end', async () => {
      const start = NOW_MS - 2 * DAY - 90 * 60 * SECOND;
      const series = (await ctx.api.get<StatSeries>(statPath(ctx.flakyRow.test_id, 'success_count'), { start: iso(start), end: MOCK_NOW }))
        .body;
      expectBucketsTile(series.value_over_time, start, NOW_MS, 'ragged window');
    });

    it('count stats: value is the sum of the buckets, and splitting the window splits the value', async () => {
      for (const row of [ctx.flakyRow, ctx.brokenRow, ctx.healthyRow]) {
        for (const stat of ['success_count', 'failure_count', 'flaky_count']) {
          for (const span of [DAY, 7 * DAY, 30 * DAY]) {
            const series = (await ctx.api.get<StatSeries>(statPath(row.test_id, stat), { start: iso(NOW_MS - span), end: MOCK_NOW })).body;
            expect(series.stat).toBe(stat);
            expect(Number.isInteger(series.value)).toBe(true);
            expect(series.value, `${stat} over ${span / DAY} d`).toBe(sum(series.value_over_time.map((bucket) => bucket.value)));
          }
          const whole = (await ctx.api.get<StatSeries>(statPath(row.test_id, stat), { start: iso(NOW_MS - 4 * DAY), end: MOCK_NOW })).body
            .value;
          const older = (
            await ctx.api.get<StatSeries>(statPath(row.test_id, stat), { start: iso(NOW_MS - 4 * DAY), end: iso(NOW_MS - 2 * DAY) })
          ).body.value;
          const newer = (await ctx.api.get<StatSeries>(statPath(row.test_id, stat), { start: iso(NOW_MS - 2 * DAY), end: MOCK_NOW })).body
            .value;
          expect(older + newer, `${stat} is additive over adjacent windows`).toBe(whole);
        }
      }
    });

    it('flaky failures are failures: flaky_count ≤ failure_count in every bucket', async () => {
      const window = { start: iso(NOW_MS - 14 * DAY), end: MOCK_NOW };
      const failures = (await ctx.api.get<StatSeries>(statPath(ctx.flakyRow.test_id, 'failure_count'), window)).body;
      const flaky = (await ctx.api.get<StatSeries>(statPath(ctx.flakyRow.test_id, 'flaky_count'), window)).body;
      expect(flaky.value).toBeGreaterThan(0);
      flaky.value_over_time.forEach((bucket, index) =>
        expect(bucket.value).toBeLessThanOrEqual(failures.value_over_time[index]?.value as number),
      );
    });

    it('mean_duration is a number per bucket on the same buckets', async () => {
      const window = { start: iso(NOW_MS - 7 * DAY), end: MOCK_NOW };
      const durations = (await ctx.api.get<StatSeries>(statPath(ctx.flakyRow.test_id, 'mean_duration'), window)).body;
      const successes = (await ctx.api.get<StatSeries>(statPath(ctx.flakyRow.test_id, 'success_count'), window)).body;
      expect(durations.stat).toBe('mean_duration');
      expect(durations.value).toBeGreaterThan(0);
      expect(durations.value_over_time.map(({ start, end }) => [start, end])).toEqual(
        successes.value_over_time.map(({ start, end }) => [start, end]),
      );
      for (const bucket of durations.value_over_time) expect(bucket.value).toBeGreaterThanOrEqual(0);
    });

    it('bad stat, dates and windows are 422', async () => {
      expect422(await ctx.api.get(statPath(ctx.flakyRow.test_id, 'median_duration')), 'path', 'stat');
      expect422(await ctx.api.get(statPath(ctx.flakyRow.test_id, 'total_tests')), 'path', 'stat');
      expect422(await ctx.api.get(statPath(ctx.flakyRow.test_id, 'success_count'), { start: 'yesterday' }), 'query', 'start');
      expect422(await ctx.api.get(statPath(ctx.flakyRow.test_id, 'success_count'), { end: '2025-13-01T00:00:00Z' }), 'query', 'end');
      expect422(await ctx.api.get(statPath(ctx.flakyRow.test_id, 'success_count'), { start: MOCK_NOW, end: iso(NOW_MS - DAY) }), 'query', [
        'start',
        'end',
      ]);
    });
  });

  describe('4. health transitions', () => {
    const transitionsPath = (testId: string) => `${CHECKOUT}/tests/${testId}/health-transitions`;

    function expectWellFormed(answer: HealthTransitions, start: number, end: number, width: number, label: string) {
      const { transitions } = answer;
      transitions.forEach((transition, index) => {
        const at = ms(transition.at);
        expect(at, `${label}: transition ${index} from the first bucket's start`).toBeGreaterThanOrEqual(boundaryAtOrBefore(start, width));
        // A boundary after now is stamped now (the server's clock runs on while we ask).
        expect(at, `${label}: transition ${index} inside the window`).toBeLessThanOrEqual(end + 10 * 60 * SECOND);
        expect(at % width === 0 || at >= end - 10 * 60 * SECOND, `${label}: ${transition.at} on a bucket boundary, or now`).toBe(true);
        if (index > 0) {
          const previous = transitions[index - 1];
          expect(at, `${label}: oldest first`).toBeGreaterThan(ms(previous?.at as string));
          expect(transition.health_status, `${label}: consecutive entries differ`).not.toBe(previous?.health_status);
        }
        if (transition.health_status === 'healthy') {
          expect(transition.exception_type ?? null, `${label}: a recovery has no exception`).toBeNull();
          expect(transition.pull_request ?? null, `${label}: a recovery has no pull request`).toBeNull();
        }
        // docs/decisions.md ("One story per test"): an unhealthy entry, also one already unhealthy when the
        // window opened, names its episode's first (retained) failing run: a pull request only with its exception.
        if (transition.health_status !== 'healthy' && transition.pull_request) {
          expect(transition.exception_type, `${label}: the named run's exception`).toEqual(expect.any(String));
        }
      });
      if (answer.first_activity_at !== null) {
        const first = ms(answer.first_activity_at);
        expect(first).toBeGreaterThanOrEqual(boundaryAtOrBefore(start, width));
        expect(first).toBeLessThan(end);
        expect(first % width, `${label}: first_activity_at is a bucket start`).toBe(0);
      }
    }

    it("window ending now: oldest first, consecutive differ, the last entry is today's badge", async () => {
      const now = await serverNow();
      const sampled = [ctx.flakyRow, ctx.brokenRow, ctx.healthyRow, ...ctx.allRows.filter((_row, index) => index % 53 === 0)];
      for (const row of sampled) {
        const details = (await ctx.api.get<TestDetails>(`${CHECKOUT}/tests/${row.test_id}`)).body;
        const byDefault = (await ctx.api.get<HealthTransitions>(transitionsPath(row.test_id))).body;
        expectWellFormed(byDefault, now - DAY - 10 * 60 * SECOND, now + 10 * 60 * SECOND, HOUR, `${row.test_name} default`);
        expect(byDefault.transitions.at(-1)?.health_status, `${row.test_name}: default window`).toBe(details.health_status);
        for (const span of [7 * DAY, 30 * DAY]) {
          const end = await serverNow();
          const start = end - span;
          const answer = (await ctx.api.get<HealthTransitions>(transitionsPath(row.test_id), { start: iso(start), end: iso(end) })).body;
          expectWellFormed(answer, start, end, span === 7 * DAY ? 4 * HOUR : DAY, `${row.test_name} ${span / DAY} d`);
          expect(answer.transitions.length, `${row.test_name}: a test that ran has a verdict`).toBeGreaterThan(0);
          expect(answer.transitions.at(-1)?.health_status, `${row.test_name}: ${span / DAY} days to now`).toBe(details.health_status);
        }
      }
    });

    it("an episode names the exception of one of the test's failures", async () => {
      const end = await serverNow();
      const unhealthy = ctx.allRows.filter((row) => row.metrics.health_status !== 'healthy');
      const testIds = [...new Set(unhealthy.map((row) => row.test_id))].slice(0, 15);
      let named = 0;
      for (const testId of testIds) {
        const answer = (await ctx.api.get<HealthTransitions>(transitionsPath(testId), { start: iso(end - 25 * DAY), end: iso(end) })).body;
        const { failures } = (await ctx.api.get<{ failures: TestFailure[] }>(`${CHECKOUT}/tests/${testId}/failures`)).body;
        const types = new Set(failures.map((failure) => failure.exception_type));
        expect(
          answer.transitions.some((transition) => transition.health_status !== 'healthy'),
          testId,
        ).toBe(true);
        for (const transition of answer.transitions) {
          if (transition.exception_type) {
            named += 1;
            expect(types, `${testId}: ${transition.exception_type}`).toContain(transition.exception_type);
          }
          if (transition.pull_request) expect(transition.pull_request.number).toBeGreaterThan(0);
        }
      }
      expect(named).toBeGreaterThan(0);
    });

    it('first_activity_at: the first bucket with executions; null without activity, with no verdict before the first run', async () => {
      const end = NOW_MS;
      const start = end - 7 * DAY;
      for (const row of [ctx.flakyRow, ctx.brokenRow, ctx.healthyRow]) {
        const answer = (await ctx.api.get<HealthTransitions>(transitionsPath(row.test_id), { start: iso(start), end: iso(end) })).body;
        const successes = (
          await ctx.api.get<StatSeries>(`${CHECKOUT}/tests/${row.test_id}/stats/success_count`, { start: iso(start), end: iso(end) })
        ).body;
        const failures = (
          await ctx.api.get<StatSeries>(`${CHECKOUT}/tests/${row.test_id}/stats/failure_count`, { start: iso(start), end: iso(end) })
        ).body;
        const firstExecuted = successes.value_over_time.findIndex(
          (bucket, index) => bucket.value + (failures.value_over_time[index]?.value ?? 0) > 0,
        );
        if (firstExecuted >= 0) {
          expect(answer.first_activity_at, row.test_name).not.toBeNull();
          expect(ms(answer.first_activity_at as string)).toBeLessThanOrEqual(ms(successes.value_over_time[firstExecuted]?.start as string));
        }
      }
      // Long before the seeded history: no activity, no verdict.
      const ancient = (
        await ctx.api.get<HealthTransitions>(transitionsPath(ctx.flakyRow.test_id), {
          start: '2024-01-01T00:00:00Z',
          end: '2024-01-08T00:00:00Z',
        })
      ).body;
      expect(ancient).toEqual({ transitions: [], first_activity_at: null });
      // A window ending in the past ends on the badge as it read then: a one-day window that starts
      // before the history and ends inside it has its activity well after the window start.
      const historyStart = await firstRunOf(ctx.flakyRow.test_id);
      const edge = (
        await ctx.api.get<HealthTransitions>(transitionsPath(ctx.flakyRow.test_id), {
          start: iso(historyStart - 12 * HOUR),
          end: iso(historyStart + 12 * HOUR),
        })
      ).body;
      expect(edge.first_activity_at).not.toBeNull();
      expect(ms(edge.first_activity_at as string)).toBeGreaterThan(historyStart - 12 * HOUR);
      expect(ms(edge.first_activity_at as string)).toBeLessThanOrEqual(historyStart);
      if (edge.transitions.length > 0)
        expect(ms(edge.transitions[0]?.at as string)).toBeGreaterThanOrEqual(ms(edge.first_activity_at as string));
    });

    it('only start: end = start + 1 day (as operation 3)', async () => {
      const start = NOW_MS - 10 * DAY;
      const onlyStart = (await ctx.api.get<HealthTransitions>(transitionsPath(ctx.flakyRow.test_id), { start: iso(start) })).body;
      const explicit = (
        await ctx.api.get<HealthTransitions>(transitionsPath(ctx.flakyRow.test_id), { start: iso(start), end: iso(start + DAY) })
      ).body;
      expect(onlyStart).toEqual(explicit);
      expect422(await ctx.api.get(transitionsPath(ctx.flakyRow.test_id), { start: MOCK_NOW, end: iso(NOW_MS - HOUR) }), 'query', [
        'start',
        'end',
      ]);
    });
  });
}
