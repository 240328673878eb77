import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiNotFound } from '@/api/api-error';

/**
 * The not-found of the two pages drawn before their answers (merge queue, CI runners), thrown while rendering: their
 * loaders do not wait, so first-screen.ts cannot see the 404.
 */
export function usePageNotFound<T, Key extends QueryKey>(options: UseQueryOptions<T, Error, T, Key>): void {
  const { error } = useQuery({ ...options, throwOnError: false });
  if (isApiNotFound(error)) throw notFound({ data: error.message });
}
