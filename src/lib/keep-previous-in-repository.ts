import type { QueryKey } from '@tanstack/react-query';

/** A query's `placeholderData`: the previous answer stays on screen while a new filter, sort or page loads, but never one about another repository. */
export function keepPreviousInRepository(currentKey: QueryKey) {
  return <TData>(previousData: TData | undefined, previousQuery: { queryKey: QueryKey } | undefined): TData | undefined => {
    if (previousQuery === undefined) return undefined;
    const [root, owner, repo] = previousQuery.queryKey;
    return root === currentKey[0] && owner === currentKey[1] && repo === currentKey[2] ? previousData : undefined;
  };
}

/** The key and defaults of a view that follows the URL: the previous answer stays while the next loads, and a failure the
 * loader has just met is shown with its Retry rather than asked again on mount. */
export function followingView<TKey extends QueryKey>(queryKey: TKey) {
  return { queryKey, placeholderData: keepPreviousInRepository(queryKey), retryOnMount: false } as const;
}
