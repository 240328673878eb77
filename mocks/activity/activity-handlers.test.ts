import LinkHeader from 'http-link-header';
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectValidResponse } from '../../tests/contract/openapi-validator';
import type { Clock } from '../core/clock';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import type { MockContext } from '../core/mock-context';
import { QueryNotes } from '../core/query-notes';
import type { ActivityEventLog } from './activity-event-log';
import { CI_KEY_REFUSED, createActivityHandlers } from './activity-handlers';
import { FIXTURE_NOW_MS as FIXTURE_NOW, seededRepository } from '../../tests/mock-kit/test-store';
import type { ActivityLogAggregate } from './aggregate-events';
import type { ActivityLogEvent } from './event-types';

const BASE = 'http://mock.test/v1';
const HOUR = 3_600_000;
let nowMs = FIXTURE_NOW;
const clock: Clock = { now: () => nowMs };
let log: ActivityEventLog;
let handlers: ReturnType<typeof createActivityHandlers>;

interface ListBody {
  size: number;
  per_page: number;
  events: ActivityLogEvent[];
}

beforeAll(() => {
  const checkout = seededRepository('checkout', clock);
  log = checkout.log;
  const repository = checkout.repository;
  const ctx: MockContext = {
    clock,
    getRepository: (owner, name) => (owner === 'acme' && name === 'checkout' ? repository : undefined),
    getOwnerRepositories: () => [],
    seed: 'ci-insights-demo',
    onMutation: () => {},
    queryNotes: new QueryNotes(),
  };
  handlers = createActivityHandlers(ctx);
});

async function call(url: string, token: string | null = DEMO_CREDENTIALS.adminKey): Promise<Response> {
  const headers: HeadersInit = token === null ? {} : { Authorization: `Bearer ${token}` };
  const response = await getResponse(handlers, new Request(url, { headers }));
  if (!response) throw new Error(`no handler for ${url}`);
  return response;
}

async function list(url: string): Promise<{ body: ListBody; links: LinkHeader | null; response: Response }> {
  const response = await call(url);
  const body = (await expectValidResponse('getActivityLog', response)) as ListBody;
  const header = response.headers.get('link');
  return { body, links: header === null ? null : LinkHeader.parse(header), response };
}

async function aggregate(query: string): Promise<ActivityLogAggregate> {
  const response = await call(`${BASE}/repos/acme/checkout/logs/aggregate?${query}`);
  return (await expectValidResponse('getActivityLogAggregate', response)) as ActivityLogAggregate;
}

const linkOf = (links: LinkHeader | null, rel: 'next' | 'prev'): string | undefined => links?.get('rel', rel)[0]?.uri;

describe('activity handlers: credentials, path, repository', () => {
  it('401 without a credential or with an unknown one', async () => {
    for (const token of [null, 'nope']) {
      const response = await call(`${BASE}/repos/acme/checkout/logs`, token);
      expect(response.status).toBe(401);
      await expectValidResponse('getActivityLog', response);
    }
  });

  it('403 for the CI key on both operations, with a clear detail', async () => {
    for (const path of ['logs', 'logs/aggregate']) {
      const response = await call(`${BASE}/repos/acme/checkout/${path}`, DEMO_CREDENTIALS.ciKey);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ detail: CI_KEY_REFUSED });
    }
  });

  it('200 for the admin key and the host token', async () => {
    for (const token of [DEMO_CREDENTIALS.adminKey, DEMO_CREDENTIALS.hostToken]) {
      expect((await call(`${BASE}/repos/acme/checkout/logs`, token)).status).toBe(200);
    }
  });

  it('404 for an unknown repository', async () => {
    const response = await call(`${BASE}/repos/acme/nope/logs/aggregate`);
    expect(response.status).toBe(404);
    expect(await expectValidResponse('getActivityLogAggregate', response)).toEqual({ detail: 'Repository not found' });
  });

  it('422 naming bad path parameters together with bad query parameters', async () => {
    const response = await call(`${BASE}/repos/bad_owner!/checkout/logs?per_page=0`);
    expect(response.status).toBe(422);
    const body = (await expectValidResponse('getActivityLog', response)) as { detail: { loc: unknown[] }[] };
    expect(body.detail.map((item) => item.loc)).toEqual([
      ['path', 'owner'],
      ['query', 'per_page'],
    ]);
    const long = await call(`${BASE}/repos/acme/${'r'.repeat(101)}/logs`);
    expect(((await long.json()) as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual(['path', 'repository']);
  });

  it('422 on the query of a known repository', async () => {
    const response = await call(`${BASE}/repos/acme/checkout/logs/aggregate?event_type=action.merge&not_event_type=action.label`);
    expect(response.status).toBe(422);
    const body = (await expectValidResponse('getActivityLogAggregate', response)) as { detail: { loc: unknown[] }[] };
    expect(body.detail[0]?.loc).toEqual(['query', 'not_event_type']);
  });
});

