import { describe, expect, it } from 'vitest';
import type { TestSearchResult } from '@/api/types';
import { byTest } from './palette-queries';

const result = (testId: string, testName: string, pipeline: string, job: string) =>
  ({ test_id: testId, test_name: testName, pipeline_name: pipeline, job_name: job }) as TestSearchResult;

describe('byTest', () => {
  it('lists a test once, with every pipeline and job its identities run in, in answer order', () => {
    expect(
      byTest([
        result('t1', 'test_pay', 'ci', 'unit (3.11)'),
        result('t2', 'test_refund', 'ci', 'unit (3.11)'),
        result('t1', 'test_pay', 'ci', 'unit (3.12)'),
        result('t1', 'test_pay', 'ci', 'unit (3.12)'),
      ]),
    ).toEqual([
      { kind: 'test', testId: 't1', testName: 'test_pay', where: 'ci › unit (3.11), ci › unit (3.12)' },
      { kind: 'test', testId: 't2', testName: 'test_refund', where: 'ci › unit (3.11)' },
    ]);
  });
});
