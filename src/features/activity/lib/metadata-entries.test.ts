import { describe, expect, it } from 'vitest';
import { humanizeKey, metadataEntries, toDetailValue } from './metadata-entries';

describe('metadata entries', () => {
  it('names keys for people', () => {
    expect(humanizeKey('priority_rule_name')).toBe('Priority rule name');
    expect(humanizeKey('merge_commit_sha')).toBe('Merge commit SHA');
    expect(humanizeKey('test_id')).toBe('Test ID');
    expect(humanizeKey('pull_request_numbers')).toBe('Pull request numbers');
    expect(humanizeKey('___')).toBe('___');
  });

  it('classifies values into text, times, links and nested records', () => {
    expect(
      metadataEntries({
        queue_name: 'default',
        merged: false,
        size: 3,
        queued_at: '2026-11-20T09:59:16.827Z',
        job_url: 'https://github.com/acme/checkout/actions/runs/1',
        evil_url: 'javascript:alert(1)',
        batch_id: null,
        scopes: [],
        reviewers: ['a', 'b'],
        author: { login: 'wei', id: 1 },
      }),
    ).toEqual([
      { key: 'queue_name', label: 'Queue name', value: { kind: 'text', text: 'default' } },
      { key: 'merged', label: 'Merged', value: { kind: 'text', text: 'no' } },
      { key: 'size', label: 'Size', value: { kind: 'text', text: '3' } },
      { key: 'queued_at', label: 'Queued at', value: { kind: 'time', iso: '2026-11-20T09:59:16.827Z' } },
      { key: 'job_url', label: 'Job URL', value: { kind: 'link', url: 'https://github.com/acme/checkout/actions/runs/1' } },
      { key: 'evil_url', label: 'Evil URL', value: { kind: 'text', text: 'javascript:alert(1)' } },
      { key: 'batch_id', label: 'Batch ID', value: { kind: 'none' } },
      { key: 'scopes', label: 'Scopes', value: { kind: 'none' } },
      { key: 'reviewers', label: 'Reviewers', value: { kind: 'text', text: 'a, b' } },
      {
        key: 'author',
        label: 'Author',
        value: {
          kind: 'record',
          entries: [
            { key: 'login', label: 'Login', value: { kind: 'text', text: 'wei' } },
            { key: 'id', label: 'ID', value: { kind: 'text', text: '1' } },
          ],
        },
      },
    ]);
  });

  it('lists records of an array and caps long lists and deep nesting', () => {
    const checks = Array.from({ length: 25 }, (_, index) => ({ name: `check-${index}` }));
    const value = toDetailValue(checks);
    expect(value.kind).toBe('list');
    if (value.kind === 'list') {
      expect(value.items).toHaveLength(20);
      expect(value.more).toBe(5);
    }
    const words = toDetailValue(Array.from({ length: 25 }, (_, index) => index));
    expect(words).toEqual({ kind: 'text', text: `${Array.from({ length: 20 }, (_, index) => index).join(', ')} … (25 in all)` });
    const deep = { a: { b: { c: { d: { e: { f: 'too deep' } } } } } };
    expect(JSON.stringify(metadataEntries(deep))).toContain('"text":"…"');
  });

  it('answers nothing for metadata that is not an object', () => {
    expect(metadataEntries(null)).toEqual([]);
    expect(metadataEntries([1, 2])).toEqual([]);
    expect(metadataEntries('x')).toEqual([]);
  });
});

describe('queue codes in the details', () => {
  it('reads an abort or dequeue code as words with the code beside them', () => {
    expect(metadataEntries({ abort_code: 'PR_AHEAD_DEQUEUED', dequeue_code: null })).toEqual([
      { key: 'abort_code', label: 'Abort code', value: { kind: 'text', text: 'a pull request ahead was dequeued (PR_AHEAD_DEQUEUED)' } },
      { key: 'dequeue_code', label: 'Dequeue code', value: { kind: 'none' } },
    ]);
  });
});
