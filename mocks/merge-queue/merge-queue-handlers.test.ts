import { describe, expect, it } from 'vitest';
import type { components } from '@/api/generated/schema';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import { FIXTURE_NOW } from '../fixtures';
import { errorLocations, get } from '../../tests/mock-kit/api-client';
import { setUpMockServer } from '../../tests/mock-kit/mock-server';
import { CI_KEY_REFUSED } from './merge-queue-handlers';

type Merged = components['schemas']['MergedCountResponse'];
type Sizes = components['schemas']['QueueSizeResponse'];

const STATS = '/repos/acme/checkout/stats';
const STAT_NAMES = [
  'time_to_merge',
  'merge_queue_checks_outcome',
  'queues_checks_outcome_count',
  'queues_entered_count',
  'queues_merged_count',
  'average_ci_runtime',
  'idle_queue_time',
  'total_queue_time',
  'queue_size',
  'running_speculative_checks',
  'batch_size',
  'batch_bisection',
  'branches',
  'checks_retries',
  'failure_rate',
  'skip_intermediate_results',
  'queues_pr_exit_reasons',
  'queues',
];
const WINDOWED = STAT_NAMES.filter((stat) => stat !== 'time_to_merge');
const FILTERED = WINDOWED.filter((stat) => !['branches', 'queues'].includes(stat));
const UNBOUNDED = ['batch_size', 'batch_bisection', 'running_speculative_checks'];
const BOUNDED = FILTERED.filter((stat) => !UNBOUNDED.includes(stat));

setUpMockServer();

describe('credentials, repository', () => {
  it('answers every statistic to the admin key and the host token, valid against the contract', async () => {
    for (const token of [DEMO_CREDENTIALS.adminKey, DEMO_CREDENTIALS.hostToken]) {
      for (const stat of STAT_NAMES) expect((await get(`${STATS}/${stat}`, { token })).status, stat).toBe(200);
    }
  });

  it('refuses the CI key with 403, saying which credentials to use', async () => {
    for (const stat of STAT_NAMES) {
      const answer = await get(`${STATS}/${stat}`, { token: DEMO_CREDENTIALS.ciKey });
      expect(answer.status, stat).toBe(403);
      expect(answer.body).toEqual({ detail: CI_KEY_REFUSED });
    }
  });

  it('401 without a credential; 404 for an unknown repository', async () => {
    expect((await get(`${STATS}/queue_size`, { token: null })).status).toBe(401);
    const unknown = await get('/repos/acme/nope/stats/queues_merged_count');
    expect([unknown.status, unknown.body]).toEqual([404, { detail: 'Repository not found' }]);
  });

  it('answers a repository without a merge queue with no groups, not an error', async () => {
    const docs = '/repos/acme/docs-site/stats';
    expect((await get<Merged>(`${docs}/queues_merged_count`)).body).toEqual({ groups: [] });
    expect((await get(`${docs}/batch_bisection`)).body).toEqual({ started: [], completed: [] });
    expect((await get(`${docs}/branches`)).body).toEqual({ base_refs: [] });
    expect((await get(`${docs}/time_to_merge`)).body).toEqual([{ queues: [] }]);
  });
});

