// One health per test (docs/decisions.md, "One health per test"): its worst identity's, each
// classified from its own runs as search reports it.
import { HEALTHY, classifyHealthAt } from './health';
import type { TestDefinition } from './test-run-store';

export function classifyTestAt(test: TestDefinition, at: number): number {
  return Math.max(HEALTHY, ...test.identities.map((identity) => classifyHealthAt(identity.runs, at)));
}
