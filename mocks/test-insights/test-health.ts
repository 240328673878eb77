// One health per test (docs/decisions.md, "One health per test"): a test's badge is its worst identity's
// (broken > flaky > healthy), each identity classified from its own runs as search reports it. Test
// details, quarantines and anything that states "the test's health" read it here.
import { HEALTHY, classifyHealthAt } from './health';
import type { TestDefinition } from './test-run-store';

/** The test's badge at `at`: the worst of its identities' verdicts. */
export function classifyTestAt(test: TestDefinition, at: number): number {
  let worst = HEALTHY;
  for (const identity of test.identities) worst = Math.max(worst, classifyHealthAt(identity.runs, at));
  return worst;
}
