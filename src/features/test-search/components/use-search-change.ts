import { useCallback, useEffect, useRef } from 'react';
import type { TestSearchParams } from '../lib/test-search-params';
import type { UpdateTestSearch } from './test-results';

/** The page's `onSearchChange`: the next URL state from the one last rendered; stable, as the sections are memoised on it. */
export function useSearchChange(
  search: TestSearchParams,
  navigate: (options: { search: TestSearchParams }) => Promise<void>,
): UpdateTestSearch {
  const current = useRef(search);
  useEffect(() => {
    current.current = search;
  }, [search]);
  return useCallback<UpdateTestSearch>(
    (update) => {
      current.current = update(current.current);
      void navigate({ search: current.current });
    },
    [navigate],
  );
}
