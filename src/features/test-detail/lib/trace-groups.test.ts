import { describe, expect, it } from 'vitest';
import type { TestFailureEvent } from '@/api/types';
import { commitOfOccurrence, groupIdenticalTraces } from './trace-groups';

const event = (id: string, trace: string | null, at = '2026-11-20T10:00:00Z'): TestFailureEvent => ({
  id,
  failed_at: at,
  exception_stacktrace: trace,
  test_filepath: 'a.ts',
  test_programming_language: 'typescript',
  job_url: null,
});

describe('groupIdenticalTraces', () => {
  it('collapses identical traces in order of their newest event, events in order inside', () => {
    const groups = groupIdenticalTraces([event('1', 'A'), event('2', 'B'), event('3', 'A'), event('4', null), event('5', '')]);
    expect(groups.map((group) => [group.trace, group.events.map((item) => item.id)])).toEqual([
      ['A', ['1', '3']],
      ['B', ['2']],
      [null, ['4', '5']],
    ]);
  });

  it('keeps traces that differ by a single character apart', () => {
    expect(groupIdenticalTraces([event('1', 'at a.ts:1'), event('2', 'at a.ts:2')])).toHaveLength(2);
    expect(groupIdenticalTraces([])).toEqual([]);
  });
});

describe('commitOfOccurrence', () => {
  it('knows the commit of the first failure only', () => {
    const first = { at: '2026-11-17T18:40:15.452Z', commit: 'cec2143625c5' };
    expect(commitOfOccurrence({ failed_at: '2026-11-17T18:40:15.452Z' }, first)).toBe('cec2143625c5');
    expect(commitOfOccurrence({ failed_at: '2026-11-18T00:00:00Z' }, first)).toBeNull();
    expect(commitOfOccurrence({ failed_at: '2026-11-17T18:40:15.452Z' }, { at: null, commit: null })).toBeNull();
  });
});
