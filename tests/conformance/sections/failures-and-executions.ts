// Operations 5–7: failure groups, a failure with its latest events, and a test's executions.
import { describe, expect, it } from 'vitest';
import {
  ctx,
  CHECKOUT,
  DAY,
  HOUR,
  MOCK_NOW,
  NOW_MS,
  UUID_V5,
  expect422,
  expectNonIncreasing,
  expectSorted,
  identityKey,
  iso,
  ms,
  serverNow,
  sum,
  textCompare,
} from '../support/conformance-context';
import type { ExecutionsPage, StatSeries, TestDetails, TestFailure, TestFailureDetail } from '../support/contract-types';

export function describeFailuresAndExecutions(): void {
  describe('5, 6. failures', () => {
    it('lists the failure groups; each reads back with its latest events', async () => {
      for (const row of [ctx.flakyRow, ctx.brokenRow]) {
        const { failures } = (await ctx.api.get<{ failures: TestFailure[] }>(`${CHECKOUT}/tests/${row.test_id}/failures`)).body;
        expect(failures.length, row.test_name).toBeGreaterThan(0);
        expect(new Set(failures.map((failure) => failure.id)).size).toBe(failures.length);
        for (const failure of failures) expect(failure.id).toMatch(UUID_V5);
        for (const failure of failures) {
          expect(failure.failure_count).toBeGreaterThan(0);
          expect(ms(failure.first_failure_at)).toBeLessThanOrEqual(ms(failure.last_failure_at));
          const single = await ctx.api.get<TestFailureDetail>(`${CHECKOUT}/tests/${row.test_id}/failures/${failure.id}`);
          expect(single.status).toBe(200);
          const { latest_events: events, ...summary } = single.body;
          expect(summary).toEqual(failure);
          expect(events.length).toBeGreaterThan(0);
          expect(events.length).toBeLessThanOrEqual(failure.failure_count);
          for (const event of events) {
            expect(ms(event.failed_at)).toBeGreaterThanOrEqual(ms(failure.first_failure_at));
            expect(ms(event.failed_at)).toBeLessThanOrEqual(ms(failure.last_failure_at));
          }
          expect(Math.max(...events.map((event) => ms(event.failed_at)))).toBe(ms(failure.last_failure_at));
          if (failure.failure_count === 1) expect(events[0]?.failed_at).toBe(failure.first_failure_at);
        }
      }
    });

    it('the groups count every failed run of the retained history', async () => {
      const now = await serverNow();
      // docs/decisions.md: retention = runs from 30 days before the current hour.
      const retained = { start: iso(Math.floor(now / HOUR) * HOUR - 30 * DAY), end: iso(now + HOUR) };
      for (const row of [ctx.flakyRow, ctx.brokenRow]) {
        const { failures } = (await ctx.api.get<{ failures: TestFailure[] }>(`${CHECKOUT}/tests/${row.test_id}/failures`)).body;
        const failed = (await ctx.api.get<StatSeries>(`${CHECKOUT}/tests/${row.test_id}/stats/failure_count`, retained)).body;
        expect(sum(failures.map((failure) => failure.failure_count)), row.test_name).toBe(failed.value);
        const details = (await ctx.api.get<TestDetails>(`${CHECKOUT}/tests/${row.test_id}`)).body;
        expect(details.first_failure_at).toBe(failures.map((failure) => failure.first_failure_at).sort()[0]);
        expect(details.last_failure_at).toBe(
          failures
            .map((failure) => failure.last_failure_at)
            .sort()
            .at(-1),
        );
      }
    });

    it('a test without failures lists none', async () => {
      const details = (await ctx.api.get<TestDetails>(`${CHECKOUT}/tests/${ctx.healthyRow.test_id}`)).body;
      const { failures } = (await ctx.api.get<{ failures: TestFailure[] }>(`${CHECKOUT}/tests/${ctx.healthyRow.test_id}/failures`)).body;
      expect(failures.length === 0).toBe(details.first_failure_at === null);
    });
  });

  describe('7. executions', () => {
    const executionsPath = (testId: string) => `${CHECKOUT}/tests/${testId}/executions`;

    it("identities of the path's test, executions_count desc by default", async () => {
      const window = { start: iso(NOW_MS - 20 * DAY), end: MOCK_NOW, per_page: 100 };
      const details = (await ctx.api.get<TestDetails>(`${CHECKOUT}/tests/${ctx.manyIdentitiesTestId}`)).body;
      const rows = (await ctx.api.get<ExecutionsPage>(executionsPath(ctx.manyIdentitiesTestId), window)).body.executions;
      expect(rows.length).toBeGreaterThanOrEqual(3);
      for (const row of rows) {
        expect(row.test_id).toBe(ctx.manyIdentitiesTestId);
        expect(row.test_name).toBe(details.test_name);
        expect(row.executions_count).toBeGreaterThan(0);
      }
      expectNonIncreasing(
        rows.map((row) => row.executions_count),
        'executions_count',
      );
      expect(
        (
          await ctx.api.get<ExecutionsPage>(executionsPath(ctx.manyIdentitiesTestId), {
            ...window,
            sort: 'executions_count',
            direction: 'desc',
          })
        ).body.executions,
      ).toEqual(rows);
      const identities = ctx.allRows
        .filter((row) => row.test_id === ctx.manyIdentitiesTestId)
        .map(identityKey)
        .sort();
      expect(rows.map(identityKey).sort()).toEqual(identities);
    });

    it.each([
      ['executions_count', (a: { executions_count: number }, b: { executions_count: number }) => a.executions_count - b.executions_count],
      ['pipeline_name', (a: { pipeline_name: string }, b: { pipeline_name: string }) => textCompare(a.pipeline_name, b.pipeline_name)],
      ['job_name', (a: { job_name: string }, b: { job_name: string }) => textCompare(a.job_name, b.job_name)],
    ] as const)('sort=%s in both directions', async (sort, compare) => {
      const window = { start: iso(NOW_MS - 20 * DAY), end: MOCK_NOW, per_page: 100, sort };
      const ascending = (await ctx.api.get<ExecutionsPage>(executionsPath(ctx.manyIdentitiesTestId), { ...window, direction: 'asc' })).body
        .executions;
      const descending = (await ctx.api.get<ExecutionsPage>(executionsPath(ctx.manyIdentitiesTestId), { ...window, direction: 'desc' }))
        .body.executions;
      expectSorted(ascending, compare as (a: unknown, b: unknown) => number, `${sort} asc`);
      expectSorted(descending, (a, b) => (compare as (a: unknown, b: unknown) => number)(b, a), `${sort} desc`);
      expect(descending).toHaveLength(ascending.length);
    });

    it('window defaults as operation 3; counts cover at least the passed and failed runs', async () => {
      const now = await serverNow();
      const byDefault = (await ctx.api.get<ExecutionsPage>(executionsPath(ctx.flakyRow.test_id), { per_page: 100 })).body;
      const explicit = (
        await ctx.api.get<ExecutionsPage>(executionsPath(ctx.flakyRow.test_id), { per_page: 100, start: iso(now - DAY), end: iso(now) })
      ).body;
      expect(byDefault).toEqual(explicit);
      const start = NOW_MS - 6 * DAY;
      const onlyStart = (await ctx.api.get<ExecutionsPage>(executionsPath(ctx.flakyRow.test_id), { per_page: 100, start: iso(start) }))
        .body;
      expect(onlyStart).toEqual(
        (
          await ctx.api.get<ExecutionsPage>(executionsPath(ctx.flakyRow.test_id), {
            per_page: 100,
            start: iso(start),
            end: iso(start + DAY),
          })
        ).body,
      );
      const onlyEnd = (await ctx.api.get<ExecutionsPage>(executionsPath(ctx.flakyRow.test_id), { per_page: 100, end: iso(start) })).body;
      expect(onlyEnd).toEqual(
        (
          await ctx.api.get<ExecutionsPage>(executionsPath(ctx.flakyRow.test_id), {
            per_page: 100,
            start: iso(start - DAY),
            end: iso(start),
          })
        ).body,
      );

      const window = { start: iso(NOW_MS - 7 * DAY), end: MOCK_NOW };
      const executed = sum(
        (await ctx.api.get<ExecutionsPage>(executionsPath(ctx.flakyRow.test_id), { ...window, per_page: 100 })).body.executions.map(
          (row) => row.executions_count,
        ),
      );
      const passed = (await ctx.api.get<StatSeries>(`${CHECKOUT}/tests/${ctx.flakyRow.test_id}/stats/success_count`, window)).body.value;
      const failed = (await ctx.api.get<StatSeries>(`${CHECKOUT}/tests/${ctx.flakyRow.test_id}/stats/failure_count`, window)).body.value;
      expect(executed).toBeGreaterThanOrEqual(passed + failed);
      const empty = (await ctx.api.get<ExecutionsPage>(executionsPath(ctx.flakyRow.test_id), { start: '2024-01-01T00:00:00Z' })).body;
      expect(empty).toEqual({ size: 0, per_page: 10, executions: [] });
    });

    it('bad sort, direction and window are 422', async () => {
      expect422(await ctx.api.get(executionsPath(ctx.flakyRow.test_id), { sort: 'test_name' }), 'query', 'sort');
      expect422(await ctx.api.get(executionsPath(ctx.flakyRow.test_id), { direction: 'sideways' }), 'query', 'direction');
      expect422(await ctx.api.get(executionsPath(ctx.flakyRow.test_id), { start: 'soon' }), 'query', 'start');
      expect422(await ctx.api.get(executionsPath(ctx.flakyRow.test_id), { start: MOCK_NOW, end: iso(NOW_MS - HOUR) }), 'query', [
        'start',
        'end',
      ]);
    });
  });
}
