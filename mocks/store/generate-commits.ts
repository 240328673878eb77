// Default-branch history: a commit per pull request merged into it, plus a few direct pushes.
import type { Random } from '../core/seeded-random';
import type { Commit } from '../test-insights/test-run-store';
import { DAY_MS } from '../test-insights/time-constants';
import type { PullRequest } from './records';

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
