import { describe, expect, it } from 'vitest';
import type { components } from '@/api/generated/schema';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import { errorLocations, get } from '../../tests/mock-kit/api-client';
import { setUpMockServer } from '../../tests/mock-kit/mock-server';

type Stat = components['schemas']['RepositoryTestStatResponse'];
type Search = components['schemas']['TestSearchResponse'];
const STATS = '/ci/acme/repositories/checkout/tests/stats';

setUpMockServer();

describe('GET …/tests/stats/{stat}', () => {
  it('answers each statistic with a 30-day per-day series', async () => {
    for (const stat of ['total_tests', 'healthy_tests', 'broken_tests', 'flaky_tests', 'failed_executions'] as const) {
      const answer = await get<Stat>(`${STATS}/${stat}`);
      expect(answer.status).toBe(200);
      expect(answer.body.stat).toBe(stat);
      expect(answer.body.value_over_time).toHaveLength(30);
      expect(answer.body.value_over_time[0]?.start).toMatch(/T00:00:00\.000Z$/);
    }
  });

  it('health counts sum to the total (value and every day); failed executions sum to their value', async () => {
    const [total, healthy, flaky, broken, failed] = await Promise.all(
      ['total_tests', 'healthy_tests', 'flaky_tests', 'broken_tests', 'failed_executions'].map((stat) => get<Stat>(`${STATS}/${stat}`)),
    );
    if (!total || !healthy || !flaky || !broken || !failed) throw new Error('missing answer');
    expect(healthy.body.value + flaky.body.value + broken.body.value).toBe(total.body.value);
    total.body.value_over_time.forEach((day, index) => {
      const sum = [healthy, flaky, broken].reduce((acc, answer) => acc + (answer.body.value_over_time[index]?.value ?? 0), 0);
      expect(sum).toBe(day.value);
    });
    expect(failed.body.value_over_time.reduce((sum, day) => sum + day.value, 0)).toBe(failed.body.value);
  });

  it('agrees with search totals under the same filters', async () => {
    const filter = 'pipeline_name=ci&health_confidence_exclude=low';
    const flaky = await get<Stat>(`${STATS}/flaky_tests?${filter}`);
    const search = await get<Search>(`/ci/acme/repositories/checkout/search/tests?${filter}&health_status=flaky`);
    expect(flaky.body.value).toBe(search.body.total);
  });

  it('refuses the CI key (403) but takes the admin key and host token', async () => {
    const refused = await get(`${STATS}/total_tests`, { token: DEMO_CREDENTIALS.ciKey });
    expect(refused.status).toBe(403);
    expect((refused.body as { detail: string }).detail).toMatch(/CI Application Key/);
    expect((await get(`${STATS}/total_tests`, { token: DEMO_CREDENTIALS.hostToken })).status).toBe(200);
  });

  it('422s an unknown statistic and bad filter values', async () => {
    expect(errorLocations((await get(`${STATS}/slow_tests`)).body)).toEqual([['path', 'stat']]);
    expect(errorLocations((await get(`${STATS}/total_tests?failed_executions_impact=huge`)).body)).toEqual([
      ['query', 'failed_executions_impact', 0],
    ]);
  });
});
