import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiNotFound } from '@/api/api-error';

/** For pages whose loaders do not wait (merge queue, CI runners), so first-screen.ts cannot see the 404. */
export function usePageNotFound<T, Key extends QueryKey>(options: UseQueryOptions<T, Error, T, Key>): void {
  const { error } = useQuery({ ...options, throwOnError: false });
  if (isApiNotFound(error)) throw notFound({ data: error.message });
}
