import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiNotFound } from '@/api/api-error';

/** Still used by merge-queue-page.tsx (h6's): delete once its route's loader turns the 404 into not-found (first-screen.ts). */
export function usePageNotFound<T, Key extends QueryKey>(options: UseQueryOptions<T, Error, T, Key>): void {
  const { error } = useQuery({ ...options, throwOnError: false });
  if (isApiNotFound(error)) throw notFound({ data: error.message });
}
