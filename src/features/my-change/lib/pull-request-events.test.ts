import { describe, expect, it } from 'vitest';
import { baseBranchOf, isCiOrQueueEvent } from './pull-request-events';

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
