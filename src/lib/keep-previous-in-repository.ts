import type { QueryKey } from '@tanstack/react-query';

/** A view that follows the URL: the previous answer (of this repository) stays while the next loads, and a failure the loader
 * has just met is shown with its Retry rather than asked again on mount. */
export function followingView<TKey extends QueryKey>(queryKey: TKey) {
  const sameRepository = (previousKey: QueryKey) => [0, 1, 2].every((index) => previousKey[index] === queryKey[index]);
  const placeholderData = <TData>(previousData: TData | undefined, previousQuery: { queryKey: QueryKey } | undefined) =>
    previousQuery !== undefined && sameRepository(previousQuery.queryKey) ? previousData : undefined;
  return { queryKey, placeholderData, retryOnMount: false } as const;
}
