// Seeded history of one repository's activity log: pull request stories, merge-queue batches (with
// retries and bisections), repository configuration changes, quarantines. Deterministic for a given
// random stream and anchor time.
import type { Clock } from '../core/clock';
import { createClock } from '../core/clock';
import type { Random } from '../core/seeded-random';
import type { MockUser, PullRequest, QuarantineRecord } from '../store/records';
import { ActivityEventLog } from './activity-event-log';
import { EventDraftSink } from './generation/event-draft-sink';
import { DAY, DEFAULT_RULES } from './generation/generation-context';
import type { GenerationContext, RuleNames } from './generation/generation-context';
import { writeStories } from './generation/queue-stories';
import { writeQuarantineStory } from './generation/quarantine-story';
import { QueueLedger } from './generation/queue-ledger';
import { writeRepositoryStory } from './generation/repository-story';
import { SpeculativeAttemptRegistry } from './generation/speculative-attempts';
import { planFromStore, syntheticPullRequests } from './generation/synthetic-pull-requests';

export interface GenerateRepositoryEventsInput {
  /** A stream of its own (e.g. `random.fork('activity')`), so other generators do not shift it. */
  random: Random;
  /** Anchor: the newest event is at or before it (epoch ms). */
  now: number;
  /** History length, default 30 days. */
  days?: number;
  /** Volume multiplier, default 1 (a large repository gives ≥ 20,000 events per 30 days at scale 1). */
  scale?: number;
  /**
   * 'large' (acme/checkout: ~21k events per 30 days × scale, merge queue) or 'small' (acme/docs-site: a few
   * hundred, merged by rule without a merge queue).
   */
  size?: 'large' | 'small';
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

const EVENTS_PER_30_DAYS = { large: 21_000, small: 300 } as const;
const FALLBACK_USERS: MockUser[] = [
  { id: 1001, login: 'octo-dev' },
  { id: 1002, login: 'release-bot' },
];

function firstDraftNumber(highestUserNumber: number): number {
  // A range of its own, well above the user pull requests: 20001 when those stop below 10000.
  return (Math.floor(highestUserNumber / 10_000) + 2) * 10_000 + 1;
}

export function generateRepositoryEvents(input: GenerateRepositoryEventsInput): ActivityEventLog {
  const days = input.days ?? 30;
  const scale = input.scale ?? 1;
  const size = input.size ?? 'large';
  const windowStart = input.now - days * DAY;
  const users = input.users.length > 0 ? input.users : FALLBACK_USERS;
  const people = users.filter((user) => !user.login.endsWith('[bot]'));
  const humans = people.length > 0 ? people : users;
  let nextNumber = Math.max(0, ...input.pullRequests.map((pull) => pull.number)) + 1;
  let highestNumber = nextNumber - 1;

  const ctx: GenerationContext = {
    random: input.random,
    owner: input.owner,
    name: input.name,
    defaultBranch: input.defaultBranch,
    windowStart,
    now: input.now,
    users,
    humans,
    botLogin: input.botLogin ?? 'merge-bot[bot]',
    rules: { ...DEFAULT_RULES, ...input.rules },
    sink: new EventDraftSink(windowStart, input.now),
    ledger: new QueueLedger(),
    attempts: new SpeculativeAttemptRegistry(),
    freezes: [],
    // A small repository merges with a rule, without a merge queue: a few hundred events a month.
    mergeQueue: size === 'large',
    allocatePullRequestNumber: () => {
      highestNumber = nextNumber;
      return nextNumber++;
    },
  };

  const volume = (scale * days) / 30;
  const target = Math.ceil(EVENTS_PER_30_DAYS[size] * volume);
  const repositoryRandom = input.random.fork('repository');
  writeRepositoryStory({ ...ctx, random: repositoryRandom }, size === 'large' ? volume : volume / 4);
  writeQuarantineStory(
    { ...ctx, random: input.random.fork('quarantines') },
    input.quarantines.filter((record) => record.createdAt >= windowStart && record.createdAt <= input.now),
    input.testNames ?? [],
    Math.max(2, Math.round((size === 'large' ? 8 : 2) * volume)),
  );

  // The store's pull requests first; their stories set the pace for the synthetic ones that fill up.
  const storeRandom = input.random.fork('store-pull-requests');
  const storePlans = input.pullRequests
    .filter((pull) => (pull.mergedAt ?? input.now) >= windowStart - DAY && pull.createdAt <= input.now)
    .map((pull) => planFromStore({ ...ctx, random: storeRandom }, pull));
  const before = ctx.sink.size;
  writeStories({ ...ctx, random: storeRandom }, storePlans);
  const perPullRequest = storePlans.length > 0 ? Math.max(10, (ctx.sink.size - before) / storePlans.length) : 34;

  for (let round = 0; round < 4 && ctx.sink.size < target; round++) {
    const syntheticRandom = input.random.fork(`synthetic-${round}`);
    const roundCtx = { ...ctx, random: syntheticRandom };
    const count = Math.ceil(((target - ctx.sink.size) / perPullRequest) * 1.05);
    writeStories(roundCtx, syntheticPullRequests(roundCtx, count));
  }

  ctx.ledger.finalizeSizes();
  ctx.attempts.assignDraftNumbers(firstDraftNumber(highestNumber));
  const log = new ActivityEventLog({
    repository: `${input.owner}/${input.name}`,
    clock: input.clock ?? createClock(input.now),
    firstId: input.firstEventId,
  });
  for (const draft of ctx.sink.sorted()) log.appendAt(draft.event, draft.at);
  return log;
}
