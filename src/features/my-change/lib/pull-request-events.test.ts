import { describe, expect, it } from 'vitest';
import type { ActivityLogEvent } from '@/api/types';
import { baseBranchOf, failedCheckNames, isCiOrQueueEvent, queueCheckHistory } from './pull-request-events';

describe('pull request events', () => {
  it('keeps queue and check events, leaves reviews and labels out', () => {
    expect(isCiOrQueueEvent({ type: 'action.queue.enter' })).toBe(true);
    expect(isCiOrQueueEvent({ type: 'action.post_check' })).toBe(true);
    expect(isCiOrQueueEvent({ type: 'action.label' })).toBe(false);
  });

  it('reads the base branch from the newest event that names one', () => {
    expect(baseBranchOf([{ base_ref: null }, { base_ref: 'release' }, { base_ref: 'main' }])).toBe('release');
    expect(baseBranchOf([])).toBeNull();
  });
});

let nextId = 1;
function checksEnd(
  at: string,
  options: { outcome?: string; checks?: string[]; retry?: number | null; members?: number[]; inPlace?: boolean; aborted?: boolean },
) {
  return {
    id: nextId++,
    type: 'action.queue.checks_end',
    received_at: at,
    outcome: options.outcome ?? 'failure',
    metadata: {
      aborted: options.aborted ?? false,
      retry_attempt: options.retry ?? null,
      speculative_check_pull_request: {
        in_place: options.inPlace ?? false,
        checks_ended_at: at.replace(':30Z', ':00Z'),
        pull_request_numbers: options.members ?? [7],
        unsuccessful_checks: (options.checks ?? []).map((name) => ({ name, state: 'failure' })),
      },
    },
  } as unknown as ActivityLogEvent;
}

describe('queueCheckHistory', () => {
  it('numbers every run in time order and keeps the failed ones, with their checks, retry and batch', () => {
    const events = [
      checksEnd('2026-11-13T10:52:30Z', { checks: ['ci/integration-tests'], retry: 1 }),
      {
        id: 99,
        type: 'action.queue.enter',
        received_at: '2026-11-13T10:00:00Z',
        outcome: 'neutral',
        metadata: {},
      } as unknown as ActivityLogEvent,
      checksEnd('2026-11-13T10:43:30Z', { checks: ['ci/integration-tests'], retry: 0, members: [3, 7] }),
      checksEnd('2026-11-13T11:30:30Z', { outcome: 'success' }),
    ];
    const history = queueCheckHistory(events, 7);
    expect(history.attempts).toBe(3);
    expect(
      history.failed.map((run) => [run.endedAt, run.attempt, run.retry, run.batchedWith, run.checks.map((check) => check.name)]),
    ).toEqual([
      ['2026-11-13T10:43:00Z', 1, null, [3], ['ci/integration-tests']],
      ['2026-11-13T10:52:00Z', 2, 1, [], ['ci/integration-tests']],
    ]);
  });

  it('leaves aborted runs aside, keeps a failure naming no check, and a run in place is no batch', () => {
    const events = [
      checksEnd('2026-11-13T10:00:30Z', { aborted: true, checks: ['ci/lint'] }),
      checksEnd('2026-11-13T11:00:30Z', { inPlace: true, members: [7, 8] }),
    ];
    const history = queueCheckHistory(events, 7);
    expect(history.attempts).toBe(2);
    expect(history.failed).toHaveLength(1);
    expect(history.failed[0]).toMatchObject({ attempt: 2, checks: [], batchedWith: [] });
  });
});

describe('failedCheckNames', () => {
  it('lists each failed check once with the runs it failed in', () => {
    const { failed } = queueCheckHistory(
      [
        checksEnd('2026-11-13T10:00:30Z', { checks: ['ci/unit-tests', 'ci/e2e (chromium)'] }),
        checksEnd('2026-11-13T11:00:30Z', { checks: ['ci/unit-tests'] }),
      ],
      7,
    );
    expect(failedCheckNames(failed)).toEqual([
      { name: 'ci/unit-tests', runs: 2 },
      { name: 'ci/e2e (chromium)', runs: 1 },
    ]);
  });
});
