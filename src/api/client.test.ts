import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import type { Paged } from './link-pagination';
import type { components } from './generated/schema';

const ORIGIN = 'https://api.test';
const BASE = `${ORIGIN}/v1`;
const SEARCH = `${BASE}/ci/:owner/repositories/:repository/search/tests`;
const REPO = { owner: 'acme', repository: 'checkout' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

type TestSearchResult = components['schemas']['TestSearchResult'];
type HealthStatus = components['schemas']['HealthStatus'];

const STATUSES: HealthStatus[] = ['healthy', 'flaky', 'broken'];
const ALL_TESTS: TestSearchResult[] = Array.from({ length: 30 }, (_, index) => ({
  test_id: `00000000-0000-5000-8000-${String(index).padStart(12, '0')}`,
  test_name: `tests/test_${String(index).padStart(2, '0')}.py::test_case`,
  pipeline_name: 'ci',
  job_name: 'unit',
  metrics: {
    health_status: STATUSES[index % 3] ?? 'healthy',
    health_confidence: 'high',
    failed_executions_impact: null,
  },
}));

const encodeCursor = (offset: number) => btoa(`offset:${offset}`);
const decodeCursor = (cursor: string | null) => (cursor === null ? 0 : Number(atob(cursor).split(':')[1]));

/**
 * A fake search endpoint that behaves like the service: filters by repeated `health_status`, pages with an
 * opaque cursor, and answers `Link` URLs that keep the whole query (absolute or path-relative).
 */
function pagedSearchHandler(linkStyle: 'absolute' | 'relative' = 'absolute') {
  return http.get(SEARCH, ({ request }) => {
    const url = new URL(request.url);
    const statuses = url.searchParams.getAll('health_status');
    const perPage = Number(url.searchParams.get('per_page') ?? '10');
    const offset = decodeCursor(url.searchParams.get('cursor'));
    const matching = ALL_TESTS.filter((test) => statuses.length === 0 || statuses.includes(test.metrics.health_status));
    const tests = matching.slice(offset, offset + perPage);
    const linkTo = (position: number, rel: string) => {
      const target = new URL(url);
      target.searchParams.set('cursor', encodeCursor(position));
      target.searchParams.set('per_page', String(perPage));
      const href = linkStyle === 'absolute' ? target.href : `${target.pathname}${target.search}`;
      return `<${href}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (offset > 0) links.push(linkTo(Math.max(0, offset - perPage), 'prev'));
    if (offset + perPage < matching.length) links.push(linkTo(offset + perPage, 'next'));
    return HttpResponse.json(
      { size: tests.length, per_page: perPage, tests, total: matching.length },
      { headers: links.length > 0 ? { Link: links.join(', ') } : {} },
    );
  });
}

function recordRequests() {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

describe('requests', () => {
  it('repeats array parameters and leaves out unset ones', async () => {
    const requests = recordRequests();
    server.use(pagedSearchHandler());
    const client = createApiClient({ baseUrl: BASE });
    await client.searchTests({
      path: REPO,
      query: { health_status: ['flaky', 'broken'], test_name: ['a*', 'b?'], sort: 'test_name', cursor: undefined },
    });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.search).toBe('?health_status=flaky&health_status=broken&test_name=a*&test_name=b%3F&sort=test_name');
    expect(url.searchParams.getAll('health_status')).toEqual(['flaky', 'broken']);
  });

  it('repeats integer array parameters of the activity log', async () => {
    const requests = recordRequests();
    server.use(http.get(`${BASE}/repos/:owner/:repository/logs/aggregate`, () => HttpResponse.json({ total: 0 })));
    await createApiClient({ baseUrl: BASE }).getActivityLogAggregate({
      path: REPO,
      query: { not_pull_request: [12, 34], outcome: ['failure'] },
    });
    expect(new URL(requests[0]?.url ?? '').search).toBe('?not_pull_request=12&not_pull_request=34&outcome=failure');
  });

  it('encodes path parameters whole', async () => {
    const requests = recordRequests();
    server.use(http.get(`${BASE}/ci/:owner/repositories/:repository/tests/:test_id`, () => HttpResponse.json({ ok: true })));
    await createApiClient({ baseUrl: `${BASE}/` }).getTestDetails({
      path: { owner: 'acme', repository: 'my.repo', test_id: 'a b/c?d#e' },
    });
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v1/ci/acme/repositories/my.repo/tests/a%20b%2Fc%3Fd%23e');
  });

  it('sends the bearer token only when one is set, and never in the URL', async () => {
    const requests = recordRequests();
    server.use(pagedSearchHandler());
    await createApiClient({ baseUrl: BASE, token: 'demo-admin-key' }).searchTests({ path: REPO });
    await createApiClient({ baseUrl: BASE }).searchTests({ path: REPO });
    await createApiClient({ baseUrl: BASE, token: null }).searchTests({ path: REPO });
    await createApiClient({ baseUrl: BASE, token: '  ' }).searchTests({ path: REPO });
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer demo-admin-key', null, null, null]);
    expect(requests.every((request) => !request.url.includes('demo-admin-key'))).toBe(true);
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('posts JSON and returns the created id', async () => {
    const requests = recordRequests();
    server.use(
      http.post(`${BASE}/ci/:owner/repositories/:repository/quarantines`, () =>
        HttpResponse.json({ id: '6f1c2a4e-8b0d-4c3e-9a7f-0123456789ab' }, { status: 201 }),
      ),
    );
    const created = await createApiClient({ baseUrl: BASE, token: 'demo-ci-key' }).createQuarantine({
      path: REPO,
      body: { test_name: 'tests/test_a.py::test_x', reason: 'flaky on CI', branch: null },
    });
    expect(created).toEqual({ id: '6f1c2a4e-8b0d-4c3e-9a7f-0123456789ab' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ test_name: 'tests/test_a.py::test_x', reason: 'flaky on CI', branch: null });
  });

  it('posts the quarantine check to …/quarantines/check and returns both lists', async () => {
    const requests = recordRequests();
    const answer = { quarantined_tests_names: ['t1'], non_quarantined_tests_names: ['t2'] };
    server.use(http.post(`${BASE}/ci/:owner/repositories/:repository/quarantines/check`, () => HttpResponse.json(answer)));
    const checked = await createApiClient({ baseUrl: BASE, token: 'demo-ci-key' }).checkQuarantines({
      path: REPO,
      body: { tests_names: ['t1', 't2'], branch: 'main' },
    });
    expect(checked).toEqual(answer);
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(`/v1/ci/${REPO.owner}/repositories/${REPO.repository}/quarantines/check`);
    expect(await requests[0]?.json()).toEqual({ tests_names: ['t1', 't2'], branch: 'main' });
  });

  it.each([
    ['204 with no body', () => new HttpResponse(null, { status: 204 })],
    ['200 with {}', () => HttpResponse.json({})],
    ['200 with an empty body', () => new HttpResponse('', { status: 200 })],
  ])('resolves a DELETE answered %s to undefined', async (_name, answer) => {
    server.use(http.delete(`${BASE}/ci/:owner/repositories/:repository/quarantines/:quarantine_id`, answer));
    await expect(createApiClient({ baseUrl: BASE }).deleteQuarantine({ path: { ...REPO, quarantine_id: 'q-1' } })).resolves.toBeUndefined();
  });

  it('rethrows an abort untouched (not as an ApiError)', async () => {
    let started!: () => void;
    const requestStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    server.use(
      http.get(SEARCH, async () => {
        started();
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = createApiClient({ baseUrl: BASE }).searchTests({ path: REPO }, { signal: controller.signal });
    await requestStarted;
    controller.abort();
    const error: unknown = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('does not send at all when the signal is already aborted', async () => {
    const requests = recordRequests();
    server.use(pagedSearchHandler());
    const error: unknown = await createApiClient({ baseUrl: BASE })
      .searchTests({ path: REPO }, { signal: AbortSignal.abort() })
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(0);
  });
});

describe('base URL', () => {
  it('resolves a relative base URL against the page location', () => {
    vi.stubGlobal('location', new URL('https://app.test/insights/tests?x=1'));
    expect(createApiClient({ baseUrl: '/v1' }).baseUrl).toBe('https://app.test/v1');
    vi.unstubAllGlobals();
  });

  it('keeps an absolute base URL and drops a trailing slash', () => {
    expect(createApiClient({ baseUrl: 'https://api.example.com/v1/' }).baseUrl).toBe('https://api.example.com/v1');
  });

  it('fails calls, not creation, when the base URL is unusable', async () => {
    const client = createApiClient({ baseUrl: 'ftp://files.test/v1' });
    const error: unknown = await client.searchTests({ path: REPO }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'The API base URL “ftp://files.test/v1” is not a valid http(s) address. Open Settings to correct it.',
    );
  });
});

describe('pagination', () => {
  it('returns the page with next only on the first page, both in the middle, prev only on the last', async () => {
    server.use(pagedSearchHandler());
    const client = createApiClient({ baseUrl: BASE });
    const first = await client.searchTests({ path: REPO, query: { per_page: 12 } });
    expect(first.data.tests).toHaveLength(12);
    expect(first.links.prev).toBeNull();
    expect(first.links.next).toEqual({
      url: `${BASE}/ci/acme/repositories/checkout/search/tests?per_page=12&cursor=${encodeURIComponent(encodeCursor(12))}`,
      cursor: encodeCursor(12),
    });

    const second = await client.searchTests({ path: REPO, query: { per_page: 12, cursor: first.links.next?.cursor ?? undefined } });
    expect(second.links.prev?.cursor).toBe(encodeCursor(0));
    expect(second.links.next?.cursor).toBe(encodeCursor(24));

    const last = await client.searchTests({ path: REPO, query: { per_page: 12, cursor: second.links.next?.cursor ?? undefined } });
    expect(last.data.tests).toHaveLength(6);
    expect(last.links.next).toBeNull();
    expect(last.links.prev?.cursor).toBe(encodeCursor(12));
  });

  it('has no links when the answer has no Link header', async () => {
    server.use(pagedSearchHandler());
    const page = await createApiClient({ baseUrl: BASE }).searchTests({ path: REPO, query: { per_page: 100 } });
    expect(page.links).toEqual({ next: null, prev: null });
    expect(page.data.total).toBe(30);
  });

  it.each(['absolute', 'relative'] as const)(
    'following the %s next link as given equals re-sending our own query with its cursor',
    async (linkStyle) => {
      server.use(pagedSearchHandler(linkStyle));
      const client = createApiClient({ baseUrl: BASE });
      const query = { health_status: ['flaky', 'broken'] satisfies HealthStatus[], per_page: 7 };
      const first = await client.searchTests({ path: REPO, query });
      const next = first.links.next;
      if (next === null) throw new Error('expected a next link');
      expect(next.url.startsWith(`${BASE}/`)).toBe(true);
      expect(new URL(next.url).searchParams.getAll('health_status')).toEqual(['flaky', 'broken']);

      const followed = await client.followLink(next);
      const resent = await client.searchTests({ path: REPO, query: { ...query, cursor: next.cursor ?? undefined } });
      expect(followed).toEqual(resent);
      expect(followed.data.tests.map((test) => test.metrics.health_status)).not.toContain('healthy');
      const firstIds = new Set(first.data.tests.map((test) => test.test_id));
      expect(followed.data.tests.some((test) => firstIds.has(test.test_id))).toBe(false);
      expect(followed.data.tests).toHaveLength(7);
    },
  );

  it('refuses to follow a link to another origin, without sending anything', async () => {
    const requests = recordRequests();
    server.use(http.get('https://evil.test/*', () => HttpResponse.json({})));
    const client = createApiClient({ baseUrl: BASE, token: 'demo-admin-key' });
    for (const link of [
      'https://evil.test/v1/ci/acme/repositories/checkout/search/tests?cursor=x',
      '//evil.test/v1/x',
      'http://api.test/v1/x', // same host, other scheme: another origin
      'javascript:alert(1)',
    ]) {
      const error: unknown = await client.followLink({ url: link, cursor: null }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(0);
      expect((error as ApiError).message).toMatch(/^The API sent a page link to another address/);
    }
    expect(requests).toHaveLength(0);
  });

  it('returns quarantines without per_page as one page with no links', async () => {
    server.use(
      http.get(`${BASE}/ci/:owner/repositories/:repository/quarantines`, () =>
        HttpResponse.json({ size: 0, per_page: null, quarantined_tests: [] }),
      ),
    );
    const page = await createApiClient({ baseUrl: BASE }).listQuarantines({ path: REPO });
    expect(page).toEqual({ data: { size: 0, per_page: null, quarantined_tests: [] }, links: { next: null, prev: null } });
  });
});

describe('types (checked by tsc)', () => {
  it('derives arguments and results from the contract', () => {
    const client = createApiClient({ baseUrl: BASE });
    type Schemas = components['schemas'];
    expectTypeOf(client.getTestStat<'mean_duration'>).returns.resolves.toEqualTypeOf<Schemas['TestDurationStatsResponse']>();
    expectTypeOf(client.getTestStat<'flaky_count'>).returns.resolves.toEqualTypeOf<Schemas['TestCountStatsResponse']>();
    expectTypeOf(client.searchTests).returns.resolves.toEqualTypeOf<Paged<Schemas['TestSearchResponse']>>();
    expectTypeOf(client.deleteQuarantine).returns.resolves.toEqualTypeOf<void>();
    expectTypeOf(client.followLink<Schemas['ActivityLogResponse']>).returns.resolves.toEqualTypeOf<Paged<Schemas['ActivityLogResponse']>>();

    const rejected = () => {
      // @ts-expect-error: not a health status
      void client.searchTests({ path: REPO, query: { health_status: ['sick'] } });
      // @ts-expect-error: getTestDetails takes no query
      void client.getTestDetails({ path: { ...REPO, test_id: 'x' }, query: { per_page: 1 } });
      // @ts-expect-error: createQuarantine needs a body
      void client.createQuarantine({ path: REPO });
      // @ts-expect-error: the path needs the test id
      void client.listTestFailures({ path: REPO });
    };
    expect(typeof rejected).toBe('function');
  });
});
