import type { QueryKey } from '@tanstack/react-query';

/**
 * `placeholderData` that keeps the previous answer on screen while a new filter, sort or page loads
 * (no blank table or timeline on every click), but never across repositories: an answer about another repository
 * must not stand in, even for a moment. Keys start with `['repos', owner, repo]`.
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
