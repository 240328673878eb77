// Generates the immutable part of one demo repository (users, pull requests, commits, tests and
// runs, the quarantines it starts with) from a profile, a seed, a scale and an anchor time.
import { createRandom } from '../core/seeded-random';
import { columnsFromRuns } from '../test-insights/run-columns';
import { createTestInsightsMemo } from '../test-insights/test-insights-memo';
import type { TestDefinition, TestIdentity, TestRunStore } from '../test-insights/test-run-store';
import { generateDefaultBranchCommits } from './generate-commits';
import { BOT_USERS, generatePullRequests, generateUsers } from './generate-people';
import { generateQuarantines } from './generate-quarantines';
import { generateTests } from './generate-tests';
import type { RepositoryProfile } from './repository-profiles';
import { planPipelineRuns } from './plan-pipeline-runs';
import { SHOWCASE_PULL_REQUESTS } from './showcase-stories';
import { simulateRuns } from './simulate-runs';
import type { MockUser, PullRequest, QuarantineRecord } from './records';

/** Days of runs generated before the anchor (the retention). */
export const HISTORY_DAYS = 30;
const DAY = 86_400_000;
const SHOWCASE_NUMBERS = new Set<number>(Object.values(SHOWCASE_PULL_REQUESTS).map((pr) => pr.number));

export interface RepositoryDataset {
  profile: RepositoryProfile;
  fullName: string;
  users: MockUser[];
  pullRequests: PullRequest[];
  tests: TestRunStore;
  initialQuarantines: readonly QuarantineRecord[];
  seed: string;
  scale: number;
}

export function generateRepositoryDataset(
  profile: RepositoryProfile,
  options: { seed: string; scale: number; anchor: number },
): RepositoryDataset {
  const fullName = `${profile.owner}/${profile.name}`;
  const root = createRandom(`${options.seed}|${fullName}`);
  const { anchor } = options;
  const scale = profile.scaled ? options.scale : 1;
  const historyStart = anchor - HISTORY_DAYS * DAY;

  const users = generateUsers(Math.round(profile.users * Math.max(1, Math.sqrt(scale))), root.fork('users'));
  const pullRequests = generatePullRequests(
    profile,
    Math.round(profile.pullRequests * scale),
    anchor,
    users,
    root.fork('pull-requests'),
  );
  const commits = generateDefaultBranchCommits(pullRequests, profile.defaultBranch, historyStart, anchor, root.fork('commits'));
  // Showcase pull requests' commits run every push pipeline: their stories must be observed there.
  const showcaseCommits = new Set<number>();
  commits.forEach((commit, index) => {
    if (commit.pullRequest && SHOWCASE_NUMBERS.has(commit.pullRequest.number)) showcaseCommits.add(index);
  });
  const schedule = planPipelineRuns(profile, commits, historyStart, anchor, showcaseCommits, root.fork('schedule'));
  const generated = generateTests(profile, scale, commits, schedule, anchor, root.fork('tests'));

  const identities: TestIdentity[] = [];
  for (const { definition } of generated) {
    for (const identity of definition.identities) {
      identity.index = identities.length;
      identities.push(identity);
    }
  }
  const simulated = simulateRuns(profile, generated, identities, commits, pullRequests, {
    historyStart,
    anchor,
    scale,
    schedule,
    random: root.fork('runs'),
  });
  identities.forEach((identity, index) => {
    identity.runs = columnsFromRuns(simulated.main[index] ?? []);
    identity.branchRuns = columnsFromRuns(simulated.branch[index] ?? []);
  });

  const tests: TestDefinition[] = generated.map(({ definition }) => definition);
  const store: TestRunStore = {
    anchor,
    historyStart,
    commits: [...commits, ...simulated.branchCommits],
    tests,
    testsById: new Map(tests.map((test) => [test.testId, test])),
    identities,
    actionsUrl: `https://github.com/${fullName}/actions`,
    memo: createTestInsightsMemo(),
  };
  return {
    profile,
    fullName,
    users: [...users, ...BOT_USERS],
    pullRequests,
    tests: store,
    initialQuarantines: generateQuarantines(profile, generated, anchor, root.fork('quarantines')),
    seed: options.seed,
    scale,
  };
}
