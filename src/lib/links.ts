import type { RepositoryRef } from '@/lib/app-config';
import { toIsoSeconds } from '@/lib/format';
import { HOUR_MS } from '@/lib/time-constants';

// The API gives no URLs; the repositories are on GitHub (docs/decisions.md, "Links out").
const HOST = 'https://github.com';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else is "not found" without asking the API, and never a link. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** "#1287", "1287" or a pull request's URL; null unless it names a positive number. */
export function parsePullNumber(text: string): number | null {
  const match = /^(?:.*\/pull\/)?#?(\d{1,15})\/?$/.exec(text.trim());
  return match && Number(match[1]) > 0 ? Number(match[1]) : null;
}

const repositoryUrl = ({ owner, repo }: RepositoryRef) => `${HOST}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
export const pullRequestUrl = (repository: RepositoryRef, number: number) => `${repositoryUrl(repository)}/pull/${number}`;
export const commitUrl = (repository: RepositoryRef, sha: string) => `${repositoryUrl(repository)}/commit/${encodeURIComponent(sha)}`;

export function shortSha(sha: string): string {
  return /^[0-9a-f]{40}$/i.test(sha) ? sha.slice(0, 7) : sha;
}

/** Only http(s) URLs from data become links (never `javascript:` or `data:`). */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (url === null || url === undefined) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The activity log around an event: the hours either side show what led to it and what followed. */
export const activityAround = (at: number) => ({ from: toIsoSeconds(at - 6 * HOUR_MS), to: toIsoSeconds(at + 6 * HOUR_MS) });

/** The activity log filtered to one pull request, around its merge: where a merge time comes from. */
export function mergeEventLink(repository: RepositoryRef, pullRequest: number, mergedAt: string) {
  return {
    to: '/$owner/$repo/activity' as const,
    params: repository,
    search: { pr: [pullRequest], ...activityAround(Date.parse(mergedAt)) },
  };
}

export const failureGroupLink = (repository: RepositoryRef, testId: string, failureId: string) => ({
  to: '/$owner/$repo/tests/$testId/failures/$failureId' as const,
  params: { ...repository, testId, failureId },
});
