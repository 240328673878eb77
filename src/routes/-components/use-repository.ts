import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { RepositoryRef } from '@/lib/app-config';

/** The page's repository, one object while the URL names the same one (the pages' sections are memoised on it). */
export function useRepository(): RepositoryRef {
  const { owner, repo } = useParams({ from: '/$owner/$repo' });
  return useMemo(() => ({ owner, repo }), [owner, repo]);
}