describe('getActivityLog pagination', () => {
  const window = `received_from=${new Date(FIXTURE_NOW - 2 * 24 * HOUR).toISOString()}&received_to=${new Date(FIXTURE_NOW).toISOString()}`;

  it('walks every page through next links: sizes add up to the aggregate total, no duplicates, newest first; prev links go back', async () => {
    const filters = `${window}&not_event_type=action.queue.checks.change&outcome=success&outcome=failure`;
    const pages: ListBody[] = [];
    let url: string | undefined = `${BASE}/repos/acme/checkout/logs?${filters}&per_page=100`;
    while (url) {
      const { body, links } = await list(url);
      pages.push(body);
      if (pages.length > 1) expect(linkOf(links, 'prev')).toBeDefined();
      else expect(linkOf(links, 'prev')).toBeUndefined();
      url = linkOf(links, 'next');
    }
    expect(pages.length).toBeGreaterThan(3);
    const events = pages.flatMap((page) => page.events);
    expect(pages.reduce((sum, page) => sum + page.size, 0)).toBe((await aggregate(filters)).total);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    events.forEach((event, index) => {
      const previous = events[index - 1];
      if (previous) expect(previous.id).toBeGreaterThan(event.id);
      expect(['success', 'failure']).toContain(event.outcome);
      expect(event.type).not.toBe('action.queue.checks.change');
    });

    // From the last page back to the first through prev links.
    const lastUrl = `${BASE}/repos/acme/checkout/logs?${filters}&per_page=100`;
    let back: string | undefined;
    {
      let forward: string | undefined = lastUrl;
      while (forward) {
        const { links } = await list(forward);
        const next = linkOf(links, 'next');
        if (!next) back = linkOf(links, 'prev');
        forward = next;
      }
    }
    const backwards: ListBody[] = [];
    while (back) {
      const { body, links } = await list(back);
      backwards.push(body);
      back = linkOf(links, 'prev');
    }
    expect(backwards.map((page) => page.events.map((event) => event.id))).toEqual(
      pages
        .slice(0, -1)
        .reverse()
        .map((page) => page.events.map((event) => event.id)),
    );
  });

  it('re-sending one’s own query with the cursor gives the same page as following the link', async () => {
    const own = `${BASE}/repos/acme/checkout/logs?${window}&event_type=action.merge&per_page=5`;
    const first = await list(own);
    const next = linkOf(first.links, 'next') ?? '';
    const cursor = new URL(next).searchParams.get('cursor') ?? '';
    const viaLink = await list(next);
    const viaOwnQuery = await list(
      `${BASE}/repos/acme/checkout/logs?event_type=action.merge&${window}&cursor=${encodeURIComponent(cursor)}&per_page=5`,
    );
    expect(viaOwnQuery.body).toEqual(viaLink.body);
    expect(viaLink.body.events[0]?.id).toBeLessThan(first.body.events[4]?.id ?? 0);
    const mismatch = await call(`${BASE}/repos/acme/checkout/logs?event_type=action.label&cursor=${encodeURIComponent(cursor)}`);
    expect(mismatch.status).toBe(422);
    expect(((await mismatch.json()) as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual(['query', 'cursor']);
  });

  it('keeps the default window of the first page while the clock moves and new events arrive', async () => {
    nowMs = FIXTURE_NOW;
    const first = await list(`${BASE}/repos/acme/checkout/logs?per_page=50`);
    const initialTotal = (await aggregate('')).total;
    nowMs = FIXTURE_NOW + HOUR;
    log.append({ type: 'action.refresh', trigger: '@alice', pull_request: 1200, base_ref: 'main', metadata: {} });
    let seen = first.body.size;
    let url = linkOf(first.links, 'next');
    let pages = 0;
    while (url && pages < 1000) {
      const { body, links } = await list(url);
      expect(body.events.every((event) => Date.parse(event.received_at) <= FIXTURE_NOW)).toBe(true);
      seen += body.size;
      url = linkOf(links, 'next');
      pages++;
    }
    expect(seen).toBe(initialTotal);
    // A fresh first page (new default window) shows the new event on top.
    const fresh = await list(`${BASE}/repos/acme/checkout/logs?per_page=1`);
    expect(fresh.body.events[0]).toMatchObject({
      type: 'action.refresh',
      trigger: '@alice',
      outcome: 'neutral',
      repository: 'acme/checkout',
    });
    nowMs = FIXTURE_NOW;
  });

  it('sends no Link header when everything fits on one page', async () => {
    const { body, response } = await list(
      `${BASE}/repos/acme/checkout/logs?${window}&event_type=product.enabled&event_type=queue.pause.create&per_page=100`,
    );
    expect(body.size).toBeLessThan(100);
    expect(response.headers.get('link')).toBeNull();
  });
});

describe('getActivityLogAggregate', () => {
  it('answers with a contract-valid aggregation', async () => {
    const result = await aggregate(
      `received_from=${new Date(FIXTURE_NOW - 7 * 24 * HOUR).toISOString()}&received_to=${new Date(FIXTURE_NOW).toISOString()}`,
    );
    expect(result.interval_size_seconds).toBe(3600);
    // 7 × 24 hourly buckets, plus one: FIXTURE_NOW is at half past, so the first and last are clipped.
    expect(result.histogram).toHaveLength(169);
    expect(result.by_outcome.map((row) => row.value).sort()).toEqual(['failure', 'neutral', 'pending', 'success']);
  });
});
