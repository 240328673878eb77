import { describe, expect, it } from 'vitest';
import { BROKEN, FLAKY, HEALTHY, classifyHealthAt, classifyTestAt } from './health';
import { type TestDefinition, type TestIdentity, testRuns } from './test-run-store';
import { at, runs, sequence } from '../../tests/mock-kit/runs';

/** A test of these identities' runs (only what classifyTestAt reads). */
function testOf(...identityRuns: ReturnType<typeof runs>[]): TestDefinition {
  const test = { identities: [] as TestIdentity[] } as unknown as TestDefinition;
  test.identities.push(
    ...identityRuns.map((columns, index) => ({ index, localIndex: index, test, runs: columns }) as unknown as TestIdentity),
  );
  return test;
}

describe('classifyTestAt: one health per test, its worst identity’s', () => {
  // One job fails on every commit (broken there); the other flaked once on a rerun and passes.
  const brokenJob = runs(sequence('PFFFFFFF', 0, 0).map((run) => ({ ...run, identity: 0 })));
  const flakyJob = runs([
    { h: 0, c: 'F', commit: 0, identity: 1 },
    { h: 0.5, c: 'P', commit: 0, attempt: 2, identity: 1 },
    ...sequence('PPPPPPP', 1, 1).map((run) => ({ ...run, identity: 1 })),
  ]);
  const now = at(10);

  it('reads broken when one identity is broken, though the merged runs read flaky', () => {
    expect(classifyHealthAt(brokenJob, now)).toBe(BROKEN);
    expect(classifyHealthAt(flakyJob, now)).toBe(FLAKY);
    // The old rule (the test's runs merged across identities): the other job's passes dilute the failures.
    expect(classifyHealthAt(testRuns(testOf(brokenJob, flakyJob)), now)).toBe(FLAKY);
    expect(classifyTestAt(testOf(brokenJob, flakyJob), now)).toBe(BROKEN);
  });

  it('reads healthy only when every identity is', () => {
    expect(classifyTestAt(testOf(runs(sequence('PPPP'))), now)).toBe(HEALTHY);
    expect(classifyTestAt(testOf(runs(sequence('PPPP')), flakyJob), now)).toBe(FLAKY);
  });
});
