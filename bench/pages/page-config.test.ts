import { describe, expect, it } from 'vitest';
import { answerRows, readPageConfig, referencePageUrl } from './page-config';

describe('answerRows', () => {
  it('makes a row of each item of the answer’s list, with its plain values', () => {
    const answer = {
      size: 2,
      per_page: 25,
      tests: [
        { test_id: 'a', test_name: 'tests/a', metrics: { health_status: 'flaky' } },
        { test_id: 'b', test_name: 'tests/b' },
      ],
    };
    expect(answerRows(answer)).toEqual([
      ['a', 'tests/a'],
      ['b', 'tests/b'],
    ]);
  });
  it('makes a row of each interval of a grouped statistic, led by its group', () => {
    const answer = {
      groups: [
        {
          base_ref: 'main',
          queue_name: 'default',
          stats: [
            { start: '2026-11-01T00:00:00Z', merged: 3 },
            { start: '2026-11-02T00:00:00Z', merged: 5 },
          ],
        },
      ],
    };
    expect(answerRows(answer)).toEqual([
      ['main', 'default', '2026-11-01T00:00:00Z', 3],
      ['main', 'default', '2026-11-02T00:00:00Z', 5],
    ]);
  });
  it('makes one row of an answer without a list', () => {
    expect(answerRows({ value: 554, unit: 'tests' })).toEqual([[554, 'tests']]);
  });
});

describe('page config', () => {
  it('travels through the page URL unchanged', () => {
    const config = {
      requests: ['http://127.0.0.1:5610/v1/x?a=1&b=2'],
      token: 'demo-admin-key',
      next: ['http://127.0.0.1:5610/v1/y', 'http://127.0.0.1:5610/v1/z'],
    };
    const url = new URL(referencePageUrl('http://127.0.0.1:5613', config));
    expect(readPageConfig(url.hash)).toEqual(config);
  });
});
