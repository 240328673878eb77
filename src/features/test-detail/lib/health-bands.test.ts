import { describe, expect, it } from 'vitest';
import type { HealthTransition } from '@/api/types';
import { healthBands, historyOrigin } from './health-bands';

const at = (iso: string) => Date.parse(iso);
const window = { start: at('2026-11-13T12:00:00Z'), end: at('2026-11-20T12:00:00Z') };

describe('healthBands', () => {
  it('holds each state until the next transition and the last one until the window end', () => {
    const transitions: HealthTransition[] = [
      { at: '2026-11-13T12:00:00Z', health_status: 'healthy' },
      { at: '2026-11-15T00:00:00Z', health_status: 'flaky', exception_type: 'TimeoutError', pull_request: null },
      { at: '2026-11-18T04:00:00Z', health_status: 'healthy' },
    ];
    expect(healthBands(transitions, window).map(({ from, to, status }) => ({ from, to, status }))).toEqual([
      { from: window.start, to: at('2026-11-15T00:00:00Z'), status: 'healthy' },
      { from: at('2026-11-15T00:00:00Z'), to: at('2026-11-18T04:00:00Z'), status: 'flaky' },
      { from: at('2026-11-18T04:00:00Z'), to: window.end, status: 'healthy' },
    ]);
  });

  it('leaves the time before the first verdict uncovered and clips to the window', () => {
    const transitions: HealthTransition[] = [
      { at: '2026-11-12T00:00:00Z', health_status: 'broken' },
      { at: '2026-11-16T00:00:00Z', health_status: 'healthy' },
      { at: '2026-11-21T00:00:00Z', health_status: 'flaky' },
    ];
    expect(healthBands(transitions, window).map(({ from, to }) => [from, to])).toEqual([
      [window.start, at('2026-11-16T00:00:00Z')],
      [at('2026-11-16T00:00:00Z'), window.end],
    ]);
    expect(healthBands([], window)).toEqual([]);
  });

  it('starts the first verdict at the window start when the history predates the window', () => {
    // A window opening where the kept history opens gets its first point at the first bucket's end.
    const transitions: HealthTransition[] = [{ at: '2026-11-14T12:00:00Z', health_status: 'flaky' }];
    expect(healthBands(transitions, window, { historyPredatesWindow: true }).map(({ from, to }) => [from, to])).toEqual([
      [window.start, window.end],
    ]);
    expect(healthBands(transitions, window).map(({ from }) => from)).toEqual([at('2026-11-14T12:00:00Z')]);
  });
});

describe('historyOrigin', () => {
  it('reads a first activity at the window edge as history that predates the window', () => {
    expect(historyOrigin('2026-11-13T12:00:00Z', window.start)).toEqual({ kind: 'predates-window', at: window.start });
    expect(historyOrigin('2026-11-13T08:00:00Z', window.start).kind).toBe('predates-window');
  });

  it('reads a later first activity as the test beginning inside the window', () => {
    expect(historyOrigin('2026-11-13T16:00:00Z', window.start)).toEqual({
      kind: 'began-in-window',
      at: at('2026-11-13T16:00:00Z'),
    });
  });

  it('knows when there was no activity', () => {
    expect(historyOrigin(null, window.start)).toEqual({ kind: 'no-activity' });
  });
});
