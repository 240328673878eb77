// The generated history of one demo repository on absolute UTC time: pull requests, commits, every
// test run and the activity-log events, generated one UTC day at a time from streams named by that day.
// Built once per (seed, scale, anchor day) and shared by the stores anchored that day (each reads it
// through its own view, up to its own clock); extended by a day when a store's clock reaches the end.
// Nothing generated ever changes: a day only adds runs, commits, pull requests and events.
import type { Random } from '../core/seeded-random';
import type { EventHistory } from '../activity/generation/event-history';
import type { Commit, TestDefinition, TestIdentity, TestRun } from '../test-insights/test-run-store';
import { DAY_MS } from '../test-insights/time-constants';
import { commitsOfDay, DIRECT_PUSH_SHARE } from './generate-commits';
import { pullRequestsOfDay, pullRequestsPerDay, type PullRequestNumbers } from './generate-people';
import { dayLabel, HISTORY_DAYS, type HistoryFrame } from './history-frame';
import { pipelineRunsOfDay, type PipelineRun } from './plan-pipeline-runs';
import type { MockUser, PullRequest, QuarantineRecord } from './records';
import type { RepositoryProfile } from './repository-profiles';
import { SHOWCASE_PULL_REQUESTS } from './showcase-stories';
import { emptyRunSink, simulateBranchRuns, simulatePipelineRuns, sortRuns, type JobRoster, type RunSink } from './simulate-runs';

/** Share of pull requests merged (the rest stay open or are closed). */
const MERGED_SHARE = 0.84;
/** Share of pull requests aimed at the default branch (the rest at the release branch). */
const DEFAULT_BRANCH_SHARE = 0.97;
const SHOWCASE_NUMBERS = new Set<number>(Object.values(SHOWCASE_PULL_REQUESTS).map((pr) => pr.number));
/**
 * Runs older than this before the newest generated day are dropped from the shared history: past the
 * retention and the health lookback of any moment inside it, with a week to spare for a store whose
 * clock lags behind the one that extended the history.
 */
export const SHARED_RUNS_KEPT_MS = (HISTORY_DAYS + 8 + 7) * DAY_MS;

export interface RepositoryTimeline {
  readonly profile: RepositoryProfile;
  readonly fullName: string;
  readonly seed: string;
  /** The scale applied here (1 for a repository MOCK_SCALE does not multiply). */
  readonly scale: number;
  readonly frame: HistoryFrame;
  /** Every user, bots included. */
  readonly users: readonly MockUser[];
  /** Every pull request opened so far in the generated days, in creation order. */
  readonly pullRequests: PullRequest[];
  /** The next free pull request number (shared with the activity log's own pull requests). */
  readonly numbers: PullRequestNumbers;
  /** The tests and their identities (definitions only: a store's view holds their runs). */
  readonly tests: readonly TestDefinition[];
  readonly identities: readonly TestIdentity[];
  /** Default-branch commits in time order; runs point into it. */
  readonly commits: Commit[];
  /** Pull-request branch commits; branch runs point into it. */
  readonly branchCommits: Commit[];
  /** Per identity index: every generated default-branch run, in time order. */
  runs: TestRun[][];
  /** Per identity index: pull-request branch runs (raw data no operation reads). */
  branchRuns: TestRun[][];
  readonly initialQuarantines: readonly QuarantineRecord[];
  readonly events: EventHistory;
  /** Exclusive end of the generated days. */
  generatedUntil: number;
  /** Base URL of job pages, e.g. https://github.com/acme/checkout/actions. */
  readonly actionsUrl: string;
  readonly generation: DayGeneration;
}

/** What generating the next day needs from the days before it. */
export interface DayGeneration {
  readonly root: Random;
  /** Showcase pull requests (placed relative to the anchor day), added on the day they open. */
  readonly showcase: readonly PullRequest[];
  /** Merged pull requests whose merge commit has not landed in a generated day yet, by merge time. */
  readonly pendingMerges: PullRequest[];
  /** Per pipeline name: the commit indexes it ran on. */
  readonly ranOn: Map<string, number[]>;
  roster: JobRoster;
}

export interface OpenedDay {
  dayStart: number;
  pullRequests: PullRequest[];
  pipelineRuns: PipelineRun[];
}

function expectedCommitsPerDay(timeline: RepositoryTimeline): number {
  return pullRequestsPerDay(timeline.profile, timeline.scale) * MERGED_SHARE * DEFAULT_BRANCH_SHARE * (1 + DIRECT_PUSH_SHARE);
}

function insertByMergeTime(pending: PullRequest[], added: readonly PullRequest[]): void {
  for (const pull of added) if (pull.mergedAt !== null) pending.push(pull);
  pending.sort((a, b) => (a.mergedAt as number) - (b.mergedAt as number) || a.number - b.number);
}

/** The day's pull requests, commits and pipeline runs (its test runs need the tests' plans). */
export function openDay(timeline: RepositoryTimeline, dayStart: number): OpenedDay {
  const { profile, generation } = timeline;
  const label = dayLabel(dayStart);
  const dayEnd = dayStart + DAY_MS;
  const pullRequests = pullRequestsOfDay(
    profile,
    timeline.scale,
    dayStart,
    timeline.users.filter((user) => !user.login.endsWith('[bot]')),
    generation.showcase,
    timeline.numbers,
    generation.root.fork(`pull-requests:${label}`),
  );
  timeline.pullRequests.push(...pullRequests);
  insertByMergeTime(generation.pendingMerges, pullRequests);
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

/** Plays the day's CI out: its pipeline runs, and branch runs of the pull requests it opened. */
export function simulateDay(timeline: RepositoryTimeline, day: OpenedDay, sink: RunSink): void {
  const { generation } = timeline;
  const label = dayLabel(day.dayStart);
  simulatePipelineRuns(generation.roster, day.pipelineRuns, sink, generation.root.fork(`runs:${label}`));
  simulateBranchRuns(
    timeline.profile,
    generation.roster,
    day.pullRequests.filter((pull) => pull.createdAt >= timeline.frame.historyStart),
    timeline.commits,
    day.dayStart + DAY_MS,
    Math.min(1, 1 / timeline.scale),
    timeline.branchCommits,
    sink,
    generation.root.fork(`branch-runs:${label}`),
  );
}

/** Generates the next UTC day (runs, commits, pull requests, and the activity block of its stories). */
export function extendTimeline(timeline: RepositoryTimeline): void {
  const dayStart = timeline.generatedUntil;
  const day = openDay(timeline, dayStart);
  const sink = emptyRunSink(timeline.identities.length);
  simulateDay(timeline, day, sink);
  const keepFrom = dayStart - SHARED_RUNS_KEPT_MS;
  // A day's runs may fall before runs already held (reruns past midnight): held ones go first on a tie.
  const append = (held: readonly TestRun[], added: TestRun[]) =>
    [...held.filter((run) => run.time >= keepFrom), ...sortRuns(added)].sort((a, b) => a.time - b.time);
  timeline.runs = timeline.runs.map((held, index) => append(held, sink.main[index]!));
  timeline.branchRuns = timeline.branchRuns.map((held, index) => append(held, sink.branch[index]!));
  timeline.events.writeBlock({
    random: timeline.generation.root.fork(`activity:${dayLabel(dayStart)}`),
    storiesFrom: dayStart,
    storiesEnd: dayStart + DAY_MS,
    windowStart: dayStart,
    pullRequests: day.pullRequests,
  });
  timeline.generatedUntil = dayStart + DAY_MS;
}
