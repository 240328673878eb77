// Users and pull requests of a demo repository. Pull requests are numbered in creation order from
// #1001, skipping the numbers the showcase stories reserve (those are placed by construction).
import type { Random } from '../core/seeded-random';
import { DEPENDENCY_TITLES, kebabCase, pullRequestTitle, userLogins } from './name-catalog';
import type { RepositoryProfile } from './repository-profiles';
import { SHOWCASE_PULL_REQUESTS, type ShowcasePullRequest } from './showcase-stories';
import type { MockUser, PullRequest } from './records';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const FIRST_PULL_REQUEST_NUMBER = 1001;
export const RELEASE_BRANCH = 'release/2024.12';

export const BOT_USERS: readonly MockUser[] = [
  { id: 29_139_614, login: 'renovate[bot]' },
  { id: 49_699_333, login: 'dependabot[bot]' },
];

export function generateUsers(count: number, random: Random): MockUser[] {
  return userLogins(count).map((login, index) => ({ id: 1_000_000 + index * 7_919 + random.int(0, 7_000), login }));
}

function databaseId(number: number): number {
  return 2_000_000_000 + number * 1_031;
}

function headBranchOf(author: MockUser, title: string, number: number): string {
  if (author.login.endsWith('[bot]')) return `${author.login.replace('[bot]', '')}/${kebabCase(title.toLowerCase().split(' ').slice(1, 2))}-${number}`;
  return `${author.login.split('-')[0]}/${kebabCase(title.toLowerCase().split(/\s+/).slice(0, 5))}`;
}

/** Business hours are busier: a night-time draw is re-drawn once. */
function workTime(random: Random, from: number, to: number): number {
  const time = from + random.next() * (to - from);
  const hour = new Date(time).getUTCHours();
  if (hour >= 7 && hour <= 19) return time;
  return from + random.next() * (to - from);
}

function showcaseEntry(spec: ShowcasePullRequest, anchor: number, users: readonly MockUser[], random: Random): PullRequest {
  const author = users.find((user) => user.login === spec.author) ?? (users[0] as MockUser);
  const mergedAt = anchor - spec.mergedAgoMs;
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
}

export function generatePullRequests(
  profile: RepositoryProfile,
  count: number,
  anchor: number,
  users: readonly MockUser[],
  random: Random,
): PullRequest[] {
  const showcase = profile.showcase ? Object.values(SHOWCASE_PULL_REQUESTS) : [];
  const reserved = new Set<number>(showcase.map((spec) => spec.number));
  const drafts = Array.from({ length: count }, () => {
    const createdAt = workTime(random, anchor - 31 * DAY, anchor - 10 * 60_000);
    const isDependency = random.chance(0.08);
    const author = isDependency ? random.pick(BOT_USERS) : random.pick(users);
    const title = isDependency ? random.pick(DEPENDENCY_TITLES) : pullRequestTitle(random);
    const openFor = Math.min(10 * DAY, Math.max(10 * 60_000, Math.exp(random.normal(Math.log(8 * HOUR), 1.2))));
    const fate = random.next();
    const mergedAt = fate < 0.84 && createdAt + openFor < anchor - 60_000 ? createdAt + openFor : null;
    const baseRef = random.chance(0.03) ? RELEASE_BRANCH : profile.defaultBranch;
    return { createdAt, author, title, mergedAt, baseRef, sha: random.hex(40) };
  });
  drafts.sort((a, b) => a.createdAt - b.createdAt);

  let number = FIRST_PULL_REQUEST_NUMBER;
  const pullRequests: PullRequest[] = drafts.map((draft) => {
    while (reserved.has(number)) number += 1;
    const pullRequest: PullRequest = {
      id: databaseId(number),
      number,
      title: draft.title,
      author: draft.author,
      headBranch: headBranchOf(draft.author, draft.title, number),
      baseRef: draft.baseRef,
      createdAt: Math.floor(draft.createdAt),
      mergedAt: draft.mergedAt === null ? null : Math.floor(draft.mergedAt),
      mergeCommitSha: draft.mergedAt === null ? null : draft.sha,
    };
    number += 1;
    return pullRequest;
  });
  for (const spec of showcase) pullRequests.push(showcaseEntry(spec, anchor, users, random));
  return pullRequests.sort((a, b) => a.number - b.number);
}
