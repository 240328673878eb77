import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ApiError } from '@/api/api-error';
import { useOptionalApiSettings } from '@/lib/api-settings-context';

function titleFor(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong';
  if (error.kind === 'network') return 'Could not reach the API';
  if (error.kind === 'timeout') return 'The API did not answer in time';
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
  // A refused or missing credential is fixed in Settings, not by retrying: offer the way there.
  const openSettings = useOptionalApiSettings()?.openSettings;
  const aboutCredentials = error instanceof ApiError && (error.status === 401 || error.status === 403);
  return (
    <Alert color="red" variant="light" title={title ?? titleFor(error)} role="alert" p={compact ? 'xs' : 'md'}>
      <Stack gap="xs">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message}
        </Text>
        {onRetry || (aboutCredentials && openSettings) ? (
          <Group gap="xs">
            {onRetry ? (
              <Button size="xs" variant="white" color="red" onClick={onRetry}>
                Retry
              </Button>
            ) : null}
            {aboutCredentials && openSettings ? (
              <Button size="xs" variant="light" color="red" onClick={openSettings}>
                Open settings
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
