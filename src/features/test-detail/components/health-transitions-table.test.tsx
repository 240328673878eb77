// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@/api/client';
import type { HealthTransition } from '@/api/types';
import { datedBands, healthBands, heldForText } from '../lib/health-bands';
import { renderInApp } from '../../../../tests/mock-kit/render-app';
import { HealthTransitionsTable } from './health-transitions-table';
import { HOUR_MS } from '@/lib/time-constants';

afterEach(cleanup);

const window = { start: Date.parse('2026-11-13T12:00:00Z'), end: Date.parse('2026-11-20T12:00:00Z') };
const NOW = window.end;
const repository = { owner: 'acme', repo: 'checkout' };
const pull = { id: 9001, number: 482, title: 'Retry payment webhooks', user: { id: 7, login: 'dana' } };
const timeoutGroup = {
  id: 'group-1',
  exception_type: 'TimeoutError',
  first_failure_at: '2026-11-18T02:41:00Z',
  last_failure_at: '2026-11-20T10:00:00Z',
};

/** The table renders no request: it needs a router for its links, not an API. */
const NO_API = {} as ApiClient;

async function renderTable(transitions: HealthTransition[], { failures = [timeoutGroup], mergedAt = new Map<number, string>() } = {}) {
  const bands = datedBands(healthBands(transitions, window), { window, bucketMs: 4 * HOUR_MS, failures, now: NOW });
  await renderInApp(
    <HealthTransitionsTable bands={bands} mergedAt={mergedAt} window={window} repository={repository} testId="t-1" />,
    NO_API,
  );
  return screen.getAllByRole('row').slice(1);
}

describe('HealthTransitionsTable', () => {
  it('says a health held so far for at least the whole hours it has, never more (7 days 2 h 35 min: 7 days 2 hours)', () => {
    const now = window.start + 7 * 24 * HOUR_MS + 2 * HOUR_MS + 35 * 60_000;
    const range = { start: window.start, end: now };
    const transitions: HealthTransition[] = [
      { at: '2026-11-13T12:00:00Z', health_status: 'flaky', exception_type: null, pull_request: null },
    ];
    const [band] = datedBands(healthBands(transitions, range, { historyPredatesWindow: true }), {
      window: range,
      bucketMs: 4 * HOUR_MS,
      failures: [],
      now,
    });
    expect(heldForText(band!)).toBe('at least 7 days 2 hours');
  });

  it('dates each change by its first failure or its bucket, never by the boundary alone', async () => {
    const rows = await renderTable(
      [
        { at: '2026-11-13T12:00:00Z', health_status: 'broken', exception_type: null, pull_request: null },
        { at: '2026-11-15T00:00:00Z', health_status: 'healthy', exception_type: null, pull_request: null },
        { at: '2026-11-18T04:00:00Z', health_status: 'flaky', exception_type: 'TimeoutError', pull_request: pull },
      ],
      { mergedAt: new Map([[482, '2026-11-18T02:30:00Z']]) },
    );
    expect(screen.getByText('Health changes in this window (3)')).toBeTruthy();
    expect(rows).toHaveLength(3);

    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Window start');
    expect(first.textContent).toContain('Broken');
    // Held: from the window's start to the earliest the recovery can be (its bucket's start).
    expect(first.textContent).toContain('at least 1 day 8 hours');
    expect(within(first).getAllByText('Began before this window')).toHaveLength(2);

    // A recovery no run dates: the bucket it falls in.
    expect(second.textContent).toMatch(/^Between .+ and .+Healthy/);
    expect(second.textContent).toContain('Recovered');
    // From the recovery's bucket to the next episode's first failure (Nov 18, 02:41): a range, as its start is, each bound rounded
    // outwards (3 days 2 h 41 min to 3 days 6 h 41 min).
    expect(second.textContent).toContain('3 days 2 hours to 3 days 7 hours');

    // The episode's first failure opens its failure group; the merge opens the activity log around it.
    const links = within(third).getAllByRole('link');
    expect(links.find((anchor) => anchor.getAttribute('href') === '/acme/checkout/tests/t-1/failures/group-1')).toBeTruthy();
    expect(third.textContent).toMatch(/^First failure /);
    expect(third.textContent).toContain('TimeoutError');
    expect(third.textContent).toContain('2 days 9 hours (so far)');
    const link = within(third).getByRole('link', { name: '#482 Retry payment webhooks' });
    expect(link.getAttribute('href')).toBe('https://github.com/acme/checkout/pull/482');
    expect(third.textContent).toContain('by @dana');
    const merged = links.find((anchor) => anchor.getAttribute('href')?.startsWith('/acme/checkout/activity'));
    expect(merged?.getAttribute('href')).toContain('pr=%5B482%5D');
    expect(third.textContent).toContain(' · merged ');
  });

  it('holds a last band until a past window’s end, not “so far”', async () => {
    const transitions: HealthTransition[] = [
      { at: '2026-11-16T00:00:00Z', health_status: 'broken', exception_type: null, pull_request: null },
    ];
    const bands = datedBands(healthBands(transitions, window), { window, bucketMs: 4 * HOUR_MS, failures: [], now: NOW + 24 * HOUR_MS });
    await renderInApp(
      <HealthTransitionsTable bands={bands} mergedAt={new Map()} window={window} repository={repository} testId="t-1" />,
      NO_API,
    );
    const [row] = screen.getAllByRole('row').slice(1) as [HTMLElement];
    // Began in the bucket before Nov 16 (20:00 to 00:00), held to the window's end on Nov 20, 12:00.
    expect(row.textContent).toContain('4 days 12 hours to 4 days 16 hours (until the window’s end)');
  });

  it('says when a failing commit was not traced to a pull request', async () => {
    const rows = await renderTable([
      { at: '2026-11-14T00:00:00Z', health_status: 'healthy' },
      { at: '2026-11-16T00:00:00Z', health_status: 'broken', exception_type: 'AssertionError', pull_request: null },
    ]);
    expect(rows[0]?.textContent).not.toContain('Window start');
    expect(rows[1]?.textContent).toContain('Not traced to a merged pull request');
  });

  it('names no cause for an episode under way where the kept history starts', async () => {
    const kept = { start: NOW - 30 * 24 * HOUR_MS, end: NOW };
    const bands = healthBands(
      [{ at: '2026-10-22T12:00:00Z', health_status: 'flaky', exception_type: 'ReadTimeout', pull_request: pull }],
      kept,
      {
        historyPredatesWindow: true,
      },
    );
    await renderInApp(
      <HealthTransitionsTable
        bands={datedBands(bands, { window: kept, bucketMs: 24 * HOUR_MS, failures: [], now: NOW })}
        mergedAt={new Map()}
        window={kept}
        repository={repository}
        testId="t-1"
      />,
      NO_API,
    );
    const [row] = screen.getAllByRole('row').slice(1) as [HTMLElement];
    expect(row.textContent).toMatch(/^Since at least Oct 21 \(the first of the 30 days kept\)/);
    expect(row.textContent).toContain('Began before the kept history');
    expect(within(row).queryByRole('link', { name: /#482/ })).toBeNull();
  });
});
