import { isApiError } from '@/api/api-error';

/** A 422 that names `cursor`: the page link no longer fits the query (it was made for another answer). */
export function isStaleCursorError(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 422 &&
    Array.isArray(error.detail) &&
    error.detail.some((issue) => issue.loc.at(-1) === 'cursor')
  );
}
