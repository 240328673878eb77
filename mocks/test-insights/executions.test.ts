import { describe, expect, it } from 'vitest';
import { listExecutions } from './executions';
import type { TestDefinition, TestIdentity } from './test-run-store';
import { at, runs, sequence } from '../../tests/mock-kit/runs';

function testWith(counts: [string, string, number][]): TestDefinition {
  const test: TestDefinition = {
    index: 0,
    testId: 'id',
    testName: 'name',
    metadata: { framework: null, frameworkVersion: null, language: null, filePath: null, functionName: null },
    failureKinds: [],
    identities: [],
    story: 'healthy',
  };
  counts.forEach(([pipelineName, jobName, count], localIndex) => {
    const identity: TestIdentity = {
      index: localIndex,
      localIndex,
      test,
      pipelineName,
      jobName,
      runs: runs(sequence('P'.repeat(count))),
      branchRuns: runs([]),
    };
    test.identities.push(identity);
  });
  return test;
}

const test = testWith([
  ['ci', 'unit (3.11)', 5],
  ['ci', 'unit (3.12)', 8],
  ['nightly', 'integration', 5],
  ['e2e', 'never-in-window', 0],
]);
const window = { start: at(0), end: at(100) };
const rows = (sort: 'executions_count' | 'pipeline_name' | 'job_name', direction: 'asc' | 'desc', start = window.start) =>
  listExecutions(test, { ...window, start }, 0, sort, direction).map(
    (row) => `${row.identity.pipelineName}/${row.identity.jobName}:${row.executionsCount}`,
  );

describe('listExecutions', () => {
  it('lists identities with runs in the window, most executions first by default, ties by pipeline then job', () => {
    expect(rows('executions_count', 'desc')).toEqual(['ci/unit (3.12):8', 'ci/unit (3.11):5', 'nightly/integration:5']);
    expect(rows('executions_count', 'asc')).toEqual(['ci/unit (3.11):5', 'nightly/integration:5', 'ci/unit (3.12):8']);
  });

  it('sorts by pipeline or job name', () => {
    expect(rows('job_name', 'asc')).toEqual(['nightly/integration:5', 'ci/unit (3.11):5', 'ci/unit (3.12):8']);
    expect(rows('pipeline_name', 'desc')[0]).toBe('nightly/integration:5');
  });

  it('counts only runs inside the window', () => {
    expect(rows('executions_count', 'desc', at(6))).toEqual(['ci/unit (3.12):2']);
  });
});
