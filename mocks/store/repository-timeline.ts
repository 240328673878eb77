// One demo repository's generated history on absolute UTC time (pull requests, commits, runs, events), one UTC
// day at a time from streams named by that day; shared by the stores anchored that day, only ever appended to.
import type { Random } from '../core/seeded-random';
import type { EventHistory } from '../activity/generation/event-history';
import type { Commit, TestDefinition, TestIdentity, TestRun } from '../test-insights/test-run-store';
import { DAY_MS } from '../test-insights/time-constants';
import { pullRequestsOfDay, pullRequestsPerDay, type PullRequestNumbers } from './generate-people';
import { dayLabel, HISTORY_DAYS, type HistoryFrame } from './history-frame';
import { pipelineRunsOfDay } from './plan-pipeline-runs';
import type { MockUser, PullRequest, QuarantineRecord } from './records';
import type { RepositoryProfile } from './repository-profiles';
import { SHOWCASE_PULL_REQUESTS } from './showcase-stories';
import { emptyRunSink, simulateBranchRuns, simulatePipelineRuns, sortRuns, type JobRoster } from './simulate-runs';

/** Share of pull requests merged (the rest stay open or are closed). */
const MERGED_SHARE = 0.84;
/** Share of pull requests aimed at the default branch (the rest at the release branch). */
const DEFAULT_BRANCH_SHARE = 0.97;
const SHOWCASE_NUMBERS = new Set<number>(Object.values(SHOWCASE_PULL_REQUESTS).map((pr) => pr.number));
/** Runs dropped from the shared history: past any store's retention and lookback, with a week to spare. */
export const SHARED_RUNS_KEPT_MS = (HISTORY_DAYS + 8 + 7) * DAY_MS;

export interface RepositoryTimeline {
  readonly profile: RepositoryProfile;
  readonly fullName: string;
  readonly seed: string;
  readonly frame: HistoryFrame;
  readonly users: readonly MockUser[];
  readonly pullRequests: PullRequest[];
  /** The next free pull request number (shared with the activity log). */
  readonly numbers: PullRequestNumbers;
  tests: readonly TestDefinition[];
  identities: readonly TestIdentity[];
  readonly commits: Commit[];
  readonly branchCommits: Commit[];
  /** Per identity index, in time order. */
  runs: TestRun[][];
  branchRuns: TestRun[][];
  initialQuarantines: readonly QuarantineRecord[];
  readonly events: EventHistory;
  /** Exclusive end of the generated days. */
  generatedUntil: number;
  readonly actionsUrl: string;
  readonly generation: DayGeneration;
}

export interface DayGeneration {
  readonly root: Random;
  readonly showcase: readonly PullRequest[];
  /** Merged pull requests whose merge commit has not landed yet, by merge time. */
  readonly pendingMerges: PullRequest[];
  readonly ranOn: Map<string, number[]>;
  roster: JobRoster;
}

export type OpenedDay = ReturnType<typeof openDay>;

function expectedCommitsPerDay(timeline: RepositoryTimeline): number {
  return pullRequestsPerDay(timeline.profile) * MERGED_SHARE * DEFAULT_BRANCH_SHARE * (1 + DIRECT_PUSH_SHARE);
}

