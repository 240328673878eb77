import { describe, expect, it } from 'vitest';
import type { components } from '@/api/generated/schema';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import { decodeCursor } from '../core/cursor';
import { FIXTURE_TESTS } from '../fixtures';
import { errorLocations, get } from '../../tests/mock-kit/api-client';
import { setUpMockServer } from '../../tests/mock-kit/mock-server';

type SearchResponse = components['schemas']['TestSearchResponse'];
const SEARCH = '/ci/acme/repositories/checkout/search/tests';

setUpMockServer();

describe('GET …/search/tests', () => {
  it('answers with the defaults: 10 per page, total, a next link only', async () => {
    const answer = await get<SearchResponse>(SEARCH);
    expect(answer.status).toBe(200);
    expect(answer.body.per_page).toBe(10);
    expect(answer.body.size).toBe(10);
    expect(answer.body.tests).toHaveLength(10);
    expect(answer.body.total).toBeGreaterThanOrEqual(500);
    expect(answer.links.next).toBeDefined();
    expect(answer.links.prev).toBeUndefined();
  });

  it('sorts by executions_count desc by default (same as asking for it)', async () => {
    const byDefault = await get<SearchResponse>(`${SEARCH}?per_page=50`);
    const explicit = await get<SearchResponse>(`${SEARCH}?per_page=50&sort=executions_count&direction=desc`);
    expect(byDefault.body.tests).toEqual(explicit.body.tests);
    const ascending = await get<SearchResponse>(`${SEARCH}?per_page=100&sort=test_name&direction=asc`);
    const names = ascending.body.tests.map((test) => test.test_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('reports each identity’s runs and failed runs over the lookback, the figures its sorts order by', async () => {
    const byRuns = await get<SearchResponse>(`${SEARCH}?per_page=100&sort=executions_count&direction=desc`);
    const runs = byRuns.body.tests.map((test) => test.metrics.executions_count ?? -1);
    expect(runs).toEqual([...runs].sort((a, b) => b - a));
    const unhealthy = await get<SearchResponse>(
      `${SEARCH}?per_page=100&health_status=flaky&health_status=broken&sort=failed_executions_ratio&direction=desc`,
    );
    for (const test of unhealthy.body.tests) {
      const { executions_count: executions = -1, failed_executions_count: failed = -1 } = test.metrics;
      expect(failed).toBeGreaterThanOrEqual(0);
      expect(failed).toBeLessThanOrEqual(executions);
    }
    // An unhealthy identity has failed at least once in the lookback its verdict is made over.
    expect(unhealthy.body.tests.some((test) => (test.metrics.failed_executions_count ?? 0) > 0)).toBe(true);
  });

  it('pages through everything by following next links as given, without overlap', async () => {
    const seen = new Set<string>();
    let url: string | undefined = `${SEARCH}?per_page=100&health_status=flaky&health_status=broken`;
    let total = 0;
    let pages = 0;
    while (url) {
      const answer: Awaited<ReturnType<typeof get<SearchResponse>>> = await get<SearchResponse>(url);
      total = answer.body.total;
      for (const test of answer.body.tests) seen.add(`${test.test_id}|${test.pipeline_name}|${test.job_name}`);
      if (pages > 0) expect(answer.links.prev).toBeDefined();
      url = answer.links.next;
      pages += 1;
    }
    expect(seen.size).toBe(total);
  });

  it("accepts the cursor re-sent with the client's own query, and answers the same page", async () => {
    const first = await get<SearchResponse>(`${SEARCH}?per_page=5&health_status=healthy`);
    const next = first.links.next;
    if (!next) throw new Error('no next link');
    const cursor = new URL(next).searchParams.get('cursor') ?? '';
    const followed = await get<SearchResponse>(next);
    const resent = await get<SearchResponse>(`${SEARCH}?health_status=healthy&per_page=5&cursor=${encodeURIComponent(cursor)}`);
    expect(resent.body).toEqual(followed.body);
    expect(followed.body.tests[0]).not.toEqual(first.body.tests[0]);
  });

  it('refuses a cursor used with other filters, or tampered with, naming `cursor`', async () => {
    const first = await get<SearchResponse>(`${SEARCH}?per_page=5&health_status=healthy`);
    const cursor = new URL(first.links.next ?? '').searchParams.get('cursor') ?? '';
    const other = await get(`${SEARCH}?per_page=5&health_status=flaky&cursor=${cursor}`);
    expect(other.status).toBe(422);
    expect(errorLocations(other.body)).toEqual([['query', 'cursor']]);
    const tampered = await get(`${SEARCH}?per_page=5&health_status=healthy&cursor=${cursor.slice(0, -2)}xy`);
    expect(tampered.status).toBe(422);
    expect(errorLocations(tampered.body)).toEqual([['query', 'cursor']]);
    expect(decodeCursor(cursor, { operation: 'searchTests', path: `/v1${SEARCH}` }, {}).ok).toBe(false);
  });

  it('validates every query parameter in one 422', async () => {
    const answer = await get(`${SEARCH}?per_page=101&sort=speed&direction=up&health_status=ok&health_confidence=sure`);
    expect(answer.status).toBe(422);
    expect(errorLocations(answer.body)).toEqual([
      ['query', 'health_status', 0],
      ['query', 'health_confidence', 0],
      ['query', 'sort'],
      ['query', 'direction'],
      ['query', 'per_page'],
    ]);
    const tooMany = Array.from({ length: 256 }, (_, index) => `test_name=t${index}`).join('&');
    expect(errorLocations((await get(`${SEARCH}?${tooMany}`)).body)).toEqual([['query', 'test_name']]);
    expect(errorLocations((await get(`${SEARCH}?test_name=`)).body)).toEqual([['query', 'test_name', 0]]);
    expect(errorLocations((await get(`${SEARCH}?per_page=0`)).body)).toEqual([['query', 'per_page']]);
  });

  it('finds a test by name or glob, under each of its identities', async () => {
    const multi = FIXTURE_TESTS.multiIdentity;
    const exact = await get<SearchResponse>(`${SEARCH}?test_name=${encodeURIComponent(multi.testName)}`);
    expect(exact.body.total).toBe(3);
    expect(new Set(exact.body.tests.map((test) => test.test_id))).toEqual(new Set([multi.testId]));
    expect(exact.links).toEqual({});
    const glob = await get<SearchResponse>(
      `${SEARCH}?test_name=${encodeURIComponent('tests/orders/test_order_state.py::*cancel_after_capture*')}`,
    );
    expect(glob.body.tests.map((test) => test.test_name)).toContain(multi.testName);
  });

  it('returns the current metrics: flaky fixture is flaky, healthy ones have a null impact', async () => {
    const flaky = await get<SearchResponse>(`${SEARCH}?test_name=${encodeURIComponent(FIXTURE_TESTS.flaky.testName)}`);
    expect(flaky.body.tests.some((test) => test.metrics.health_status === 'flaky')).toBe(true);
    const healthy = await get<SearchResponse>(`${SEARCH}?health_status=healthy&per_page=100`);
    expect(healthy.body.tests.every((test) => test.metrics.failed_executions_impact === null)).toBe(true);
  });

  it('answers an empty page without links when nothing matches', async () => {
    const answer = await get<SearchResponse>(`${SEARCH}?pipeline_name=does-not-exist`);
    expect(answer.body).toEqual({ size: 0, per_page: 10, tests: [], total: 0 });
    expect(answer.headers.get('link')).toBeNull();
  });

  it('serves the small repository, and 404s an unknown one', async () => {
    const docs = await get<SearchResponse>('/ci/acme/repositories/docs-site/search/tests');
    expect(docs.body.total).toBeGreaterThan(0);
    expect(docs.body.total).toBeLessThan(60);
    const unknown = await get('/ci/acme/repositories/no-such-repo/search/tests');
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Repository not found' } });
    const caseMismatch = await get('/ci/Acme/repositories/checkout/search/tests');
    expect(caseMismatch.status).toBe(404);
    const badOwner = await get('/ci/ac_me/repositories/checkout/search/tests');
    expect(badOwner.status).toBe(422);
    expect(errorLocations(badOwner.body)).toEqual([['path', 'owner']]);
  });

  it('needs a known bearer token; accepts all three credential kinds', async () => {
    expect(await get(SEARCH, { token: null })).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });
    expect(await get(SEARCH, { token: 'nope' })).toMatchObject({ status: 401, body: { detail: 'Invalid token' } });
    for (const token of Object.values(DEMO_CREDENTIALS)) expect((await get(SEARCH, { token })).status).toBe(200);
  });
});
