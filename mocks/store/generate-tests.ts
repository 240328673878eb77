// The tests of a repository and the story each tells (flaky, broken and maybe fixed, new, retired, skipped,
// slowed down, rarely run), tied to default-branch commits so a breakage points at the pull request behind it.
import { testIdOf } from '../core/ids';
import type { Random } from '../core/seeded-random';
import { DAY_MS, HOUR_MS } from '../test-insights/time-constants';
import { type Commit, type FailureKind, type TestDefinition, type TestStory } from '../test-insights/test-run-store';
import { firstAtOrAfter } from '../core/date-time';
import { brokenFailureKind, flakyFailureKinds, type FailureContext } from './failure-catalog';
import type { RepositoryProfile, StoryMix, SuiteProfile } from './repository-profiles';
import { SHOWCASE_PULL_REQUESTS, SHOWCASE_TESTS, type ShowcaseTest } from './showcase-stories';
import { buildTestNaming, type TestNaming } from './test-names';
import { PLAIN_TEXT, type TextField, type TextStyle } from './hostile-text';

const NEVER = Number.MAX_SAFE_INTEGER;

export interface IdentityPlan {
  baseDurationMs: number;
  failureProbability: number;
  /** Start offset of the test within its job, in ms. */
  offsetInJobMs: number;
}

export interface GeneratedTest {
  definition: TestDefinition;
  plan: TestPlan;
}

/** A test's story as the run simulation reads it; commit indexes are default-branch ones, ranges half-open. */
export type TestPlan = ReturnType<typeof emptyPlan>;

function emptyPlan(story: TestStory) {
  return {
    story,
    alwaysSkipped: false,
    skipRate: 0,
    /** Share of pipeline runs the test takes part in (path filters); 1 for most. */
    runShare: 1,
    introducedAt: 0,
    retiredAt: NEVER,
    breakAt: NEVER,
    fixAt: NEVER,
    slowdownAt: NEVER,
    slowdownFactor: 1,
    /** Failure kind indexes. */
    brokenKind: -1,
    flakyKinds: [] as number[],
    identityPlans: [] as IdentityPlan[],
  };
}

function pickStory(profile: RepositoryProfile, random: Random): TestStory {
  let draw = random.next();
  for (const [story, share] of Object.entries(profile.stories) as [keyof StoryMix, number][]) {
    if (draw < share) return story;
    draw -= share;
  }
  return 'healthy';
}

function flakyProbability(random: Random): number {
  const band = random.next();
  if (band < 0.4) return 0.01 + random.next() * 0.04;
  if (band < 0.8) return 0.05 + random.next() * 0.1;
  return 0.15 + random.next() * 0.2;
}

/** A commit in [from, to) among those the test's pipeline ran on, preferring direct pushes or else pull requests' ones. */
function commitBetween(
  commits: readonly Commit[],
  candidates: readonly number[],
  from: number,
  to: number,
  random: Random,
  preferDirect: boolean,
): number {
  const inRange = candidates.filter((index) => {
    const time = commits[index]?.time ?? 0;
    return time >= from && time < to;
  });
  if (inRange.length === 0) return Math.min(firstAtOrAfter(commits, from), commits.length - 1);
  const pool = inRange.filter((index) => (commits[index]?.pullRequest ? !preferDirect : preferDirect));
  return random.pick(pool.length > 0 ? pool : inRange);
}

interface PlanContext {
  commits: readonly Commit[];
  ranOn: ReadonlyMap<string, readonly number[]>;
  /** The anchor day: stories are placed before it, so every store anchored that day tells them alike. */
  anchor: number;
  random: Random;
}

