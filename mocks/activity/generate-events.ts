// One repository's seeded activity log up to `now`, written as one block (the store writes one more per
// UTC day as its clock runs on).
import type { Clock } from '../core/clock';
import { createClock } from '../core/clock';
import type { Random } from '../core/seeded-random';
import type { MockUser, PullRequest, QuarantineRecord } from '../store/records';
import { ActivityEventLog } from './activity-event-log';
import { EventHistory, type RepositorySize } from './generation/event-history';
import { DAY, type RuleNames } from './generation/generation-context';
import { SeededEventFeed } from './seeded-event-feed';

export interface GenerateRepositoryEventsInput {
  /** A stream of its own (e.g. `random.fork('activity')`), so other generators do not shift it. */
  random: Random;
  /** The newest event is at or before it (epoch ms). */
  now: number;
  /** History length, default 30 days. */
  days?: number;
  /** 'large' (default): ~21k events per 30 days, merge queue; 'small': a few hundred, merged by rule. */
  size?: RepositorySize;
  owner: string;
  name: string;
  defaultBranch: string;
  users: MockUser[];
  pullRequests: PullRequest[];
  /** Quarantines the store starts with: each gets a `test.quarantined` at its createdAt. */
  quarantines: QuarantineRecord[];
  /** Names for past (lifted) quarantines; a few built-in names when absent. */
  testNames?: string[];
  rules?: Partial<RuleNames>;
  /** Login of the bot that writes the rules' reviews. */
  botLogin?: string;
  /** Stamps later appends (default: a clock pinned at `now` that then runs in real time). */
  clock?: Clock;
  firstEventId?: number;
}

/** Stories begin this long before the window, so it opens with pull requests already under way. */
export const STORY_LEAD_IN_MS = 2 * DAY;

export function generateRepositoryEvents(input: GenerateRepositoryEventsInput): ActivityEventLog {
  const windowStart = input.now - (input.days ?? 30) * DAY;
  const history = new EventHistory({
    owner: input.owner,
    name: input.name,
    defaultBranch: input.defaultBranch,
    size: input.size ?? 'large',
    users: input.users,
    numbers: { next: Math.max(0, ...input.pullRequests.map((pull) => pull.number)) + 1 },
    rules: input.rules,
    botLogin: input.botLogin,
  });
  history.writeBlock({
    random: input.random,
    storiesFrom: windowStart - STORY_LEAD_IN_MS,
    storiesEnd: input.now,
    windowStart,
    pullRequests: input.pullRequests.filter((pull) => pull.createdAt <= input.now),
    pinned: { until: input.now, quarantines: input.quarantines, testNames: input.testNames ?? [] },
  });
  const log = new ActivityEventLog({
    repository: `${input.owner}/${input.name}`,
    clock: input.clock ?? createClock(input.now),
    firstId: input.firstEventId,
  });
  new SeededEventFeed(history, log).revealUntil(input.now);
  return log;
}
