// Default-branch history: one commit per pull request merged into the default branch (its merge
// commit points back to it), plus a few direct pushes that no pull request introduced.
import type { Random } from '../core/seeded-random';
import type { Commit } from '../test-insights/test-run-store';
import type { PullRequest } from './records';

export const DIRECT_PUSH_SHARE = 0.03;

export function generateDefaultBranchCommits(
  pullRequests: readonly PullRequest[],
  defaultBranch: string,
  historyStart: number,
  anchor: number,
  random: Random,
): Commit[] {
  const commits: Commit[] = pullRequests
    .filter((pr) => pr.baseRef === defaultBranch && pr.mergedAt !== null && pr.mergeCommitSha !== null)
    .map((pr) => ({ sha: pr.mergeCommitSha as string, branch: defaultBranch, time: pr.mergedAt as number, pullRequest: pr }));
  const directPushes = Math.max(2, Math.round(commits.length * DIRECT_PUSH_SHARE));
  for (let i = 0; i < directPushes; i += 1) {
    commits.push({
      sha: random.hex(40),
      branch: defaultBranch,
      time: Math.floor(historyStart + random.next() * (anchor - historyStart - 3_600_000)),
      pullRequest: null,
    });
  }
  return commits.sort((a, b) => a.time - b.time);
}

/** Index of the first commit at or after `time` (commits.length when none). */
export function commitIndexAt(commits: readonly Commit[], time: number): number {
  let lo = 0;
  let hi = commits.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((commits[mid] as Commit).time < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
