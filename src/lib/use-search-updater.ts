import { useCallback } from 'react';

type Navigate<S> = (options: { search: (previous: S) => S; replace?: boolean; resetScroll?: boolean }) => Promise<void>;

/** The one way a page changes its URL state; stable across renders so memoised sections keep it. */
export function useSearchUpdater<S>(navigate: Navigate<S>, { resetScroll = true }: { resetScroll?: boolean } = {}) {
  return useCallback(
    (update: (previous: S) => S, options?: { replace?: boolean; resetScroll?: boolean }) =>
      navigate({ search: update, replace: options?.replace ?? false, resetScroll: options?.resetScroll ?? resetScroll }),
    [navigate, resetScroll],
  );
}
