import { describe, expect, it } from 'vitest';
import { compileIdentityFilter, emptyIdentityFilters, type IdentityFilters } from './identity-filters';
import type { IdentitySummaries } from './test-insights-memo';
import type { TestIdentity } from './test-run-store';
import { runs } from './testing/runs';

function identity(index: number, testName: string, pipelineName: string, jobName: string): TestIdentity {
  const test = {
    index,
    testId: `id${index}`,
    testName,
    metadata: { framework: null, frameworkVersion: null, language: null, filePath: null, functionName: null },
    failureKinds: [],
    identities: [],
    story: 'healthy' as const,
  };
  return { index, localIndex: 0, test, pipelineName, jobName, runs: runs([]), branchRuns: runs([]) };
}

const identities = [
  identity(0, 'tests/a.py::test_one', 'ci', 'unit'),
  identity(1, 'tests/b.py::test_two', 'ci', 'integration'),
  identity(2, 'src/c.test.ts > c > three', 'e2e', 'chromium'),
];
const summaries: IdentitySummaries = {
  health: Uint8Array.from([0, 1, 2]),
  confidence: Uint8Array.from([2, 1, 0]),
  impact: Int8Array.from([-1, 0, 2]),
  failureRatio: Float64Array.from([0, 0.01, 0.9]),
  executions: Uint32Array.from([10, 20, 30]),
  failed: Uint32Array.from([0, 1, 27]),
  retained: Uint8Array.from([1, 1, 1]),
};
const pick = (filters: Partial<IdentityFilters>) =>
  identities.filter(compileIdentityFilter({ ...emptyIdentityFilters(), ...filters }, summaries)).map((item) => item.index);

describe('compileIdentityFilter', () => {
  it('keeps everything without filters', () => {
    expect(pick({})).toEqual([0, 1, 2]);
  });

  it('includes any of a list, excludes any of a list, and ANDs the lists', () => {
    expect(pick({ healthStatus: ['flaky', 'broken'] })).toEqual([1, 2]);
    expect(pick({ healthStatus: ['flaky', 'broken'], pipelineNameExclude: ['e2e'] })).toEqual([1]);
    expect(pick({ healthConfidenceExclude: ['high', 'low'] })).toEqual([1]);
    expect(pick({ jobName: ['unit', 'chromium'] })).toEqual([0, 2]);
  });

  it('matches test names with globs and excludes with globs', () => {
    expect(pick({ testName: ['tests/*'] })).toEqual([0, 1]);
    expect(pick({ testName: ['tests/?.py::test_*'], testNameExclude: ['*two'] })).toEqual([0]);
  });

  it('never matches a null impact with an impact value, never excludes it either', () => {
    expect(pick({ failedExecutionsImpact: ['low', 'high'] })).toEqual([1, 2]);
    expect(pick({ failedExecutionsImpactExclude: ['low', 'medium', 'high'] })).toEqual([0]);
  });
});
