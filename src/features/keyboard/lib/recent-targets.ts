import * as v from 'valibot';
import { tryStorage } from '@/lib/api-settings-storage';
import type { RepositoryRef } from '@/lib/app-config';
import { PALETTE_PAGES, targetId, type RecentTarget } from './palette-items';

// The palette's last places per repository, in localStorage: checked like any input; a storage that
// refuses (private mode, a full quota, a sandboxed frame) only means no recent items.

export const RECENT_LIMIT = 8;

const recentTargetSchema = v.union([
  v.object({ kind: v.literal('page'), page: v.picklist(PALETTE_PAGES) }),
  v.object({
    kind: v.literal('test'),
    testId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    testName: v.pipe(v.string(), v.maxLength(2000)),
    where: v.pipe(v.string(), v.maxLength(600)),
  }),
  v.object({
    kind: v.literal('quarantine'),
    quarantineId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    testName: v.pipe(v.string(), v.maxLength(2000)),
    branch: v.nullable(v.pipe(v.string(), v.maxLength(255))),
  }),
  v.object({ kind: v.literal('pull-request'), number: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  v.object({ kind: v.literal('pull-request-change'), number: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
]);

export function recentStorageKey({ owner, repo }: RepositoryRef): string {
  return `ci-insights:palette-recent:${owner}/${repo}`;
}

export function loadRecentTargets(storage: Storage | null, repository: RepositoryRef): RecentTarget[] {
  const parsed: unknown = tryStorage(() => JSON.parse(storage?.getItem(recentStorageKey(repository)) ?? '[]'));
  if (!Array.isArray(parsed)) return [];
  return parsed
    .flatMap((entry) => {
      const result = v.safeParse(recentTargetSchema, entry);
      return result.success ? [result.output] : [];
    })
    .slice(0, RECENT_LIMIT);
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
