// Users and pull requests, one UTC day at a time, numbered from #1001 in creation order (a counter
// shared with the activity log), skipping the numbers the showcase stories reserve.
import type { Random } from '../core/seeded-random';
import { DAY_MS, HOUR_MS } from '../test-insights/time-constants';
import { DEPENDENCY_TITLES, kebabCase, pullRequestTitle, userLogins } from './name-catalog';
import { PLAIN_TEXT, type TextStyle } from './hostile-text';
import type { RepositoryProfile } from './repository-profiles';
import { SHOWCASE_PULL_REQUESTS } from './showcase-stories';
import type { MockUser, PullRequest } from './records';

export const FIRST_PULL_REQUEST_NUMBER = 1001;
export const RELEASE_BRANCH = 'release/2024.12';

export const BOT_USERS: readonly MockUser[] = [
  { id: 29_139_614, login: 'renovate[bot]' },
  { id: 49_699_333, login: 'dependabot[bot]' },
];

export function generateUsers(count: number, random: Random, text: TextStyle = PLAIN_TEXT): MockUser[] {
  return userLogins(count).map((login, index) => ({
    id: 1_000_000 + index * 7_919 + random.int(0, 7_000),
    login: text('login', login, index),
  }));
}

function databaseId(number: number): number {
  return 2_000_000_000 + number * 1_031;
}

function headBranchOf(author: MockUser, title: string, number: number): string {
  if (author.login.endsWith('[bot]'))
    return `${author.login.replace('[bot]', '')}/${kebabCase(title.toLowerCase().split(' ').slice(1, 2))}-${number}`;
  return `${author.login.split('-')[0]}/${kebabCase(title.toLowerCase().split(/\s+/).slice(0, 5))}`;
}

/** Business hours are busier: a night-time draw is re-drawn once. */
function workTime(random: Random, from: number, to: number): number {
  const time = from + random.next() * (to - from);
  const hour = new Date(time).getUTCHours();
  if (hour >= 7 && hour <= 19) return time;
  return from + random.next() * (to - from);
}

/** Numbers handed out in creation order; shared with the activity log's own pull requests. */
export interface PullRequestNumbers {
  next: number;
  below?: number; // the first number another counter owns (never reached)
}

/** Numbers the showcase stories reserve (placed by construction, skipped by the counter). */
const RESERVED_NUMBERS = new Set<number>(Object.values(SHOWCASE_PULL_REQUESTS).map((spec) => spec.number));

export function takePullRequestNumber(numbers: PullRequestNumbers): number {
  while (RESERVED_NUMBERS.has(numbers.next)) numbers.next += 1;
  const number = numbers.next;
  if (number >= (numbers.below ?? Infinity)) throw new Error(`Pull request numbers from ${number} belong to another counter`);
  numbers.next += 1;
  return number;
}

/** The showcase pull requests of a repository, placed relative to the anchor day. */
export function showcasePullRequests(
  profile: RepositoryProfile,
  anchorDay: number,
  users: readonly MockUser[],
  random: Random,
): PullRequest[] {
  if (!profile.showcase) return [];
  return Object.values(SHOWCASE_PULL_REQUESTS).map((spec) => {
    const author = users.find((user) => user.login === spec.author) ?? (users[0] as MockUser);
    const mergedAt = anchorDay - spec.mergedAgoMs;
    return {
      id: databaseId(spec.number),
      number: spec.number,
      title: spec.title,
      author,
      headBranch: headBranchOf(author, spec.title, spec.number),
      baseRef: 'main',
      createdAt: mergedAt - spec.openForMs,
      mergedAt,
      mergeCommitSha: random.hex(40),
    };
  });
}

/** Mean pull requests opened per day (the profile counts them per 31 days). */
export function pullRequestsPerDay(profile: RepositoryProfile): number {
  return profile.pullRequests / 31;
}

const WEEKEND_FACTOR = 0.4;

/** Weekends are quieter; weekdays make up for it so a week averages the mean. */
function dayFactor(dayStart: number): number {
  const weekday = new Date(dayStart).getUTCDay();
  return weekday === 0 || weekday === 6 ? WEEKEND_FACTOR : (7 - 2 * WEEKEND_FACTOR) / 5;
}

/** The pull requests opened on the day, in creation order (merge times may lie later: revealed as time passes). */
export function pullRequestsOfDay(
  profile: RepositoryProfile,
  dayStart: number,
  users: readonly MockUser[],
  showcase: readonly PullRequest[],
  numbers: PullRequestNumbers,
  random: Random,
): PullRequest[] {
  const expected = pullRequestsPerDay(profile) * dayFactor(dayStart);
  const count = Math.floor(expected) + (random.chance(expected - Math.floor(expected)) ? 1 : 0);
  const drafts = Array.from({ length: count }, () => {
    const createdAt = workTime(random, dayStart, dayStart + DAY_MS);
    const isDependency = random.chance(0.08);
    const author = isDependency ? random.pick(BOT_USERS) : random.pick(users);
    const title = isDependency ? random.pick(DEPENDENCY_TITLES) : pullRequestTitle(random);
    const openFor = Math.min(10 * DAY_MS, Math.max(10 * 60_000, Math.exp(random.normal(Math.log(8 * HOUR_MS), 1.2))));
    const mergedAt = random.next() < 0.84 ? createdAt + openFor : null;
    const baseRef = random.chance(0.03) ? RELEASE_BRANCH : profile.defaultBranch;
    return { createdAt, author, title, mergedAt, baseRef, sha: random.hex(40) };
  });
  drafts.sort((a, b) => a.createdAt - b.createdAt);

  const text = profile.text ?? PLAIN_TEXT;
  const pullRequests: PullRequest[] = drafts.map((draft) => {
    const number = takePullRequestNumber(numbers);
    return {
      id: databaseId(number),
      number,
      title: text('pullRequestTitle', draft.title, number),
      author: draft.author,
      headBranch: text('branch', headBranchOf(draft.author, draft.title, number), number + 1),
      baseRef: draft.baseRef,
      createdAt: Math.floor(draft.createdAt),
      mergedAt: draft.mergedAt === null ? null : Math.floor(draft.mergedAt),
      mergeCommitSha: draft.mergedAt === null ? null : draft.sha,
    };
  });
  for (const entry of showcase) {
    if (entry.createdAt >= dayStart && entry.createdAt < dayStart + DAY_MS) pullRequests.push(entry);
  }
  return pullRequests.sort((a, b) => a.createdAt - b.createdAt);
}