/** The day's pull requests, commits and pipeline runs. */
export function openDay(timeline: RepositoryTimeline, dayStart: number) {
  const { profile, generation } = timeline;
  const label = dayLabel(dayStart);
  const dayEnd = dayStart + DAY_MS;
  const pullRequests = pullRequestsOfDay(
    profile,
    dayStart,
    timeline.users.filter((user) => !user.login.endsWith('[bot]')),
    generation.showcase,
    timeline.numbers,
    generation.root.fork(`pull-requests:${label}`),
  );
  timeline.pullRequests.push(...pullRequests);
  for (const pull of pullRequests) if (pull.mergedAt !== null) generation.pendingMerges.push(pull);
  generation.pendingMerges.sort((a, b) => (a.mergedAt as number) - (b.mergedAt as number) || a.number - b.number);
  let landing = 0;
  while (landing < generation.pendingMerges.length && (generation.pendingMerges[landing]?.mergedAt as number) < dayEnd) landing += 1;
  const merging = generation.pendingMerges.splice(0, landing);

  const directPushes = expectedCommitsPerDay(timeline) * DIRECT_PUSH_SHARE;
  const commits = commitsOfDay(merging, profile.defaultBranch, dayStart, directPushes, generation.root.fork(`commits:${label}`));
  const firstOfDay = timeline.commits.length;
  timeline.commits.push(...commits);
  const pipelineRuns = pipelineRunsOfDay(
    profile,
    timeline.commits,
    firstOfDay,
    dayStart,
    expectedCommitsPerDay(timeline),
    // Showcase pull requests' commits run every push pipeline: their stories must be observed there.
    (commit) => commit.pullRequest !== null && SHOWCASE_NUMBERS.has(commit.pullRequest.number),
    generation.ranOn,
    generation.root.fork(`schedule:${label}`),
  );
  return { dayStart, pullRequests, pipelineRuns };
}

/** The days' runs per identity, each list in time order. */
export function simulateDays(
  timeline: RepositoryTimeline,
  days: readonly OpenedDay[],
  identities: number,
): Pick<RepositoryTimeline, 'runs' | 'branchRuns'> {
  const { generation } = timeline;
  const sink = emptyRunSink(identities);
  for (const day of days) {
    const label = dayLabel(day.dayStart);
    simulatePipelineRuns(generation.roster, day.pipelineRuns, sink, generation.root.fork(`runs:${label}`));
    simulateBranchRuns(
      timeline.profile,
      generation.roster,
      day.pullRequests.filter((pull) => pull.createdAt >= timeline.frame.historyStart),
      timeline.commits,
      day.dayStart + DAY_MS,
      timeline.branchCommits,
      sink,
      generation.root.fork(`branch-runs:${label}`),
    );
  }
  return { runs: sink.main.map(sortRuns), branchRuns: sink.branch.map(sortRuns) };
}

export function extendTimeline(timeline: RepositoryTimeline): void {
  const dayStart = timeline.generatedUntil;
  const day = openDay(timeline, dayStart);
  const added = simulateDays(timeline, [day], timeline.identities.length);
  const keepFrom = dayStart - SHARED_RUNS_KEPT_MS;
  // A day's runs may fall before runs already held (reruns past midnight): held ones go first on a tie.
  const append = (held: readonly TestRun[], fresh: readonly TestRun[]) =>
    [...held.filter((run) => run.time >= keepFrom), ...fresh].sort((a, b) => a.time - b.time);
  timeline.runs = timeline.runs.map((held, index) => append(held, added.runs[index]!));
  timeline.branchRuns = timeline.branchRuns.map((held, index) => append(held, added.branchRuns[index]!));
  timeline.events.unwritten.push({
    random: timeline.generation.root.fork(`activity:${dayLabel(dayStart)}`),
    storiesFrom: dayStart,
    storiesEnd: dayStart + DAY_MS,
    windowStart: dayStart,
    pullRequests: day.pullRequests,
  });
  timeline.generatedUntil = dayStart + DAY_MS;
}

export const DIRECT_PUSH_SHARE = 0.03;

/** The commits landing in [dayStart, dayStart + 1 day), in time order. */
export function commitsOfDay(
  merging: readonly PullRequest[],
  defaultBranch: string,
  dayStart: number,
  directPushesPerDay: number,
  random: Random,
): Commit[] {
  const commits: Commit[] = merging
    .filter((pr) => pr.baseRef === defaultBranch && pr.mergedAt !== null && pr.mergeCommitSha !== null)
    .map((pr) => ({ sha: pr.mergeCommitSha as string, branch: defaultBranch, time: pr.mergedAt as number, pullRequest: pr }));
  const pushes = Math.floor(directPushesPerDay) + (random.chance(directPushesPerDay % 1) ? 1 : 0);
  for (let i = 0; i < pushes; i += 1) {
    commits.push({ sha: random.hex(40), branch: defaultBranch, time: Math.floor(dayStart + random.next() * DAY_MS), pullRequest: null });
  }
  return commits.sort((a, b) => a.time - b.time);
}
