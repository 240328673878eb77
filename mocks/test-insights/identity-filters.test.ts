import { describe, expect, it } from 'vitest';
import { emptyIdentityFilters, identityFilter, type IdentityFilters } from './identity-filters';
import type { IdentitySummary, TestIdentity } from './test-run-store';
import { runs } from '../../tests/mock-kit/runs';

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
const summaries: IdentitySummary[] = [
  { health: 0, confidence: 2, impact: -1, failureRatio: 0, executions: 10, failed: 0, retained: true },
  { health: 1, confidence: 1, impact: 0, failureRatio: 0.01, executions: 20, failed: 1, retained: true },
  { health: 2, confidence: 0, impact: 2, failureRatio: 0.9, executions: 30, failed: 27, retained: true },
];
const pick = (filters: Partial<IdentityFilters>) =>
  identities.filter(identityFilter({ ...emptyIdentityFilters(), ...filters }, summaries)).map((item) => item.index);

describe('identityFilter', () => {
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
