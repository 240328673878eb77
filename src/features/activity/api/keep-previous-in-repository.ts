import type { QueryKey } from '@tanstack/react-query';

/**
 * `placeholderData` that keeps the previous answer on screen while a new filter, window or page loads
 * (no blank timeline on every click), but never across repositories. Keys start with
 * `['repos', owner, repo]`. (Test search has the same rule; features do not share code, so it is
 * repeated here rather than imported.)
 */
export function keepPreviousInRepository<TData>(
  previousData: TData | undefined,
  previousQuery: { queryKey: QueryKey } | undefined,
  currentKey: QueryKey,
): TData | undefined {
  if (previousQuery === undefined) return undefined;
  const [root, owner, repo] = previousQuery.queryKey;
  return root === currentKey[0] && owner === currentKey[1] && repo === currentKey[2] ? previousData : undefined;
}
