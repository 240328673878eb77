// Bad input is a clear 4xx naming what was wrong, through the MSW handlers every server shares:
// bytes that are not UTF-8 and lone surrogates (422 string_unicode), over-long request targets (414)
// and bodies (413), and cursors replayed on another repository (422 naming `cursor`).
import { describe, expect, it } from 'vitest';
import { FIXTURE_TESTS } from '../fixtures';
import { call, errorLocations, get } from '../../tests/mock-kit/api-client';
import { setUpMockServer } from '../../tests/mock-kit/mock-server';
import { MAX_BODY_BYTES, MAX_TARGET_LENGTH } from './request-limits';

setUpMockServer({ fresh: true });

const CHECKOUT = '/ci/acme/repositories/checkout';
const issues = (body: unknown) => (body as { detail: { loc: unknown[]; type: string }[] }).detail;

describe('text that is not Unicode', () => {
  it('in a path segment: 422 string_unicode naming the path parameter', async () => {
    const answer = await get(`${CHECKOUT}/tests/%ED%A0%80/failures`);
    expect(answer.status).toBe(422);
    expect(issues(answer.body)).toEqual([expect.objectContaining({ loc: ['path', 'test_id'], type: 'string_unicode' })]);
    const owner = await get('/repos/ac%FFme/checkout/logs');
    expect(errorLocations(owner.body)).toEqual([['path', 'owner']]);
  });

  it('in a path segment still needs credentials first, and an unknown path stays a 404', async () => {
    expect((await get(`${CHECKOUT}/tests/%ED%A0%80`, { token: null })).status).toBe(401);
    const response = await fetch('http://localhost/v1/ci/%FF/nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not Found' });
  });

  it('in a query value: 422 string_unicode naming the parameter, not a search for U+FFFD', async () => {
    const answer = await get(`${CHECKOUT}/search/tests?test_name=%ED%A0%80&per_page=1`);
    expect(answer.status).toBe(422);
    expect(issues(answer.body)).toEqual([expect.objectContaining({ loc: ['query', 'test_name'], type: 'string_unicode' })]);
    const logs = await get('/repos/acme/checkout/logs?trigger=%C3');
    expect(issues(logs.body)).toContainEqual(expect.objectContaining({ loc: ['query', 'trigger'], type: 'string_unicode' }));
  });

  it('in body strings (a JSON lone surrogate): 422 string_unicode naming each field, nothing created', async () => {
    const rawBody = '{"test_name": "tests/x.py::t\\ud800", "reason": "\\udc00", "branch": "main\\ud83d"}';
    const answer = await call('POST', `${CHECKOUT}/quarantines`, { rawBody });
    expect(answer.status).toBe(422);
    expect(issues(answer.body).map((item) => [item.loc, item.type])).toEqual([
      [['body', 'test_name'], 'string_unicode'],
      [['body', 'reason'], 'string_unicode'],
      [['body', 'branch'], 'string_unicode'],
    ]);
    // A surrogate pair is one character, and fine.
    const paired = await call('POST', `${CHECKOUT}/quarantines`, {
      rawBody: '{"test_name": "tests/x.py::t\\ud83d\\ude00", "reason": "r"}',
    });
    expect(paired.status).toBe(201);
  });
});

describe('branch on create', () => {
  it('is 1..255 characters, like the list filter', async () => {
    const create = (branch: unknown) =>
      call('POST', `${CHECKOUT}/quarantines`, { body: { test_name: 'tests/branch.py::t', reason: 'r', branch } });
    expect(errorLocations((await create('')).body)).toEqual([['body', 'branch']]);
    expect(issues((await create('b'.repeat(256))).body)[0]).toMatchObject({ loc: ['body', 'branch'], type: 'string_too_long' });
    expect((await create('b'.repeat(255))).status).toBe(201);
  });
});

