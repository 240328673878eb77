import { describe, expect, it } from 'vitest';
import type { TestDetails } from '@/api/types';
import { toVerdictEvidence } from './verdict-evidence';

const details = (health: string): TestDetails =>
  ({
    health_status: health,
    first_failure_at: '2026-11-17T18:40:15Z',
    first_failure_commit: 'cec2143625c5',
    first_failure_pull: { id: 1, number: 1287, title: 't', user: { id: 1, login: 'm' } },
    last_failure_at: '2026-11-20T11:49:51Z',
  }) as TestDetails;

describe('toVerdictEvidence', () => {
  it('reads the API answers as the verdict needs them', () => {
    const evidence = toVerdictEvidence({
      details: details('broken'),
      transitions: [{ at: '2026-11-18T00:00:00Z', health_status: 'broken', exception_type: 'AssertionError' }],
    });
    expect(evidence).toEqual({
      health: 'broken',
      transitions: [{ at: '2026-11-18T00:00:00Z', health_status: 'broken', pull_request: null }],
      firstFailure: { at: '2026-11-17T18:40:15Z', commit: 'cec2143625c5', pull: details('broken').first_failure_pull },
      lastFailureAt: '2026-11-20T11:49:51Z',
    });
  });

  it('does not guess at a health value newer than this dashboard', () => {
    expect(toVerdictEvidence({ details: details('quarantined-ish'), transitions: [] }).health).toBe('healthy');
  });
});
