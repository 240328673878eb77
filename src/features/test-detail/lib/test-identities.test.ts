import { describe, expect, it } from 'vitest';
import type { TestExecutionResult, TestSearchResult } from '@/api/types';
import { selectedIdentity, testIdentities } from './test-identities';

const execution = (pipeline: string, job: string, count: number): TestExecutionResult => ({
  test_id: 't',
  test_name: 'n',
  pipeline_name: pipeline,
  job_name: job,
  executions_count: count,
});
const row = (pipeline: string, job: string, health: 'healthy' | 'flaky' | 'broken'): TestSearchResult => ({
  test_id: 't',
  test_name: 'n',
  pipeline_name: pipeline,
  job_name: job,
  metrics: { health_status: health, health_confidence: 'high', failed_executions_impact: null },
});

describe('test identities', () => {
  const identities = testIdentities(
    [execution('ci', 'node 22', 25), execution('ci', 'node 20', 24)],
    [row('ci', 'node 20', 'broken'), row('nightly', 'pg 15', 'healthy'), row('ci', 'node 22', 'flaky')],
  );

  it('orders by executions and adds identities without runs in the window last', () => {
    expect(identities.map((identity) => [identity.pipeline, identity.job, identity.executions, identity.metrics?.health_status])).toEqual([
      ['ci', 'node 22', 25, 'flaky'],
      ['ci', 'node 20', 24, 'broken'],
      ['nightly', 'pg 15', 0, 'healthy'],
    ]);
  });

  it('selects the identity the URL names, else the busiest', () => {
    expect(selectedIdentity(identities, 'nightly', 'pg 15')?.job).toBe('pg 15');
    expect(selectedIdentity(identities, 'nightly', 'nope')?.job).toBe('node 22');
    expect(selectedIdentity(identities, undefined, undefined)?.job).toBe('node 22');
    expect(selectedIdentity([], undefined, undefined)).toBeNull();
  });
});
