import { Skeleton, Stack } from '@mantine/core';
import { isApiError, type ApiError } from '@/api/api-error';

/** The service refuses the credential (403), or has none it accepts (401): about the whole page. */
export function isAccessError(error: unknown): error is ApiError {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

export function TimelineSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Stack gap="xs" role="status" aria-label="Loading events">
      <Skeleton height={14} width={220} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={40} />
      ))}
    </Stack>
  );
}
