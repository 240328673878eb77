import type { QueryKey } from '@tanstack/react-query';

/** Keeps the previous answer on screen while a new filter, sort or page loads, but never one about another repository. */
export function keepPreviousInRepository<TData>(
  previousData: TData | undefined,
  previousQuery: { queryKey: QueryKey } | undefined,
  currentKey: QueryKey,
): TData | undefined {
  if (previousQuery === undefined) return undefined;
  const [root, owner, repo] = previousQuery.queryKey;
  return root === currentKey[0] && owner === currentKey[1] && repo === currentKey[2] ? previousData : undefined;
}
