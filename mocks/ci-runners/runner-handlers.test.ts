// The CI runner operations through the mock server, every answer validated against the contract:
// validation (422 naming the parameter), the credential kinds (403 for the CI key), unknown owners
// (404), and the shapes of each figure.
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/generated/schema';
import { getCiJobQueueStatStatValues, getCiRunnerStatStatValues } from '@/api/generated/enums';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import { FIXTURE_NOW } from '../fixtures';
import { errorLocations, get } from '../../tests/mock-kit/api-client';
import { setUpMockServer } from '../../tests/mock-kit/mock-server';

type Schemas = components['schemas'];
type RunnerStat = Schemas['RunnerDurationStatsResponse'] | Schemas['RunnerRateStatsResponse'] | Schemas['RunnerCountStatsResponse'];

setUpMockServer();

const NOW_MS = Date.parse(FIXTURE_NOW);
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const iso = (ms: number) => new Date(ms).toISOString();
/** The last 7 whole days before the current hour. */
const WEEK = `start=${iso(Math.floor(NOW_MS / HOUR_MS) * HOUR_MS - 7 * DAY_MS)}&end=${iso(Math.floor(NOW_MS / HOUR_MS) * HOUR_MS)}`;

describe('GET /ci/{owner}/runners', () => {
  it('lists the fleet sorted by name, with the labels in use', async () => {
    const answer = await get<Schemas['CiRunnersResponse']>('/ci/acme/runners');
    expect(answer.status).toBe(200);
    const names = answer.body.runners.map((runner) => runner.name);
    expect(names).toEqual([...names].sort());
    expect(answer.body.runners.find((runner) => runner.name === 'gpu-a10-02')?.status).toBe('offline');
    expect(answer.body.labels).toEqual(['arm64', 'gpu', 'linux', 'self-hosted', 'x64']);
  });
});

describe('GET /ci/{owner}/runners/stats/{stat}', () => {
  it.each(getCiRunnerStatStatValues)('%s answers a value and hourly buckets over the default day', async (stat) => {
    const answer = await get<RunnerStat>(`/ci/acme/runners/stats/${stat}`);
    expect(answer.status).toBe(200);
    expect(answer.body.stat).toBe(stat);
    expect(answer.body.value_over_time).toHaveLength(24);
    expect(answer.body.value_over_time[0]?.end).toBe(answer.body.value_over_time[1]?.start);
  });

  it('answers 4-hour buckets over a week, each figure in its unit', async () => {
    const success = await get<Schemas['RunnerRateStatsResponse']>(`/ci/acme/runners/stats/success_rate?${WEEK}`);
    expect(success.body.value_over_time).toHaveLength(42);
    expect(success.body.value).toBeGreaterThan(0);
    expect(success.body.value).toBeLessThan(1);
    const p95 = await get<Schemas['RunnerDurationStatsResponse']>(`/ci/acme/runners/stats/p95_duration?${WEEK}`);
    expect(Number.isInteger(p95.body.value)).toBe(true);
  });

  it('422s an unknown figure, a bad window and over-long filter values, naming each', async () => {
    expect(errorLocations((await get('/ci/acme/runners/stats/fastest_runner')).body)).toEqual([['path', 'stat']]);
    expect(errorLocations((await get('/ci/acme/runners/stats/success_rate?start=yesterday')).body)).toEqual([['query', 'start']]);
    expect(
      errorLocations((await get(`/ci/acme/runners/stats/success_rate?start=${iso(NOW_MS)}&end=${iso(NOW_MS - HOUR_MS)}`)).body),
    ).toEqual([['query', 'start']]);
    expect(errorLocations((await get(`/ci/acme/runners/stats/success_rate?runner_name=&runner_labels=${'x'.repeat(256)}`)).body)).toEqual([
      ['query', 'runner_name', 0],
      ['query', 'runner_labels', 0],
    ]);
    expect(errorLocations((await get('/ci/ac_me/runners/stats/success_rate')).body)).toEqual([['path', 'owner']]);
  });

  it('404s an owner without repositories, and refuses the CI key (403) before looking', async () => {
    const unknown = await get('/ci/nobody/runners/stats/success_rate');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Owner not found' });
    const refused = await get('/ci/nobody/runners/stats/success_rate', { token: DEMO_CREDENTIALS.ciKey });
    expect(refused.status).toBe(403);
    expect((refused.body as { detail: string }).detail).toMatch(/CI Application Key/);
    expect((await get('/ci/acme/runners', { token: DEMO_CREDENTIALS.ciKey })).status).toBe(403);
    expect((await get('/ci/acme/queue/stats/total_jobs', { token: DEMO_CREDENTIALS.ciKey })).status).toBe(403);
    expect((await get('/ci/acme/runners/stats/active_jobs', { token: DEMO_CREDENTIALS.hostToken })).status).toBe(200);
  });
});

describe('GET /ci/{owner}/queue/stats/{stat}', () => {
  it.each(getCiJobQueueStatStatValues)('%s answers a value and buckets', async (stat) => {
    const answer = await get<Schemas['QueueStatsResponse']>(`/ci/acme/queue/stats/${stat}?${WEEK}&labels=linux`);
    expect(answer.status).toBe(200);
    expect(answer.body.stat).toBe(stat);
    expect(answer.body.value_over_time).toHaveLength(42);
  });

  it('422s an unknown figure and too many labels', async () => {
    expect(errorLocations((await get('/ci/acme/queue/stats/queued_jobs')).body)).toEqual([['path', 'stat']]);
    const labels = Array.from({ length: 256 }, (_, index) => `labels=l${index}`).join('&');
    expect(errorLocations((await get(`/ci/acme/queue/stats/total_jobs?${labels}`)).body)).toEqual([['query', 'labels']]);
  });
});
