// The test a per-test path names: known while it ran on the default branch within the retention
// (otherwise, as for an unknown id, 404 "Test not found").
import type { RepositoryState } from '../store/types';
import { identitySummaries } from './identity-summaries';
import { testRuns, type TestDefinition, type TestRun } from './test-run-store';

export interface FoundTest {
  test: TestDefinition;
  /** Its runs over all its identities, in time order. */
  runs: TestRun[];
}

export function findTest(repository: RepositoryState, testId: string, now: number): FoundTest | null {
  const test = repository.tests.testsById.get(testId);
  if (!test) return null;
  const summaries = identitySummaries(repository.tests, now);
  if (!test.identities.some((identity) => summaries[identity.index]!.retained)) return null;
  return { test, runs: testRuns(test) };
}
