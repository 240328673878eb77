// Finds the test a per-test path names. A test is known while it has default-branch runs within the
// retention; otherwise (or for an id no test has) the answer is 404 "Test not found".
import type { RepositoryState } from '../store/types';
import { identitySummaries, testRuns } from './identity-summaries';
import type { RunColumns } from './run-columns';
import type { TestDefinition } from './test-run-store';

export interface FoundTest {
  test: TestDefinition;
  columns: RunColumns;
}

export function findTest(repository: RepositoryState, testId: string, now: number): FoundTest | null {
  const store = repository.tests;
  const test = store.testsById.get(testId);
  if (!test) return null;
  const summaries = identitySummaries(store, now);
  if (!test.identities.some((identity) => summaries.retained[identity.index] === 1)) return null;
  return { test, columns: testRuns(store, test) };
}
