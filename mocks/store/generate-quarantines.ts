// The quarantines a repository starts with: the showcase ones, auto quarantines of flaky tests,
// manual ones of broken tests (some since recovered), on all branches or on one.
import { seededQuarantineIdOf } from '../core/ids';
import type { Random } from '../core/seeded-random';
import { HOUR_MS } from '../test-insights/time-constants';
import type { TestDefinition } from '../test-insights/test-run-store';
import { RELEASE_BRANCH } from './generate-people';
import type { GeneratedTest } from './generate-tests';
import { PLAIN_TEXT } from './hostile-text';
import type { RepositoryProfile } from './repository-profiles';
import { SHOWCASE_QUARANTINES, SHOWCASE_TESTS } from './showcase-stories';
import type { QuarantineRecord } from './records';

type QuarantineStory = 'flaky' | 'broken' | 'recovered' | 'healthy';

/** How many tests of each story start quarantined. */
const PLANS: Record<'showcase' | 'other', Partial<Record<QuarantineStory, number>>> = {
  showcase: { flaky: 5, broken: 3, recovered: 2, healthy: 1 },
  other: { flaky: 2, broken: 1 },
};

function reasonFor(story: QuarantineStory, source: 'manual' | 'auto', random: Random): string {
  if (source === 'auto') return 'Auto-quarantined: flaky on main (repeated failures passing on retry)';
  if (story === 'broken') return random.pick(['Broken on main, fix in progress', 'Fails after the last dependency bump; investigating']);
  if (story === 'recovered') return random.pick(['Failing since a regression on main', 'Blocks merges; owner investigating']);
  return 'Pinned while the release branch stabilises';
}

export function generateQuarantines(
  profile: RepositoryProfile,
  tests: readonly GeneratedTest[],
  /** The anchor day: every seeded quarantine was created before it. */
  anchor: number,
  random: Random,
): QuarantineRecord[] {
  const fullName = `${profile.owner}/${profile.name}`;
  const records: QuarantineRecord[] = [];
  // A test name is quarantined at most once per repository (the create operation 409s a second one).
  const used = new Set<string>();
  const add = (test: TestDefinition, branch: string | null, source: 'manual' | 'auto', reason: string, createdAt: number) => {
    if (used.has(test.testName)) return;
    used.add(test.testName);
    records.push({
      id: seededQuarantineIdOf(fullName, test.testName, branch),
      testName: test.testName,
      testId: test.testId,
      reason,
      branch,
      createdAt: Math.floor(createdAt),
      source,
    });
  };

  if (profile.showcase) {
    for (const spec of Object.values(SHOWCASE_QUARANTINES)) {
      const name = SHOWCASE_TESTS[spec.test].testName;
      const test = tests.find((candidate) => candidate.definition.testName === name)?.definition;
      if (test) add(test, spec.branch, spec.source, spec.reason, anchor - spec.createdAgoMs);
    }
  }
  for (const [story, count] of Object.entries(PLANS[profile.showcase ? 'showcase' : 'other']) as [QuarantineStory, number][]) {
    const candidates = tests.filter((candidate) => candidate.plan.story === story && !used.has(candidate.definition.testName));
    for (let n = 0; n < count && candidates.length > 0; n += 1) {
      const [chosen] = candidates.splice(random.int(0, candidates.length - 1), 1);
      if (!chosen) break;
      const source = story === 'flaky' ? 'auto' : 'manual';
      const branch = story === 'healthy' ? RELEASE_BRANCH : random.chance(0.6) ? null : profile.defaultBranch;
      const reason = (profile.text ?? PLAIN_TEXT)('reason', reasonFor(story, source, random), records.length);
      add(chosen.definition, branch, source, reason, anchor - random.int(6, 20 * 24) * HOUR_MS);
    }
  }
  return records.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
}
