import { describe, expect, it } from 'vitest';
import { isQueueCodeField, queueCodeLabel } from './queue-codes';

describe('queueCodeLabel', () => {
  it('words the codes the contract names', () => {
    expect(queueCodeLabel('PR_AHEAD_DEQUEUED')).toBe('a pull request ahead was dequeued');
    expect(queueCodeLabel('CHECKS_TIMEOUT')).toBe('the checks timed out');
  });

  it('reads an unknown code out from its own words, keeping acronyms', () => {
    expect(queueCodeLabel('PR_AHEAD_FELL_OVER')).toBe('PR ahead fell over');
    expect(queueCodeLabel('SOMETHING_NEW')).toBe('something new');
  });

  it('keeps a code without words as it is', () => {
    expect(queueCodeLabel('___')).toBe('___');
  });
});

describe('isQueueCodeField', () => {
  it('knows the two code fields', () => {
    expect(isQueueCodeField('abort_code')).toBe(true);
    expect(isQueueCodeField('dequeue_code')).toBe(true);
    expect(isQueueCodeField('abort_reason')).toBe(false);
  });
});
