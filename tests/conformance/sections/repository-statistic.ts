// Operation 8: the repository-wide statistic (health counts, failed executions per day, filters).
import { describe, expect, it } from 'vitest';
import type { Query } from '../support/http-api';
import { ctx, CHECKOUT, DAY, NOW_MS, SECOND, expect422, ms, sum } from '../support/conformance-context';
import type { Bucket, SearchPage, StatSeries } from '../support/contract-types';

export function describeRepositoryStatistic(): void {
  describe('8. repository-wide statistic', () => {
    const statPath = (stat: string) => `${CHECKOUT}/tests/stats/${stat}`;
    const HEALTH_STATS = ['healthy_tests', 'flaky_tests', 'broken_tests'] as const;

    async function expectHealthAddsUp(query: Query, label: string) {
      const [total, ...parts] = await Promise.all(
        ['total_tests', ...HEALTH_STATS].map(async (stat) => (await ctx.api.get<StatSeries>(statPath(stat), query)).body),
      );
      if (!total) throw new Error('no total');
      expect(total.stat).toBe('total_tests');
      expect(sum(parts.map((part) => part.value)), `${label}: healthy + flaky + broken = total_tests`).toBe(total.value);
      total.value_over_time.forEach((bucket, index) => {
        const day = sum(parts.map((part) => part.value_over_time[index]?.value ?? Number.NaN));
        expect(day, `${label}: day ${bucket.start}`).toBe(bucket.value);
        parts.forEach((part) => expect(part.value_over_time[index]?.start).toBe(bucket.start));
      });
      return { total, parts };
    }

    it('health counts add up, today and per day, and match test search', async () => {
      const { total, parts } = await expectHealthAddsUp({}, 'all');
      expect(total.value).toBe(ctx.allRows.length);
      HEALTH_STATS.forEach((stat, index) => {
        const health = stat.replace('_tests', '');
        expect(parts[index]?.value, stat).toBe(ctx.allRows.filter((row) => row.metrics.health_status === health).length);
      });
    });

    it('filters select the same identities as search', async () => {
      const cases: Query[] = [
        { pipeline_name: ctx.flakyRow.pipeline_name },
        { job_name_exclude: ctx.flakyRow.job_name },
        { test_name: 'tests/*' },
        { health_confidence: ['low', 'medium'] },
        { failed_executions_impact: 'high' },
        { failed_executions_impact_exclude: 'low', test_name_exclude: '*_in_parallel' },
      ];
      for (const query of cases) {
        const { total } = await expectHealthAddsUp(query, JSON.stringify(query));
        const searched = await ctx.api.get<SearchPage>(`${CHECKOUT}/search/tests`, { ...query, per_page: 1 });
        expect(total.value, JSON.stringify(query)).toBe(searched.body.total);
      }
    });

    it('failed_executions: value is the sum of a per-day series', async () => {
      const series = (await ctx.api.get<StatSeries>(statPath('failed_executions'))).body;
      expect(series.stat).toBe('failed_executions');
      expect(series.value).toBe(sum(series.value_over_time.map((bucket) => bucket.value)));
      expect(series.value).toBeGreaterThan(0);
      series.value_over_time.forEach((bucket, index) => {
        expect(ms(bucket.end) - ms(bucket.start), 'one day per bucket').toBe(DAY);
        expect(ms(bucket.start) % DAY, 'UTC days (docs/decisions.md)').toBe(0);
        if (index > 0) expect(bucket.start).toBe(series.value_over_time[index - 1]?.end);
      });
      expect(series.value_over_time.length).toBe(30);
      const last = series.value_over_time.at(-1) as Bucket;
      expect(ms(last.start)).toBeLessThanOrEqual(NOW_MS + 10 * 60 * SECOND);
      expect(ms(last.end)).toBeGreaterThan(NOW_MS);
      const filtered = (await ctx.api.get<StatSeries>(statPath('failed_executions'), { pipeline_name: ctx.flakyRow.pipeline_name })).body;
      expect(filtered.value).toBe(sum(filtered.value_over_time.map((bucket) => bucket.value)));
      expect(filtered.value).toBeLessThanOrEqual(series.value);
    });

    it('bad stat and filter values are 422', async () => {
      expect422(await ctx.api.get(statPath('success_count')), 'path', 'stat');
      expect422(await ctx.api.get(statPath('all_tests')), 'path', 'stat');
      expect422(await ctx.api.get(statPath('total_tests'), { health_confidence: 'very' }), 'query', 'health_confidence');
      expect422(
        await ctx.api.get(statPath('total_tests'), { failed_executions_impact_exclude: 'zero' }),
        'query',
        'failed_executions_impact_exclude',
      );
    });
  });
}
