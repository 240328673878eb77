// The CI runner operations (issue 24): the vendor's runner figures and job-queue waits, and our runner
// listing, checked as an outside client sees them: every answer valid against the contract, the
// figures consistent with each other (each job ran on one runner), the vendor's window defaults, and
// the units and nulls docs/decisions.md ("CI runners and the job queue") chose where the vendor is silent.
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/generated/schema';
import { ctx, DAY, HOUR, NOW_MS, expect422, expectDetail, iso, ms, sum } from '../support/conformance-context';
import type { Query } from '../support/http-api';

type Schemas = components['schemas'];
type Figure = { stat: string; value: number | null; value_over_time: { start: string; end: string; value: number | null }[] };

const RUNNERS = '/ci/acme/runners';
const runnerStat = (stat: string) => `${RUNNERS}/stats/${stat}`;
const queueStat = (stat: string) => `/ci/acme/queue/stats/${stat}`;
/** The last seven whole days before the current hour: known throughout. */
const HOUR_END = Math.floor(NOW_MS / HOUR) * HOUR;
const WEEK: Query = { start: iso(HOUR_END - 7 * DAY), end: iso(HOUR_END) };

async function figure(path: string, query: Query): Promise<Figure> {
  const answer = await ctx.api.get<Figure>(path, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

export function describeCiRunners(): void {
  describe('CI runners and the job queue', () => {
    it('lists the runners sorted by name, each once, with every label they carry', async () => {
      const answer = await ctx.api.get<Schemas['CiRunnersResponse']>(RUNNERS);
      expect(answer.status).toBe(200);
      const names = answer.body.runners.map((runner) => runner.name);
      expect(names).toEqual([...new Set(names)].sort());
      expect(answer.body.labels).toEqual([...new Set(answer.body.runners.flatMap((runner) => runner.labels))].sort());
    });

    it('splits the fleet’s throughput and running jobs exactly among its runners (each job ran on one)', async () => {
      const { body } = await ctx.api.get<Schemas['CiRunnersResponse']>(RUNNERS);
      for (const stat of ['jobs_per_hour', 'active_jobs']) {
        const fleet = await figure(runnerStat(stat), WEEK);
        const perRunner = await Promise.all(body.runners.map((runner) => figure(runnerStat(stat), { ...WEEK, runner_name: runner.name })));
        expect(sum(perRunner.map((part) => part.value ?? 0))).toBeCloseTo(fleet.value ?? Number.NaN, 3);
        const excluded = await figure(runnerStat(stat), { ...WEEK, runner_name_exclude: body.runners[0]?.name });
        expect((excluded.value ?? 0) + (perRunner[0]?.value ?? 0)).toBeCloseTo(fleet.value ?? Number.NaN, 3);
      }
    });

    it('keeps shares within 0..1, durations and waits in whole seconds, and no more active runners than runners', async () => {
      const { body } = await ctx.api.get<Schemas['CiRunnersResponse']>(RUNNERS);
      for (const stat of ['success_rate', 'utilization_rate']) {
        const answer = await figure(runnerStat(stat), WEEK);
        for (const value of [answer.value, ...answer.value_over_time.map((bucket) => bucket.value)]) {
          if (value !== null) expect(value >= 0 && value <= 1, `${stat} ${value}`).toBe(true);
        }
      }
      for (const path of [runnerStat('p95_duration'), queueStat('avg_wait_time')]) {
        const answer = await figure(path, WEEK);
        expect(Number.isInteger(answer.value), path).toBe(true);
      }
      const active = await figure(runnerStat('active_runners'), WEEK);
      expect(active.value).toBeLessThanOrEqual(body.runners.filter((runner) => runner.status === 'online').length);
      const ordered = await Promise.all(['min', 'median', 'p95', 'p99', 'max'].map((name) => figure(queueStat(`${name}_wait_time`), WEEK)));
      const values = ordered.map((answer) => answer.value as number);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    });

    it('counts the jobs asking for every label given, among all jobs', async () => {
      const { body } = await ctx.api.get<Schemas['CiRunnersResponse']>(RUNNERS);
      const all = (await figure(queueStat('total_jobs'), WEEK)).value as number;
      expect(all).toBeGreaterThan(0);
      for (const label of body.labels) {
        const some = await figure(queueStat('total_jobs'), { ...WEEK, labels: label });
        expect(some.value as number).toBeLessThanOrEqual(all);
        expect(sum(some.value_over_time.map((bucket) => bucket.value ?? 0)), label).toBe(some.value);
        const narrower = await figure(queueStat('total_jobs'), { ...WEEK, labels: [label, 'no-such-label'] });
        expect(narrower.value).toBe(0);
      }
    });

    it('takes the vendor’s window defaults: the day before now; a day from `start` when only it is given', async () => {
      const now = await figure(runnerStat('active_jobs'), {});
      expect(now.value_over_time).toHaveLength(24);
      const end = ms(now.value_over_time.at(-1)?.end as string);
      expect(Math.abs(end - NOW_MS)).toBeLessThan(10 * 60 * 1000);
      const fromStart = await figure(queueStat('total_jobs'), { start: WEEK.start });
      expect(fromStart.value_over_time[0]?.start).toBe(WEEK.start);
      expect(ms(fromStart.value_over_time.at(-1)?.end as string) - ms(WEEK.start as string)).toBe(DAY);
    });

    it('answers null, whatever the figure, for a window after the current hour', async () => {
      const future = { start: iso(HOUR_END + DAY), end: iso(HOUR_END + 2 * DAY) };
      for (const path of [runnerStat('active_runners'), runnerStat('success_rate'), queueStat('total_jobs')]) {
        const answer = await figure(path, future);
        expect(answer.value, path).toBeNull();
        expect(
          answer.value_over_time.every((bucket) => bucket.value === null),
          path,
        ).toBe(true);
      }
    });

    it('422s a start after its end, an unknown figure and a malformed owner; 404s an unknown owner', async () => {
      expect422(await ctx.api.get(runnerStat('success_rate'), { start: iso(HOUR_END), end: iso(HOUR_END - HOUR) }), 'query', 'start');
      expect422(await ctx.api.get(queueStat('slowest_label')), 'path', 'stat');
      expect422(await ctx.api.get(runnerStat('success_rate'), { runner_group_name: '' }), 'query', 'runner_group_name');
      for (const path of ['/ci/nobody/runners', '/ci/nobody/runners/stats/success_rate', '/ci/nobody/queue/stats/total_jobs']) {
        expectDetail(await ctx.api.get(path), 404);
        for (const owner of ['ac_me', 'a'.repeat(41), encodeURIComponent('acmé')]) {
          expect422(await ctx.api.get(path.replace('nobody', owner)), 'path', 'owner');
        }
      }
    });
  });
}
