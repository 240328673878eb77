// What the runners page shows at a glance, asked as the page asks (one runner or one label per
// request): the degraded runner is the one the fleet's success rates and durations single out, and the
// waiting label the one the job-queue waits single out.
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@/api/generated/schema';
import { FIXTURE_NOW } from '../fixtures';
import { get } from '../../tests/mock-kit/api-client';
import { setUpMockServer } from '../../tests/mock-kit/mock-server';
import { SHOWCASE_RUNNERS } from './runner-fleet';

type Schemas = components['schemas'];
type Figure = { value: number | null };

setUpMockServer();

const HOUR_MS = 3_600_000;
const END = Math.floor(Date.parse(FIXTURE_NOW) / HOUR_MS) * HOUR_MS;
const WEEK = `start=${new Date(END - 7 * 24 * HOUR_MS).toISOString()}&end=${new Date(END).toISOString()}`;

async function figure(path: string, query: string): Promise<number | null> {
  const answer = await get<Figure>(`${path}?${WEEK}&${query}`);
  expect(answer.status).toBe(200);
  return answer.body.value;
}

let runners: Schemas['CiRunner'][];
let labels: string[];

beforeAll(async () => {
  const listing = await get<Schemas['CiRunnersResponse']>('/ci/acme/runners');
  runners = listing.body.runners;
  labels = listing.body.labels;
});

describe('the degraded runner', () => {
  it('has the lowest success rate of the x64 group over the week, well under the group’s', async () => {
    const group = runners.filter((runner) => runner.group_name === 'linux-x64');
    const rates = new Map<string, number | null>();
    for (const runner of group) rates.set(runner.name, await figure('/ci/acme/runners/stats/success_rate', `runner_name=${runner.name}`));
    const degraded = rates.get(SHOWCASE_RUNNERS.degradedRunner) as number;
    const others = [...rates].filter(([name]) => name !== SHOWCASE_RUNNERS.degradedRunner).map(([, rate]) => rate as number);
    expect(Math.min(...others)).toBeGreaterThan(degraded);
    const groupRate = (await figure('/ci/acme/runners/stats/success_rate', 'runner_group_name=linux-x64')) as number;
    expect(degraded).toBeLessThan(groupRate * 0.8);
  });

  it('is the slowest runner of the fleet by median and p95 duration', async () => {
    for (const stat of ['median_duration', 'p95_duration']) {
      const durations = new Map<string, number | null>();
      for (const runner of runners)
        durations.set(runner.name, await figure(`/ci/acme/runners/stats/${stat}`, `runner_name=${runner.name}`));
      const degraded = durations.get(SHOWCASE_RUNNERS.degradedRunner) as number;
      // The GPU model jobs run for most of an hour: compare with the runners of the same kind of job.
      const testRunners = runners.filter((runner) => !runner.labels.includes('gpu') && runner.name !== SHOWCASE_RUNNERS.degradedRunner);
      for (const runner of testRunners)
        expect({ stat, runner: runner.name, slower: degraded > 1.5 * (durations.get(runner.name) as number) }).toEqual({
          stat,
          runner: runner.name,
          slower: true,
        });
    }
  });
});

describe('the waiting label', () => {
  it('has the longest median wait of every label in use, minutes against seconds', async () => {
    const waits = new Map<string, number | null>();
    for (const label of labels) waits.set(label, await figure('/ci/acme/queue/stats/median_wait_time', `labels=${label}`));
    const waiting = waits.get(SHOWCASE_RUNNERS.waitingLabel) as number;
    expect(waiting).toBeGreaterThan(5 * 60);
    for (const [label, wait] of waits)
      if (label !== SHOWCASE_RUNNERS.waitingLabel) expect({ label, wait: (wait as number) < 60 }).toEqual({ label, wait: true });
  });

  it('is served by one online runner of two, running most of the time', async () => {
    const gpu = runners.filter((runner) => runner.labels.includes(SHOWCASE_RUNNERS.waitingLabel));
    expect(gpu.map((runner) => runner.status).sort()).toEqual(['offline', 'online']);
    const utilization = (await figure(
      '/ci/acme/runners/stats/utilization_rate',
      `runner_labels=${SHOWCASE_RUNNERS.waitingLabel}`,
    )) as number;
    expect(utilization).toBeGreaterThan(0.4);
  });
});