function planStory(plan: TestPlan, failureContext: FailureContext, kinds: FailureKind[], pipeline: string, context: PlanContext): void {
  const { commits, anchor, random } = context;
  const ran = context.ranOn.get(pipeline) ?? [];
  const commitIn = (from: number, to: number, preferDirect: boolean) => commitBetween(commits, ran, from, to, random, preferDirect);
  const addFlakyKinds = (count: number) => {
    for (const kind of flakyFailureKinds(failureContext, random, count)) {
      plan.flakyKinds.push(kinds.length);
      kinds.push(kind);
    }
  };
  const addBrokenKind = () => {
    plan.brokenKind = kinds.length;
    kinds.push(brokenFailureKind(failureContext, random));
  };
  switch (plan.story) {
    case 'flaky':
      addFlakyKinds(random.int(1, 3));
      break;
    case 'broken':
      addBrokenKind();
      // One in six breakages comes from a direct push (no pull request to point at).
      plan.breakAt = commitIn(anchor - 6 * DAY_MS, anchor - 3 * HOUR_MS, random.chance(1 / 6));
      break;
    case 'recovered': {
      addBrokenKind();
      plan.breakAt = commitIn(anchor - 27 * DAY_MS, anchor - 4 * DAY_MS, false);
      const brokeAt = commits[plan.breakAt]?.time ?? anchor - 10 * DAY_MS;
      plan.fixAt = commitIn(brokeAt + DAY_MS, Math.min(brokeAt + 5 * DAY_MS, anchor - 2 * HOUR_MS), false);
      if (plan.fixAt <= plan.breakAt) plan.fixAt = plan.breakAt + 1;
      break;
    }
    case 'new':
      plan.introducedAt = commitIn(anchor - 25 * DAY_MS, anchor - 5 * DAY_MS, false);
      if (random.chance(0.3)) addFlakyKinds(1);
      break;
    case 'retired':
      plan.retiredAt = commitIn(anchor - 25 * DAY_MS, anchor - 10 * DAY_MS, true);
      break;
    case 'skipped':
      plan.alwaysSkipped = random.chance(0.5);
      plan.skipRate = plan.alwaysSkipped ? 1 : 0.3 + random.next() * 0.4;
      break;
    case 'slowdown':
      plan.slowdownAt = commitIn(anchor - 20 * DAY_MS, anchor - 2 * DAY_MS, false);
      plan.slowdownFactor = 1.8 + random.next() * 1.4;
      break;
    case 'low-data':
      plan.runShare = 0.1;
      break;
    case 'healthy':
      break;
  }
}

function makeDefinition(
  index: number,
  naming: TestNaming,
  suite: SuiteProfile,
  missingMetadata: boolean,
  story: TestStory,
): TestDefinition {
  return {
    index,
    testId: testIdOf(naming.testName),
    testName: naming.testName,
    metadata: {
      framework: suite.framework,
      frameworkVersion: missingMetadata ? null : suite.frameworkVersion,
      language: suite.language,
      filePath: missingMetadata ? null : naming.filePath,
      functionName: naming.functionName,
    },
    failureKinds: [],
    identities: [],
    story,
  };
}

/** Adds the test's identity in a job, with its plan: the base duration jittered, within the suite's range. */
function addIdentity(
  { definition, plan }: GeneratedTest,
  suite: SuiteProfile,
  [pipelineName, jobName]: readonly [string, string],
  baseDuration: number,
  failureProbability: number,
  random: Random,
): void {
  const localIndex = definition.identities.length;
  definition.identities.push({ index: -1, localIndex, test: definition, pipelineName, jobName, runs: [], branchRuns: [] });
  const [min, max] = suite.durationMs;
  const baseDurationMs = Math.min(max * 1.5, Math.max(min, baseDuration * Math.exp(random.normal(0, 0.15))));
  plan.identityPlans.push({ baseDurationMs, failureProbability, offsetInJobMs: 0 });
}

function failureContextOf(profile: RepositoryProfile, suite: SuiteProfile, naming: TestNaming): FailureContext {
  return { repository: profile.name, language: suite.language, framework: suite.framework, ...naming };
}

