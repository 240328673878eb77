import { describe, expect, it } from 'vitest';
import type { HealthTransition, HealthTransitionsResponse, TestDetails } from '@/api/types';
import { toVerdictEvidence } from './change-verdict';

const details = (health: string): TestDetails =>
  ({
    health_status: health,
    first_failure_at: '2026-11-17T18:40:15Z',
    first_failure_commit: 'cec2143625c5',
    first_failure_pull: { id: 1, number: 1287, title: 't', user: { id: 1, login: 'm' } },
    last_failure_at: '2026-11-20T11:49:51Z',
  }) as TestDetails;

/** The retained transitions as the API answered them for a window starting at `start` (the preset's, by default). */
const history = (transitions: HealthTransition[], start = '2026-10-25T00:00:00Z', firstActivityAt: string | null = null) => ({
  window: { start, end: '2026-11-20T12:00:00Z' },
  data: { transitions, first_activity_at: firstActivityAt } as HealthTransitionsResponse,
});

describe('toVerdictEvidence', () => {
  it('reads the API answers as the verdict needs them', () => {
    const evidence = toVerdictEvidence(
      details('broken'),
      history([{ at: '2026-11-18T00:00:00Z', health_status: 'broken', exception_type: 'AssertionError' }]),
    );
    expect(evidence).toEqual({
      health: 'broken',
      transitions: [
        { at: '2026-11-18T00:00:00Z', health_status: 'broken', pull_request: null, exception_type: 'AssertionError', keptFrom: null },
      ],
      firstFailure: { at: '2026-11-17T18:40:15Z', commit: 'cec2143625c5', pull: details('broken').first_failure_pull, keptFrom: null },
      lastFailureAt: '2026-11-20T11:49:51Z',
    });
  });

  it('names no cause for a first failure under way where the kept history starts', () => {
    const now = Date.parse('2026-11-20T12:00:30Z');
    const flaky = { ...details('flaky'), first_failure_at: '2026-10-21T12:46:54Z' } as TestDetails;
    const pull = { id: 2, number: 1017, title: 't', user: { id: 1, login: 'renovate[bot]' } };
    const evidence = toVerdictEvidence(
      flaky,
      history(
        [{ at: '2026-10-22T12:00:00Z', health_status: 'flaky', exception_type: 'ReadTimeout', pull_request: pull }],
        '2026-10-21T12:00:00Z',
        '2026-10-21T12:00:00.000Z',
      ),
      now,
    );
    expect(evidence.firstFailure.keptFrom).toBe('2026-10-21T12:00:00.000Z');
    expect(evidence.transitions[0]).toMatchObject({ pull_request: null, keptFrom: '2026-10-21T12:00:00.000Z' });
    // Without a first activity it cannot tell, and keeps what the API says.
    expect(toVerdictEvidence(flaky, history([], '2026-10-21T12:00:00Z'), now).firstFailure.keptFrom).toBeNull();
  });

  it('does not guess at a health value newer than this dashboard', () => {
    expect(toVerdictEvidence(details('quarantined-ish'), history([])).health).toBe('healthy');
  });
});
