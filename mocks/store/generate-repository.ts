// The base history of one demo repository, from its first day through the anchor day: users, pull requests,
// commits, tests and their stories, runs, starting quarantines, the log's first block (extendTimeline adds days).
import { EventHistory, STORY_LEAD_IN_MS } from '../activity/generation/event-history';
import { createRandom } from '../core/seeded-random';
import { DAY_MS } from '../test-insights/time-constants';
import type { TestIdentity } from '../test-insights/test-run-store';
import { BOT_USERS, FIRST_PULL_REQUEST_NUMBER, generateUsers, showcasePullRequests } from './generate-people';
import { generateQuarantines } from './generate-quarantines';
import { generateTests } from './generate-tests';
import { historyFrame } from './history-frame';
import type { RepositoryProfile } from './repository-profiles';
import { openDay, simulateDays, type OpenedDay, type RepositoryTimeline } from './repository-timeline';
import { createJobRoster } from './simulate-runs';

export interface TimelineOptions {
  seed: string;
  /** Any moment of the anchor day (the day the stories are pinned to). */
  anchor: number;
}

export function generateRepositoryTimeline(profile: RepositoryProfile, options: TimelineOptions): RepositoryTimeline {
  const fullName = `${profile.owner}/${profile.name}`;
  const root = createRandom(`${options.seed}|${fullName}`);
  const frame = historyFrame(options.anchor);
  const humans = generateUsers(profile.users, root.fork('users'), profile.text);
  const users = [...humans, ...BOT_USERS];
  // A merge queue's older log numbers its pull requests from #1001 (it takes about 1,900); the store's come after them.
  const numbers = { next: FIRST_PULL_REQUEST_NUMBER + (profile.mergeQueue ? 3_000 : 0) };

  const timeline: RepositoryTimeline = {
    profile,
    fullName,
    seed: options.seed,
    frame,
    users,
    pullRequests: [],
    numbers,
    tests: [],
    identities: [],
    commits: [],
    branchCommits: [],
    runs: [],
    branchRuns: [],
    initialQuarantines: [],
    events: new EventHistory({ ...profile, users, numbers }),
    generatedUntil: frame.baseEnd,
    actionsUrl: `https://github.com/${fullName}/actions`,
    generation: {
      root,
      showcase: showcasePullRequests(profile, frame.anchorDay, humans, root.fork('showcase')),
      pendingMerges: [],
      ranOn: new Map(),
      roster: new Map(),
    },
  };

  // Pull requests, commits and pipeline runs first: the tests' stories are tied to commits the pipelines ran on.
  const days: OpenedDay[] = [];
  for (let day = frame.firstDay; day < frame.baseEnd; day += DAY_MS) days.push(openDay(timeline, day));
  const generated = generateTests(profile, timeline.commits, timeline.generation.ranOn, frame.anchorDay, root.fork('tests'));
  const identities: TestIdentity[] = [];
  for (const { definition } of generated) {
    for (const identity of definition.identities) {
      identity.index = identities.length;
      identities.push(identity);
    }
  }
  timeline.generation.roster = createJobRoster(generated);
  timeline.tests = generated.map(({ definition }) => definition);
  timeline.identities = identities;
  timeline.initialQuarantines = generateQuarantines(profile, generated, frame.anchorDay, root.fork('quarantines'));
  Object.assign(timeline, simulateDays(timeline, days, identities.length));
  // A merge queue's 60 older days of log, written with the first block (the log only appends): its stories lead in.
  if (profile.mergeQueue) {
    timeline.events.unwritten.push({
      random: root.fork('activity:older'),
      storiesFrom: frame.queueHistoryStart - STORY_LEAD_IN_MS,
      storiesEnd: frame.historyStart,
      windowStart: frame.queueHistoryStart,
      pullRequests: [],
      numbers: { next: FIRST_PULL_REQUEST_NUMBER, below: numbers.next },
    });
  }
  timeline.events.unwritten.push({
    random: root.fork('activity'),
    storiesFrom: frame.historyStart - (profile.mergeQueue ? 0 : STORY_LEAD_IN_MS),
    keepFrom: profile.mergeQueue ? frame.queueHistoryStart : undefined,
    storiesEnd: frame.baseEnd,
    windowStart: frame.historyStart,
    pullRequests: timeline.pullRequests,
    pinned: {
      until: frame.anchorDay,
      quarantines: timeline.initialQuarantines,
      testNames: timeline.tests.map((test) => test.testName),
    },
  });
  return timeline;
}
