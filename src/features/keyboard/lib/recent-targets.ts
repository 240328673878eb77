import * as v from 'valibot';
import { tryStorage } from '@/lib/api-settings-storage';
import type { RepositoryRef } from '@/lib/app-config';
import { recentTargetSchema, targetId, type RecentTarget } from './palette-items';

// The palette's last places per repository, in localStorage; a storage that refuses (private mode, a full quota,
// a sandboxed frame) only means no recent items.

export const RECENT_LIMIT = 8;

export function recentStorageKey({ owner, repo }: RepositoryRef): string {
  return `ci-insights:palette-recent:${owner}/${repo}`;
}

export function loadRecentTargets(storage: Storage | null, repository: RepositoryRef): RecentTarget[] {
  const parsed: unknown = tryStorage(() => JSON.parse(storage?.getItem(recentStorageKey(repository)) ?? '[]'));
  return Array.isArray(parsed) ? parsed.filter((entry) => v.is(recentTargetSchema, entry)).slice(0, RECENT_LIMIT) : [];
}

export function withRecentTarget(previous: readonly RecentTarget[], target: RecentTarget): RecentTarget[] {
  const id = targetId(target);
  return [target, ...previous.filter((entry) => targetId(entry) !== id)].slice(0, RECENT_LIMIT);
}

/** Not saved when the storage refuses: the list is still right for this opening. */
export function rememberRecentTarget(storage: Storage | null, repository: RepositoryRef, target: RecentTarget): RecentTarget[] {
  const next = withRecentTarget(loadRecentTargets(storage, repository), target);
  tryStorage(() => storage?.setItem(recentStorageKey(repository), JSON.stringify(next)));
  return next;
}

export const browserLocalStorage = (): Storage | null => tryStorage(() => window.localStorage);
