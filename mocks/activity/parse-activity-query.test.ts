import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../core/cursor';
import { NO_FILTERS } from './activity-query';
import { parseActivityFilters as readFilters, parseActivityQuery as readQuery } from './activity-query';
import { RequestReader } from '../core/request-reader';
import { DAY_MS } from '../test-insights/time-constants';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
/** The parser on a fresh reader, as { ok, query } or { ok: false, issues }. */
const parsing =
  <T>(read: (reader: RequestReader, now: number) => T) =>
  (url: URL, now: number) => {
    const reader = new RequestReader(url);
    const query = read(reader, now);
    return reader.ok ? { ok: true as const, query } : { ok: false as const, issues: reader.issues };
  };
const parseActivityQuery = parsing(readQuery);
const parseActivityFilters = parsing(readFilters);
const url = (query: string): URL => new URL(`http://mock.test/v1/repos/acme/checkout/logs?${query}`);

function issuesOf(query: string) {
  const result = parseActivityQuery(url(query), NOW);
  if (result.ok) throw new Error(`expected a 422 for "${query}"`);
  return result.issues;
}

function locsOf(query: string): (string | number)[][] {
  return issuesOf(query).map((item) => item.loc);
}

describe('parseActivityQuery: defaults', () => {
  it('last day up to now, 10 per page, no filters', () => {
    const result = parseActivityQuery(url(''), NOW);
    expect(result).toEqual({
      ok: true,
      query: {
        filters: NO_FILTERS,
        window: { from: NOW - DAY_MS, to: NOW },
        page: { operation: 'getActivityLog', offset: 0, perPage: 10, filters: NO_FILTERS, window: { from: NOW - DAY_MS, to: NOW } },
      },
    });
  });

  it('received_from defaults to received_to − 1 day; received_to defaults to now', () => {
    const onlyTo = parseActivityQuery(url('received_to=2026-11-10T00:00:00Z'), NOW);
    expect(onlyTo.ok && onlyTo.query.window).toEqual({ from: Date.parse('2026-11-09T00:00:00Z'), to: Date.parse('2026-11-10T00:00:00Z') });
    const onlyFrom = parseActivityQuery(url('received_from=2026-11-01T00:00:00%2B02:00'), NOW);
    expect(onlyFrom.ok && onlyFrom.query.window).toEqual({ from: Date.parse('2026-10-31T22:00:00Z'), to: NOW });
  });

  it('reads repeated array parameters', () => {
    const result = parseActivityQuery(
      url(
        'pull_request=1&pull_request=2&event_type=action.merge&event_type=action.label&not_outcome=neutral&trigger=%40alice&trigger=Rule%3A%20x&base_ref=main&batch_pull=20001',
      ),
      NOW,
    );
    expect(result.ok && result.query.filters).toEqual({
      ...NO_FILTERS,
      pullRequest: [1, 2],
      eventType: ['action.merge', 'action.label'],
      notOutcome: ['neutral'],
      trigger: ['@alice', 'Rule: x'],
      baseRef: 'main',
      batchPull: [20001],
    });
  });
});

describe('parseActivityQuery: pull request numbers', () => {
  it('accepts the published bounds and reads a repeated number once', () => {
    const result = parseActivityQuery(
      url('not_pull_request=1&not_pull_request=2147483646&not_pull_request=1&batch_pull=5&batch_pull=5'),
      NOW,
    );
    expect(result.ok && result.query.filters).toEqual({ ...NO_FILTERS, notPullRequest: [1, 2147483646], batchPull: [5] });
  });
});

