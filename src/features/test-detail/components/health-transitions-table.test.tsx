// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HealthTransition } from '@/api/types';
import { healthBands } from '../lib/health-bands';
import { HealthTransitionsTable } from './health-transitions-table';

afterEach(cleanup);

const window = { start: Date.parse('2026-11-13T12:00:00Z'), end: Date.parse('2026-11-20T12:00:00Z') };
const pull = { id: 9001, number: 482, title: 'Retry payment webhooks', user: { id: 7, login: 'dana' } };

function renderTable(transitions: HealthTransition[]) {
  render(
    <MantineProvider env="test">
      <HealthTransitionsTable bands={healthBands(transitions, window)} window={window} repository={{ owner: 'acme', repo: 'checkout' }} />
    </MantineProvider>,
  );
  return screen.getAllByRole('row').slice(1);
}

describe('HealthTransitionsTable', () => {
  it('lists each change with its exception, its pull request link and how long it held', () => {
    const rows = renderTable([
      { at: '2026-11-13T12:00:00Z', health_status: 'broken', exception_type: null, pull_request: null },
      { at: '2026-11-15T00:00:00Z', health_status: 'healthy', exception_type: null, pull_request: null },
      { at: '2026-11-18T04:00:00Z', health_status: 'flaky', exception_type: 'TimeoutError', pull_request: pull },
    ]);
    expect(screen.getByText('Health changes in this window (3)')).toBeTruthy();
    expect(rows).toHaveLength(3);

    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Window start');
    expect(first.textContent).toContain('Broken');
    expect(first.textContent).toContain('1 day 12 hours');
    expect(within(first).getAllByText('Began before this window')).toHaveLength(2);

    expect(second.textContent).toContain('Recovered');
    expect(second.textContent).toContain('3 days 4 hours');

    expect(third.textContent).toContain('TimeoutError');
    expect(third.textContent).toContain('(until the window’s end)');
    const link = within(third).getByRole('link', { name: '#482 Retry payment webhooks' });
    expect(link.getAttribute('href')).toBe('https://github.com/acme/checkout/pull/482');
    expect(third.textContent).toContain('by @dana');
  });

  it('says when a failing commit was not traced to a pull request', () => {
    const rows = renderTable([
      { at: '2026-11-14T00:00:00Z', health_status: 'healthy' },
      { at: '2026-11-16T00:00:00Z', health_status: 'broken', exception_type: 'AssertionError', pull_request: null },
    ]);
    expect(rows[0]?.textContent).not.toContain('Window start');
    expect(rows[1]?.textContent).toContain('Not traced to a merged pull request');
  });
});
