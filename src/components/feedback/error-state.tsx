import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ApiError } from '@/api/api-error';

function titleFor(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong';
  if (error.kind === 'network') return 'Could not reach the API';
  switch (error.status) {
    case 401:
      return 'Not signed in';
    case 403:
      return 'Not allowed';
    case 404:
      return 'Not found';
    case 409:
      return 'Conflict';
    case 422:
      return 'Invalid request';
    case 429:
      return 'Too many requests';
    default:
      return error.status >= 500 ? 'The server failed' : 'Request failed';
  }
}

/**
 * The one way a failed request is shown: a specific title and message (always plain text, never HTML
 * from the response) and a retry that re-runs exactly the failed request.
 */
export function ErrorState({
  error,
  onRetry,
  title,
  compact = false,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  compact?: boolean;
}) {
  const message = error instanceof Error ? error.message : 'Unexpected error.';
  return (
    <Alert color="red" variant="light" title={title ?? titleFor(error)} role="alert" p={compact ? 'xs' : 'md'}>
      <Stack gap="xs">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message}
        </Text>
        {onRetry ? (
          <Group>
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              Retry
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