describe('parseActivityQuery: 422 names the parameter', () => {
  it.each([
    ['pull_request=abc', ['query', 'pull_request', 0], 'int_parsing'],
    ['pull_request=1&pull_request=x', ['query', 'pull_request', 1], 'int_parsing'],
    ['not_pull_request=1.5', ['query', 'not_pull_request', 0], 'int_parsing'],
    ['batch_pull=', ['query', 'batch_pull', 0], 'int_parsing'],
    ['not_batch_pull=z', ['query', 'not_batch_pull', 0], 'int_parsing'],
    // The published bounds, 1..2147483646 (issue 23): 0 and 2^31 − 1 are refused.
    ['not_pull_request=0', ['query', 'not_pull_request', 0], 'greater_than_equal'],
    ['pull_request=7&pull_request=-3', ['query', 'pull_request', 1], 'greater_than_equal'],
    ['batch_pull=0', ['query', 'batch_pull', 0], 'greater_than_equal'],
    ['not_batch_pull=2147483647', ['query', 'not_batch_pull', 0], 'less_than'],
    ['event_type=action.nope', ['query', 'event_type', 0], 'enum'],
    ['not_event_type=merge', ['query', 'not_event_type', 0], 'enum'],
    ['outcome=ok', ['query', 'outcome', 0], 'enum'],
    ['not_outcome=SUCCESS', ['query', 'not_outcome', 0], 'enum'],
    ['base_ref=', ['query', 'base_ref'], 'string_too_short'],
    [`base_ref=${'b'.repeat(256)}`, ['query', 'base_ref'], 'string_too_long'],
    ['received_from=yesterday', ['query', 'received_from'], 'datetime_from_date_parsing'],
    ['received_from=2026-11-19T10:00:00', ['query', 'received_from'], 'datetime_from_date_parsing'],
    ['received_to=2026-11-19', ['query', 'received_to'], 'datetime_from_date_parsing'],
    ['received_to=2026-02-30T00:00:00Z', ['query', 'received_to'], 'datetime_from_date_parsing'],
    ['per_page=0', ['query', 'per_page'], 'greater_than_equal'],
    ['per_page=101', ['query', 'per_page'], 'less_than_equal'],
    ['per_page=ten', ['query', 'per_page'], 'int_parsing'],
    ['received_from=2026-11-20T00:00:00Z&received_to=2026-11-19T00:00:00Z', ['query', 'received_from'], 'value_error'],
    ['received_from=2026-08-01T00:00:00Z&received_to=2026-11-19T00:00:00Z', ['query', 'received_from'], 'value_error'],
    ['cursor=garbage', ['query', 'cursor'], 'value_error'],
  ])('%s', (query, loc, type) => {
    const issues = issuesOf(query);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ loc, type });
    expect(issues[0]?.msg).toEqual(expect.any(String));
  });

  it.each(['pull_request', 'batch_pull', 'event_type', 'outcome', 'trigger'])('%s with not_%s', (name) => {
    const value = name.includes('type') ? 'action.merge' : name === 'outcome' ? 'success' : name === 'trigger' ? '@alice' : '1';
    const issues = issuesOf(`${name}=${encodeURIComponent(value)}&not_${name}=${encodeURIComponent(value)}`);
    expect(issues).toEqual([
      { loc: ['query', `not_${name}`], type: 'value_error', msg: `Value error, ${name} and not_${name} are mutually exclusive` },
    ]);
  });

  it('reports every field problem at once', () => {
    expect(locsOf('per_page=0&outcome=bad&pull_request=x&base_ref=')).toEqual([
      ['query', 'pull_request', 0],
      ['query', 'base_ref'],
      ['query', 'outcome', 0],
      ['query', 'per_page'],
    ]);
  });

  it('accepts exactly 93 days, refuses one millisecond more', () => {
    const to = '2026-11-19T00:00:00.000Z';
    const from93 = new Date(Date.parse(to) - 93 * DAY_MS).toISOString();
    const from93plus = new Date(Date.parse(to) - 93 * DAY_MS - 1).toISOString();
    expect(parseActivityQuery(url(`received_from=${from93}&received_to=${to}`), NOW).ok).toBe(true);
    expect(parseActivityQuery(url(`received_from=${from93plus}&received_to=${to}`), NOW).ok).toBe(false);
  });

  it('the aggregate ignores paging parameters (FastAPI ignores unknown ones)', () => {
    expect(parseActivityFilters(url('per_page=0&cursor=zzz'), NOW).ok).toBe(true);
    const result = parseActivityFilters(url('outcome=x'), NOW);
    expect(!result.ok && result.issues[0]?.loc).toEqual(['query', 'outcome', 0]);
  });
});

describe('parseActivityQuery: cursors', () => {
  const window = { from: NOW - 3 * DAY_MS, to: NOW - DAY_MS };
  const cursor = encodeCursor(
    { operation: 'getActivityLog', path: '/v1/repos/acme/checkout/logs' },
    42,
    { ...NO_FILTERS, outcome: ['failure'] },
    window,
  );

  it('takes the window from the cursor when the request names none (the clock may have moved)', () => {
    const result = parseActivityQuery(url(`outcome=failure&cursor=${cursor}`), NOW + 5 * DAY_MS);
    expect(result.ok && result.query).toMatchObject({ window, page: { offset: 42, window } });
  });

  it('accepts the same filters in another order and with explicit matching bounds', () => {
    const query = `received_to=${new Date(window.to).toISOString()}&received_from=${new Date(window.from).toISOString()}&outcome=failure&outcome=failure&cursor=${cursor}`;
    expect(parseActivityQuery(url(query), NOW).ok).toBe(true);
  });

  it('refuses a cursor replayed with other filters or another window', () => {
    expect(locsOf(`outcome=success&cursor=${cursor}`)).toEqual([['query', 'cursor']]);
    expect(locsOf(`cursor=${cursor}`)).toEqual([['query', 'cursor']]);
    expect(locsOf(`outcome=failure&received_to=2026-11-20T00:00:00Z&cursor=${cursor}`)).toEqual([['query', 'cursor']]);
  });

  it('refuses a cursor of another repository (422 naming cursor)', () => {
    const elsewhere = parseActivityQuery(new URL(`http://mock.test/v1/repos/acme/docs-site/logs?outcome=failure&cursor=${cursor}`), NOW);
    expect(!elsewhere.ok && elsewhere.issues).toEqual([
      { loc: ['query', 'cursor'], msg: 'Value error, Cursor was issued for another repository or resource', type: 'value_error' },
    ]);
  });

  it('refuses a tampered cursor', () => {
    const forged = btoa(atob(cursor.replaceAll('-', '+').replaceAll('_', '/')).replace('"p":42', '"p":41')).replace(/=+$/, '');
    expect(issuesOf(`outcome=failure&cursor=${forged}`)[0]).toMatchObject({ loc: ['query', 'cursor'], msg: 'Value error, Invalid cursor' });
    expect(locsOf(`outcome=failure&cursor=${cursor}x`)).toEqual([['query', 'cursor']]);
  });
});