function showcaseTest(spec: ShowcaseTest, profile: RepositoryProfile, index: number, context: PlanContext): GeneratedTest {
  const suite = profile.suites.find((candidate) => candidate.key === spec.suite);
  if (!suite) throw new Error(`Showcase suite ${spec.suite} missing from ${profile.name}`);
  const area = spec.filePath.split('/').at(-2) ?? 'payments';
  const className = suite.framework === 'junit' ? spec.testName.slice(0, spec.testName.lastIndexOf('.')) : undefined;
  const naming: TestNaming = { testName: spec.testName, filePath: spec.filePath, functionName: spec.functionName, area, className };
  const definition = makeDefinition(index, naming, suite, false, spec.story);
  const plan = emptyPlan(spec.story);
  const kinds: FailureKind[] = [];
  const failureContext = failureContextOf(profile, suite, naming);
  const commitOf = (key: keyof typeof SHOWCASE_PULL_REQUESTS) => {
    const number = SHOWCASE_PULL_REQUESTS[key].number;
    const found = context.commits.findIndex((commit) => commit.pullRequest?.number === number);
    if (found < 0) throw new Error(`Showcase pull request #${number} has no commit`);
    return found;
  };
  // Re-draw until the catalog yields the scripted exception type (the catalog is small).
  const kindOfType = (make: () => FailureKind) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const candidate = make();
      if (!spec.exceptionType || candidate.exceptionType === spec.exceptionType) return candidate;
    }
    throw new Error(`No ${spec.exceptionType} failure for ${suite.framework}`);
  };
  if (spec.story === 'flaky') {
    plan.flakyKinds = [0];
    kinds.push(kindOfType(() => flakyFailureKinds(failureContext, context.random, 1)[0] as FailureKind));
  }
  if (spec.brokenBy) {
    plan.brokenKind = kinds.length;
    kinds.push(kindOfType(() => brokenFailureKind(failureContext, context.random)));
    plan.breakAt = commitOf(spec.brokenBy);
    if (spec.fixedBy) plan.fixAt = commitOf(spec.fixedBy);
  }
  if (spec.introducedBy) plan.introducedAt = commitOf(spec.introducedBy);
  if (spec.story === 'low-data') plan.runShare = 1; // it already runs only weekly
  definition.failureKinds = kinds;
  const baseDuration = (suite.durationMs[0] + suite.durationMs[1]) / 4;
  for (const identity of spec.identities) {
    addIdentity({ definition, plan }, suite, identity, baseDuration, spec.failureProbability ?? 0, context.random);
  }
  return { definition, plan };
}

/** `value` with each of `fields` as the repository writes it (the ordinal: the entity's index, one more per field). */
function styled<T extends object>(value: T, text: TextStyle, ordinal: number, fields: Partial<Record<keyof T, TextField>>): T {
  if (text === PLAIN_TEXT) return value;
  const entries = Object.entries(fields) as [keyof T & string, TextField][];
  return {
    ...value,
    ...Object.fromEntries(entries.map(([key, field], index) => [key, text(field, value[key] as string, ordinal + index)])),
  };
}

export function generateTests(
  profile: RepositoryProfile,
  commits: readonly Commit[],
  ranOn: ReadonlyMap<string, readonly number[]>,
  anchorDay: number,
  random: Random,
): GeneratedTest[] {
  const context: PlanContext = { commits, ranOn, anchor: anchorDay, random };
  const generated: GeneratedTest[] = [];
  const names = new Set<string>();
  if (profile.showcase) {
    for (const spec of Object.values(SHOWCASE_TESTS)) {
      generated.push(showcaseTest(spec, profile, generated.length, context));
      names.add(spec.testName);
    }
  }
  for (const suite of profile.suites) {
    for (let n = 0; n < suite.tests; n += 1) {
      let naming = buildTestNaming(suite, profile.name, profile.areas, random);
      for (let attempt = 0; names.has(naming.testName) && attempt < 20; attempt += 1) {
        naming = buildTestNaming(suite, profile.name, profile.areas, random);
      }
      if (names.has(naming.testName)) naming = { ...naming, testName: `${naming.testName} [${n}]` };
      names.add(naming.testName);
      naming = styled(naming, profile.text ?? PLAIN_TEXT, generated.length, {
        testName: 'testName',
        filePath: 'filePath',
        functionName: 'functionName',
      });

      const story = pickStory(profile, random);
      const definition = makeDefinition(generated.length, naming, suite, random.chance(suite.missingMetadataShare), story);
      const plan = emptyPlan(story);
      const kinds: FailureKind[] = [];
      planStory(plan, failureContextOf(profile, suite, naming), kinds, suite.placements[0]?.pipeline ?? '', context);
      definition.failureKinds = kinds.map((kind, index) =>
        styled(kind, profile.text ?? PLAIN_TEXT, generated.length + index, {
          messageTemplate: 'failureMessage',
          stackTemplate: 'stackTrace',
        }),
      );

      const [min, max] = suite.durationMs;
      const baseDuration = Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
      const flaky = story === 'flaky' || plan.flakyKinds.length > 0;
      const probability = flaky ? flakyProbability(random) : 0;
      suite.placements.forEach((placement, index) => {
        if (index > 0 && !random.chance(placement.share)) return;
        // Some flaky tests flake mostly under one identity (one browser, one runtime).
        const multiplier = index === 0 ? 1 : random.pick([0, 0.3, 1, 1.2]);
        addIdentity({ definition, plan }, suite, [placement.pipeline, placement.job], baseDuration, probability * multiplier, random);
      });
      generated.push({ definition, plan });
    }
  }
  return generated;
}