describe('the window', () => {
  it('defaults to the day before now, in hours, the last one ending now', async () => {
    const { body } = await get<Merged>(`${STATS}/queues_merged_count`);
    const stats = body.groups[0]?.stats ?? [];
    const end = Date.parse(stats.at(-1)?.end ?? '');
    expect(end - Date.parse(stats[0]?.start ?? '')).toBe(86_400_000);
    expect(end).toBeGreaterThanOrEqual(Date.parse(FIXTURE_NOW));
    expect(stats).toHaveLength(25);
    expect(stats[1]?.start).toMatch(/:00:00\.000Z$/);
  });

  it('tiles a longer window in UTC days, clipped to start_at and end_at', async () => {
    const { body } = await get<Sizes>(`${STATS}/queue_size?start_at=2025-05-20T12:00:00Z&end_at=2025-05-27T00:00:00Z`);
    const stats = body.groups[0]?.stats ?? [];
    expect(stats.map((stat) => stat.start)).toEqual([
      '2025-05-20T12:00:00.000Z',
      '2025-05-21T00:00:00.000Z',
      '2025-05-22T00:00:00.000Z',
      '2025-05-23T00:00:00.000Z',
      '2025-05-24T00:00:00.000Z',
      '2025-05-25T00:00:00.000Z',
      '2025-05-26T00:00:00.000Z',
    ]);
    expect(stats.at(-1)?.end).toBe('2025-05-27T00:00:00.000Z');
  });

  it('names the bad date-time, the reversed window and the window over 93 days', async () => {
    for (const stat of WINDOWED) {
      const bad = await get(`${STATS}/${stat}?start_at=yesterday&end_at=2025-13-01T00:00:00Z`);
      expect([bad.status, errorLocations(bad.body)], stat).toEqual([
        422,
        [
          ['query', 'start_at'],
          ['query', 'end_at'],
        ],
      ]);
      const reversed = await get(`${STATS}/${stat}?start_at=2025-05-02T00:00:00Z&end_at=2025-05-01T00:00:00Z`);
      expect([reversed.status, errorLocations(reversed.body)], stat).toEqual([422, [['query', 'start_at']]]);
      const long = await get(`${STATS}/${stat}?start_at=2025-02-01T00:00:00Z&end_at=2025-05-06T00:00:00Z`);
      expect([long.status, errorLocations(long.body)], stat).toEqual([422, [['query', 'start_at']]]);
    }
    const exactly93 = await get(`${STATS}/queues_entered_count?start_at=2025-02-01T00:00:00Z&end_at=2025-05-05T00:00:00Z`);
    expect(exactly93.status).toBe(200);
  });

  it('reads `at` of time_to_merge as a date-time', async () => {
    const bad = await get(`${STATS}/time_to_merge?at=soon`);
    expect([bad.status, errorLocations(bad.body)]).toEqual([422, [['query', 'at']]]);
    expect((await get(`${STATS}/time_to_merge?at=2025-05-01T00:00:00Z&branch=main`)).status).toBe(200);
  });
});

describe('the filters', () => {
  const many = (name: string, count: number) => Array.from({ length: count }, (_, index) => `${name}=v${index}`).join('&');

  it('bounds the repeated filters where the document does: 255 values of 1..255 characters', async () => {
    for (const stat of BOUNDED) {
      const tooMany = await get(`${STATS}/${stat}?${many('base_ref', 256)}`);
      expect([tooMany.status, errorLocations(tooMany.body)], stat).toEqual([422, [['query', 'base_ref']]]);
      const empty = await get(`${STATS}/${stat}?queue_name=default&queue_name=&priority_rule_name=${'x'.repeat(256)}`);
      expect([empty.status, errorLocations(empty.body)], stat).toEqual([
        422,
        [
          ['query', 'queue_name', 1],
          ['query', 'priority_rule_name', 0],
        ],
      ]);
      expect((await get(`${STATS}/${stat}?${many('base_ref', 255)}`)).status, stat).toBe(200);
    }
  });

  it('leaves them unbounded where the document does', async () => {
    for (const stat of UNBOUNDED) {
      expect((await get(`${STATS}/${stat}?${many('base_ref', 300)}&queue_name=`)).status, stat).toBe(200);
    }
  });

  it('keeps only the groups named', async () => {
    const all = await get<Merged>(`${STATS}/queues_merged_count`);
    expect(all.body.groups.map((group) => group.queue_name)).toEqual(['default', 'hotfix']);
    const hotfix = await get<Merged>(`${STATS}/queues_merged_count?queue_name=hotfix`);
    expect(hotfix.body.groups.map((group) => group.queue_name)).toEqual(['hotfix']);
    const none = await get<Merged>(`${STATS}/queues_merged_count?base_ref=elsewhere&base_ref=main&priority_rule_name=nope`);
    expect(none.body.groups).toEqual([]);
  });
});
