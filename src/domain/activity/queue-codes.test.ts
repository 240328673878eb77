import { describe, expect, it } from 'vitest';
import openapi from '@/api/generated/openapi.json';
import { isQueueCodeField, QUEUE_CODE_LABELS, queueCodeLabel } from './queue-codes';

/** The codes the contract's QueueAbortCode description names (the vendor's published list). */
const CONTRACT_CODES =
  (openapi.components.schemas.QueueAbortCode.description.split('names these')[1] ?? '').match(/[A-Z][A-Z_]+[A-Z]/g) ?? [];

describe('queueCodeLabel', () => {
  it('words the codes the contract names', () => {
    expect(queueCodeLabel('PR_AHEAD_DEQUEUED')).toBe('a pull request ahead was dequeued');
    expect(queueCodeLabel('CHECKS_TIMEOUT')).toBe('the checks timed out');
  });

  it('words every code the contract names, the August 2026 ones included', () => {
    expect(CONTRACT_CODES).toHaveLength(39);
    expect(CONTRACT_CODES.filter((code) => !(code in QUEUE_CODE_LABELS))).toEqual([]);
    expect(queueCodeLabel('CHECKS_INTERRUPTED')).toBe('the checks were cancelled before they gave a result');
    expect(queueCodeLabel('BATCH_PULL_REQUEST_CLOSED')).toBe('the batch’s draft pull request was closed');
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
