import { describe, expect, it } from 'vitest';
import type { components } from '@/api/generated/schema';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import { FIXTURE_NOW, FIXTURE_PULL_REQUESTS, FIXTURE_TESTS } from '../fixtures';
import { errorLocations, get } from '../../tests/mock-kit/api-client';
import { setUpMockServer } from '../../tests/mock-kit/mock-server';

type Schemas = components['schemas'];
const BASE = '/ci/acme/repositories/checkout/tests';
const now = Date.parse(FIXTURE_NOW);
const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 86_400_000;
const month = `start=${encodeURIComponent(iso(now - 30 * DAY))}&end=${encodeURIComponent(iso(now))}`;

setUpMockServer();

describe('GET …/tests/{test_id}', () => {
  it('describes the broken fixture test, first failure traced to its pull request', async () => {
    const { testId, testName } = FIXTURE_TESTS.brokenByPullRequest;
    const answer = await get<Schemas['GetTestDetailsResponse']>(`${BASE}/${testId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      repository: 'acme/checkout',
      test_name: testName,
      test_id: testId,
      health_status: 'broken',
      last_conclusion: 'failed',
      test_framework: 'vitest',
      test_programming_language: 'typescript',
      test_filepath: FIXTURE_TESTS.brokenByPullRequest.filePath,
    });
    expect(answer.body.first_failure_pull).toMatchObject({
      number: FIXTURE_PULL_REQUESTS.breaksTaxRounding.number,
      title: FIXTURE_PULL_REQUESTS.breaksTaxRounding.title,
      user: { login: 'maria-santos' },
    });
    expect(answer.body.first_failure_commit).toMatch(/^[0-9a-f]{40}$/);
    expect(answer.body.failure_ratio + answer.body.success_ratio).toBeCloseTo(1, 3);
  });

  it('describes a steady test: nothing failed', async () => {
    const answer = await get<Schemas['GetTestDetailsResponse']>(`${BASE}/${FIXTURE_TESTS.healthy.testId}`);
    expect(answer.body).toMatchObject({
      health_status: 'healthy',
      failure_ratio: 0,
      first_failure_at: null,
      first_failure_pull: null,
      last_failure_at: null,
    });
  });

  it('404s an unknown test and 422s a malformed id', async () => {
    expect(await get(`${BASE}/6f1c2b1e-2f43-4a8e-9d6b-5b7a0c9e4d21`)).toMatchObject({ status: 404, body: { detail: 'Test not found' } });
    const bad = await get(`${BASE}/not-a-uuid`);
    expect(bad.status).toBe(422);
    expect(errorLocations(bad.body)).toEqual([['path', 'test_id']]);
  });

  it('is open to the CI key', async () => {
    expect((await get(`${BASE}/${FIXTURE_TESTS.flaky.testId}`, { token: DEMO_CREDENTIALS.ciKey })).status).toBe(200);
  });
});

describe('GET …/tests/{test_id}/stats/{stat}', () => {
  it('sums count buckets to the value, over hourly buckets by default', async () => {
    for (const stat of ['success_count', 'failure_count', 'flaky_count'] as const) {
      const answer = await get<Schemas['TestCountStatsResponse']>(`${BASE}/${FIXTURE_TESTS.flaky.testId}/stats/${stat}`);
      expect(answer.body.stat).toBe(stat);
      expect(answer.body.value_over_time.reduce((sum, bucket) => sum + bucket.value, 0)).toBe(answer.body.value);
      const widths = answer.body.value_over_time.slice(1, -1).map((bucket) => Date.parse(bucket.end) - Date.parse(bucket.start));
      expect(new Set(widths)).toEqual(new Set([3_600_000]));
    }
  });

  it('uses daily buckets over 30 days, and counts failures of the broken test since its break', async () => {
    const answer = await get<Schemas['TestCountStatsResponse']>(
      `${BASE}/${FIXTURE_TESTS.brokenByPullRequest.testId}/stats/failure_count?${month}`,
    );
    expect(answer.body.value_over_time.length).toBeGreaterThanOrEqual(30);
    expect(answer.body.value).toBeGreaterThan(10);
    const firstFailing = answer.body.value_over_time.findIndex((bucket) => bucket.value > 0);
    expect(Date.parse(answer.body.value_over_time[firstFailing]?.start ?? '')).toBeGreaterThan(now - 4 * DAY);
  });

  it('answers mean_duration in seconds', async () => {
    const answer = await get<Schemas['TestDurationStatsResponse']>(`${BASE}/${FIXTURE_TESTS.healthy.testId}/stats/mean_duration?${month}`);
    expect(answer.body.stat).toBe('mean_duration');
    expect(answer.body.value).toBeGreaterThan(0);
    expect(answer.body.value).toBeLessThan(10);
  });

  it('422s a bad stat, a bad date and start after end, naming each', async () => {
    const id = FIXTURE_TESTS.flaky.testId;
    expect(errorLocations((await get(`${BASE}/${id}/stats/speed`)).body)).toEqual([['path', 'stat']]);
    expect(errorLocations((await get(`${BASE}/${id}/stats/failure_count?start=yesterday`)).body)).toEqual([['query', 'start']]);
    const reversed = await get(`${BASE}/${id}/stats/failure_count?start=${iso(now)}&end=${iso(now - DAY)}`);
    expect(reversed.status).toBe(422);
    expect(errorLocations(reversed.body)).toEqual([['query', 'start']]);
  });
});

describe('GET …/tests/{test_id}/health-transitions', () => {
  it('ends on the badge test details show, entries differ, first_activity_at set', async () => {
    for (const fixture of Object.values(FIXTURE_TESTS)) {
      const [details, answer] = await Promise.all([
        get<Schemas['GetTestDetailsResponse']>(`${BASE}/${fixture.testId}`),
        get<Schemas['HealthTransitionsResponse']>(`${BASE}/${fixture.testId}/health-transitions?${month}`),
      ]);
      const { transitions } = answer.body;
      expect(transitions.length).toBeGreaterThan(0);
      for (let i = 1; i < transitions.length; i += 1) expect(transitions[i]?.health_status).not.toBe(transitions[i - 1]?.health_status);
      expect(answer.body.first_activity_at).not.toBeNull();
      expect(transitions.at(-1)?.health_status).toBe(details.body.health_status);
      const current = await get<Schemas['HealthTransitionsResponse']>(`${BASE}/${fixture.testId}/health-transitions`);
      expect(current.body.transitions.at(-1)?.health_status).toBe(details.body.health_status);
    }
  });

  it('tells the recovered story with its pull request', async () => {
    const answer = await get<Schemas['HealthTransitionsResponse']>(`${BASE}/${FIXTURE_TESTS.recovered.testId}/health-transitions?${month}`);
    expect(answer.body.transitions.map((point) => point.health_status)).toEqual(['healthy', 'broken', 'healthy']);
    expect(answer.body.transitions[1]).toMatchObject({
      exception_type: FIXTURE_TESTS.recovered.exceptionType,
      pull_request: { number: FIXTURE_PULL_REQUESTS.breaksStockRelease.number },
    });
    expect(answer.body.transitions[2]).toMatchObject({ exception_type: null, pull_request: null });
  });

  it('puts a new test’s first activity well after the window start', async () => {
    const answer = await get<Schemas['HealthTransitionsResponse']>(
      `${BASE}/${FIXTURE_TESTS.newMidWindow.testId}/health-transitions?${month}`,
    );
    expect(Date.parse(answer.body.first_activity_at ?? '')).toBeGreaterThanOrEqual(now - 14 * DAY);
  });

  it('answers no transitions for a window before the history', async () => {
    const answer = await get<Schemas['HealthTransitionsResponse']>(
      `${BASE}/${FIXTURE_TESTS.flaky.testId}/health-transitions?end=${encodeURIComponent(iso(now - 90 * DAY))}`,
    );
    expect(answer.body).toEqual({ transitions: [], first_activity_at: null });
  });
});

describe('GET …/tests/{test_id}/failures(/{failure_id})', () => {
  it('lists grouped failures and details one with its latest events', async () => {
    const { testId, failureId, exceptionType } = FIXTURE_TESTS.flaky;
    const list = await get<Schemas['TestFailuresResponse']>(`${BASE}/${testId}/failures`);
    expect(list.body.failures).toEqual([expect.objectContaining({ id: failureId, exception_type: exceptionType })]);
    const detail = await get<Schemas['TestFailureDetail']>(`${BASE}/${testId}/failures/${failureId}`);
    expect(detail.body.failure_count).toBe(list.body.failures[0]?.failure_count);
    expect(detail.body.latest_events.length).toBe(10);
    const event = detail.body.latest_events[0];
    expect(event?.exception_stacktrace?.split('\n').length).toBeGreaterThan(3);
    expect(event?.test_programming_language).toBe('python');
    expect(event?.job_url).toMatch(/^https:\/\/github\.com\/acme\/checkout\/actions\/runs\/\d+\/job\/\d+/);
  });

  it('answers an empty list for a test that never failed, 404 for an unknown failure', async () => {
    expect((await get<Schemas['TestFailuresResponse']>(`${BASE}/${FIXTURE_TESTS.healthy.testId}/failures`)).body).toEqual({ failures: [] });
    const unknown = await get(`${BASE}/${FIXTURE_TESTS.flaky.testId}/failures/${FIXTURE_TESTS.recovered.failureId}`);
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Failure not found' } });
    expect(errorLocations((await get(`${BASE}/${FIXTURE_TESTS.flaky.testId}/failures/xyz`)).body)).toEqual([['path', 'failure_id']]);
  });
});

describe('GET …/tests/{test_id}/executions', () => {
  it('lists the identities that ran in the window, most executions first', async () => {
    const answer = await get<Schemas['TestExecutionsResponse']>(`${BASE}/${FIXTURE_TESTS.multiIdentity.testId}/executions?${month}`);
    expect(answer.body.size).toBe(3);
    expect(answer.body.per_page).toBe(10);
    const counts = answer.body.executions.map((row) => row.executions_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(answer.body.executions.every((row) => row.test_id === FIXTURE_TESTS.multiIdentity.testId)).toBe(true);
    expect(answer.headers.get('link')).toBeNull();
  });

  it('pages with links, and binds cursors to the query', async () => {
    const first = await get<Schemas['TestExecutionsResponse']>(
      `${BASE}/${FIXTURE_TESTS.multiIdentity.testId}/executions?${month}&per_page=2&sort=job_name&direction=asc`,
    );
    expect(first.body.size).toBe(2);
    const next = first.links.next;
    if (!next) throw new Error('no next link');
    const second = await get<Schemas['TestExecutionsResponse']>(next);
    expect(second.body.size).toBe(1);
    expect(second.links.prev).toBeDefined();
    expect(second.links.next).toBeUndefined();
    const cursor = new URL(next).searchParams.get('cursor');
    const misuse = await get(`${BASE}/${FIXTURE_TESTS.multiIdentity.testId}/executions?${month}&per_page=2&cursor=${cursor}`);
    expect(errorLocations(misuse.body)).toEqual([['query', 'cursor']]);
  });

  it('validates sort, direction and per_page', async () => {
    const answer = await get(`${BASE}/${FIXTURE_TESTS.flaky.testId}/executions?sort=test_name&direction=sideways&per_page=1000`);
    expect(errorLocations(answer.body)).toEqual([
      ['query', 'sort'],
      ['query', 'direction'],
      ['query', 'per_page'],
    ]);
  });
});
