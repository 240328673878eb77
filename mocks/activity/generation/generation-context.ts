// Everything the stories share while one repository's history is generated.
import type { components } from '@/api/generated/schema';
import type { Random } from '../../core/seeded-random';
import type { MockUser, PullRequest } from '../../store/records';
import type { EventMetadataOf, EventTypeName, NewActivityEvent } from '../event-types';

/** Names of the repository's rules (triggers of the events they cause). */
export const RULES = {
  automaticMerge: 'automatic merge',
  labelByPath: 'label by path',
  requestReviews: 'request reviews from code owners',
  assignAuthor: 'assign author',
  rebaseWhenOutdated: 'rebase when outdated',
  updateWhenBehind: 'update when behind',
  dismissStaleReviews: 'dismiss stale reviews',
  warnOnConflict: 'warn on conflict',
  backport: 'backport to release',
  copyToStable: 'copy to stable',
  deleteMergedBranches: 'delete merged branches',
  postCiSummary: 'post CI summary',
  deployPreview: 'deploy preview',
  closeStale: 'close stale pull requests',
  autoApprove: 'approve dependency updates',
  changelogReview: 'require changelog entry',
  draftOnFailure: 'draft on failing CI',
  hotfixPriority: 'hotfix priority',
  jobRetry: ['retry flaky integration jobs', 'retry infrastructure failures'],
};
/** The bot account that writes reviews and comments for the rules. */
export const BOT_LOGIN = 'merge-bot[bot]';

/** A pull request as the stories see it: the store's, or a synthetic one that gives the log its volume. */
export interface PullRequestPlan extends Omit<PullRequest, 'id'> {
  /** Closed without merge; null while open (or merged). */
  closedAt: number | null;
  /** Goes through the priority ("hotfix") queue. */
  hotfix: boolean;
  /** Queued with an `@bot queue` comment by its author (else by the automatic-merge rule). */
  queuedByCommand: boolean;
  /** Opened as a draft (an `action.edit` makes it ready). */
  openedAsDraft: boolean;
}

export interface QueueSession {
  pullRequest: number;
  enterAt: number;
  leaveAt: number;
}

export interface FreezeWindow {
  start: number;
  end: number;
}

export interface GenerationContext {
  random: Random;
  owner: string;
  name: string;
  defaultBranch: string;
  /** Events before this moment are dropped (the block's start; the history's start for the first block). */
  windowStart: number;
  /** Stories (pull requests, repository changes) begin in [storiesFrom, storiesEnd); their later events still count. */
  storiesFrom: number;
  storiesEnd: number;
  users: readonly MockUser[];
  /** The users who are people (no `[bot]` accounts): reviewers, commenters, configuration changes. */
  humans: readonly MockUser[];
  /** Writes an event of the block (dropped before its window); returns the metadata, which stories may patch later. */
  emit<T extends EventTypeName>(
    at: number,
    type: T,
    trigger: string,
    pullRequest: number | null,
    baseRef: string | null,
    metadata: EventMetadataOf<T>,
  ): EventMetadataOf<T>;
  add(at: number, event: NewActivityEvent): void;
  /** Queue sessions per `branch\nqueue`: who is in which queue when. */
  queues: Map<string, QueueSession[]>;
  /** Runs `fill` at reveal, in time order: what only the whole history knows (queue sizes, draft numbers). */
  atReveal(at: number, fill: () => void): void;
  /** The next draft pull request number (taken at reveal, so they grow with time). */
  draftNumber(): number;
  freezes: FreezeWindow[];
  /** Pull requests go through the merge queue (false: the automatic-merge rule merges them directly). */
  mergeQueue: boolean;
  /** Next free user pull request number (synthetic pull requests, backports and copies). */
  allocatePullRequestNumber(): number;
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** How long the story of a pull request that stays open goes on (it is never closed later). */
export const OPEN_STORY_MS = 5 * DAY;

export function uuid(random: Random): string {
  const hex = random.hex(32);
  const variant = '89ab'[random.int(0, 3)] ?? '8';
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random.next() * (max - min));
}

export function isBot(user: MockUser): boolean {
  return user.login.endsWith('[bot]');
}

/** Who types the commands of a pull request: its author, or a maintainer for a bot's pull request. */
export function commander(ctx: GenerationContext, author: MockUser): MockUser {
  return isBot(author) ? ctx.random.pick(ctx.humans) : author;
}

export function userActor(user: MockUser): components['schemas']['Actor'] {
  return { type: 'user', id: user.id, name: user.login };
}

export function gitHubAccount(user: MockUser): components['schemas']['GitHubAccount'] {
  return { login: user.login, id: user.id, type: 'User', avatar_url: `https://avatars.githubusercontent.com/u/${user.id}?v=4` };
}

export function userTrigger(login: string): string {
  return `@${login}`;
}

export function ruleTrigger(rule: string): string {
  return `Rule: ${rule}`;
}

export const QUEUE_INTERNAL_TRIGGER = 'merge queue internal';

/** Up to `count` distinct users other than `exclude`. */
export function pickOthers(random: Random, users: readonly MockUser[], exclude: MockUser, count: number): MockUser[] {
  const pool = users.filter((user) => user.id !== exclude.id);
  const chosen: MockUser[] = [];
  while (chosen.length < count && pool.length > 0) {
    const [user] = pool.splice(random.int(0, pool.length - 1), 1);
    if (user) chosen.push(user);
  }
  return chosen;
}
