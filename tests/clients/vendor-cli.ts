// What the vendor's CLI (mergify-cli, Rust, August 2026) sends and reads, in our words, for the replays
// in vendor-clients.test.ts: its `Link` reading, its time format, its activity-log walk and its fan-out
// of test details. Each function says which of the CLI's behaviours it stands for.
import { expect } from 'vitest';

const DAY_MS = 86_400_000;

/** The CLI's `events` default: 100 events at most, 100 per page. */
export const CLI_PER_PAGE_MAX = 100;
/** The span `queue show` asks for (the activity log's retention). */
export const RETENTION_DAYS = 90;
/** How many test details `tests show` has in flight at once. */
export const DETAILS_FANOUT = 5;

export interface CliSession {
  /** Base URL of the API, ending in /v1. */
  api: string;
  token: string;
}

export function cliGet(session: CliSession, pathAndQuery: string): Promise<Response> {
  return fetch(`${session.api}${pathAndQuery}`, { headers: { Authorization: `Bearer ${session.token}` } });
}

/**
 * The `rel="next"` target of a Link header, which both vendor clients need absolute: the test plugin
 * requests it as given, and the CLI parses it as a URL without a base (a relative one reads as "no next
 * page", so it would silently stop after the first). A relative target fails the replay.
 */
export function absoluteNextLink(response: Response): URL | null {
  const header = response.headers.get('link');
  if (header === null) return null;
  for (const part of header.split(',')) {
    const [target, ...params] = part.split(';');
    if (!params.some((param) => param.trim().replace(/^rel=/, '').replace(/"/g, '') === 'next')) continue;
    const url = (target ?? '').trim().replace(/^</, '').replace(/>$/, '');
    expect(url, 'Link rel="next" must be an absolute URL').toMatch(/^https?:\/\//);
    return new URL(url);
  }
  return null;
}

/**
 * A moment as chrono's `to_rfc3339()` writes the CLI's `Utc::now()`-based window ends: nine decimal
 * places and `+00:00`. The sub-millisecond digits are what a nanosecond clock adds to the milliseconds.
 */
export function chronoRfc3339(ms: number, subMillisecondNanos = 123_456): string {
  const iso = new Date(ms).toISOString(); // 2025-06-02T09:30:00.123Z
  return `${iso.slice(0, 23)}${String(subMillisecondNanos).padStart(6, '0')}+00:00`;
}

export interface CliEventsQuery {
  pullRequest?: number;
  eventTypes: readonly string[];
  from: string;
  to: string;
  limit: number;
}

export interface CliEventsWalk {
  /** Newest first, at most `limit`, as the CLI shows them. */
  events: { id: number; received_at: string; type: string; pull_request: number | null }[];
  requests: string[];
}

/**
 * `mergify events` (and `queue show`'s lookup): GET /v1/repos/{repo}/logs with `pull_request`, each
 * `event_type`, both window ends and `per_page` (the limit, at most 100), in that order; each further
 * page is the same query plus only the `cursor` taken out of the absolute `Link rel="next"`, until there
 * is none, the cursor repeats, or the limit is reached.
 */
export async function cliEvents(session: CliSession, repository: string, query: CliEventsQuery): Promise<CliEventsWalk> {
  const base = new URLSearchParams();
  if (query.pullRequest !== undefined) base.append('pull_request', String(query.pullRequest));
  for (const type of query.eventTypes) base.append('event_type', type);
  base.append('received_from', query.from);
  base.append('received_to', query.to);
  base.append('per_page', String(Math.min(Math.max(query.limit, 1), CLI_PER_PAGE_MAX)));
  const events: CliEventsWalk['events'] = [];
  const requests: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const params = new URLSearchParams(base);
    if (cursor !== null) params.append('cursor', cursor);
    const pathAndQuery = `/repos/${repository}/logs?${params.toString()}`;
    requests.push(pathAndQuery);
    const response = await cliGet(session, pathAndQuery);
    expect(response.status, pathAndQuery).toBe(200);
    events.push(...((await response.json()) as { events: CliEventsWalk['events'] }).events);
    const nextCursor: string | null = absoluteNextLink(response)?.searchParams.get('cursor') ?? null;
    const next: string | null = nextCursor === cursor ? null : nextCursor;
    if (events.length >= query.limit || next === null) break;
    cursor = next;
  }
  events.sort((a, b) => Date.parse(b.received_at) - Date.parse(a.received_at));
  return { events: events.slice(0, query.limit), requests };
}

/** The window `mergify events --since <days>d` and `queue show` send, ending at `now`. */
export function cliWindow(now: number, days: number): { from: string; to: string } {
  return { from: chronoRfc3339(now - days * DAY_MS), to: chronoRfc3339(now) };
}

/**
 * `tests show`'s second step: each test's details, at most DETAILS_FANOUT requests in flight, the
 * answers kept in the order of the identities. Returns the bodies and the most requests seen at once.
 */
export async function cliTestDetails(session: CliSession, repository: string, testIds: readonly string[]) {
  const [owner, repo] = repository.split('/');
  const bodies: unknown[] = new Array(testIds.length);
  let inFlight = 0;
  let mostInFlight = 0;
  let next = 0;
  const worker = async () => {
    while (next < testIds.length) {
      const index = next;
      next += 1;
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const response = await cliGet(session, `/ci/${owner}/repositories/${repo}/tests/${testIds[index]}`);
      inFlight -= 1;
      expect(response.status, testIds[index]).toBe(200);
      bodies[index] = await response.json();
    }
  };
  await Promise.all(Array.from({ length: DETAILS_FANOUT }, worker));
  return { bodies, mostInFlight };
}

const isNullableString = (value: unknown) => value === null || value === undefined || typeof value === 'string';

/** The fields `tests show` decodes from a test's details, with the types its decoder demands. */
export function expectDecodableTestDetails(body: unknown): void {
  const details = body as Record<string, unknown>;
  for (const name of ['repository', 'test_name', 'test_id', 'health_status', 'last_conclusion'])
    expect(typeof details[name], name).toBe('string');
  for (const name of ['failure_ratio', 'flakiness_ratio', 'success_ratio']) expect(typeof details[name], name).toBe('number');
  expect(typeof details.flaky_detection_enabled).toBe('boolean');
  for (const name of [
    'first_failure_at',
    'first_failure_commit',
    'last_failure_at',
    'last_success_at',
    'test_framework',
    'test_framework_version',
    'test_programming_language',
    'test_filepath',
    'test_function_name',
  ]) {
    expect(isNullableString(details[name]), name).toBe(true);
  }
  const pull = details.first_failure_pull as Record<string, unknown> | null | undefined;
  if (pull !== null && pull !== undefined) {
    expect(pull).toMatchObject({ id: expect.any(Number), number: expect.any(Number), title: expect.any(String) });
    expect(pull.user).toMatchObject({ id: expect.any(Number), login: expect.any(String) });
  }
}

/** The fields `queue show` decodes from an `action.queue.leave` event (all optional, but typed). */
export function expectDecodableQueueLeave(event: unknown): void {
  const { received_at, trigger, metadata } = event as { received_at: unknown; trigger: unknown; metadata: Record<string, unknown> };
  expect(isNullableString(received_at) && isNullableString(trigger)).toBe(true);
  expect(typeof metadata.merged).toBe('boolean');
  for (const name of ['dequeue_code', 'reason', 'queue_name', 'queued_at', 'pull_request_head_sha']) {
    expect(isNullableString(metadata[name]), name).toBe(true);
  }
  for (const check of (metadata.unsuccessful_checks ?? []) as Record<string, unknown>[]) {
    expect(typeof check.name).toBe('string');
    for (const name of ['state', 'details_url', 'url']) expect(isNullableString(check[name]), name).toBe(true);
  }
}