describe('pipeline and job name filters', () => {
  it('take up to 255 values of 1..255 characters, like test_name', async () => {
    for (const name of ['pipeline_name', 'pipeline_name_exclude', 'job_name', 'job_name_exclude']) {
      expect(errorLocations((await get(`${CHECKOUT}/search/tests?${name}=`)).body)).toEqual([['query', name, 0]]);
      expect(issues((await get(`${CHECKOUT}/tests/stats/total_tests?${name}=${'x'.repeat(256)}`)).body)[0]).toMatchObject({
        type: 'string_too_long',
      });
      const many = Array.from({ length: 256 }, (_, index) => `${name}=p${index}`).join('&');
      expect(issues((await get(`${CHECKOUT}/search/tests?${many}`)).body)[0]).toMatchObject({ loc: ['query', name], type: 'too_long' });
      expect((await get(`${CHECKOUT}/search/tests?${name}=${'x'.repeat(255)}`)).status).toBe(200);
    }
  });
});

describe('sizes', () => {
  it('a request target over the limit is a JSON 414', async () => {
    const answer = await get(`${CHECKOUT}/search/tests?test_name=${'a'.repeat(MAX_TARGET_LENGTH)}`);
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual({ detail: `Request target is longer than ${MAX_TARGET_LENGTH} characters` });
  });

  it('a body over the limit is a JSON 413, before its content is looked at', async () => {
    const rawBody = JSON.stringify({ test_name: 't', reason: 'r', branch: 'b'.repeat(MAX_BODY_BYTES) });
    const answer = await call('POST', `${CHECKOUT}/quarantines`, { rawBody });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ detail: `Request body is larger than ${MAX_BODY_BYTES} bytes` });
  });
});

describe('cursors are bound to their repository and operation', () => {
  const nextCursor = (link: string | undefined) => new URL(link ?? 'http://x').searchParams.get('cursor') ?? '';

  it('a search cursor of acme/checkout is refused on acme/docs-site (422 naming cursor)', async () => {
    const first = await get(`${CHECKOUT}/search/tests?per_page=2`);
    const cursor = nextCursor(first.links.next);
    expect((await get(`${CHECKOUT}/search/tests?per_page=2&cursor=${cursor}`)).status).toBe(200);
    const elsewhere = await get(`/ci/acme/repositories/docs-site/search/tests?per_page=2&cursor=${cursor}`);
    expect(elsewhere.status).toBe(422);
    expect(issues(elsewhere.body)).toEqual([
      expect.objectContaining({ loc: ['query', 'cursor'], msg: 'Value error, Cursor was issued for another repository or resource' }),
    ]);
  });

  it('an executions cursor of one test is refused on another test', async () => {
    const executions = (testId: string, query: string) => get(`${CHECKOUT}/tests/${testId}/executions?per_page=1&${query}`);
    const first = await executions(FIXTURE_TESTS.flaky.testId, 'start=2025-05-01T00:00:00Z&end=2025-06-01T00:00:00Z');
    const cursor = nextCursor(first.links.next);
    expect(cursor).not.toBe('');
    const other = await executions(
      FIXTURE_TESTS.brokenByPullRequest.testId,
      `start=2025-05-01T00:00:00Z&end=2025-06-01T00:00:00Z&cursor=${cursor}`,
    );
    expect(errorLocations(other.body)).toEqual([['query', 'cursor']]);
  });

  it('an activity-log cursor of acme/checkout is refused on acme/docs-site', async () => {
    const first = await get('/repos/acme/checkout/logs?per_page=1');
    const cursor = nextCursor(first.links.next);
    const elsewhere = await get(`/repos/acme/docs-site/logs?per_page=1&cursor=${cursor}`);
    expect(errorLocations(elsewhere.body)).toEqual([['query', 'cursor']]);
  });

  it('a quarantine cursor is refused on another repository', async () => {
    const first = await get(`${CHECKOUT}/quarantines?per_page=1`);
    const cursor = nextCursor(first.links.next);
    expect(cursor).not.toBe('');
    const elsewhere = await get(`/ci/acme/repositories/docs-site/quarantines?per_page=1&cursor=${cursor}`);
    expect(errorLocations(elsewhere.body)).toEqual([['query', 'cursor']]);
  });
});
