import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError } from '@/api/api-error';
import { useOptionalApiSettings } from '@/lib/api-settings-context';
import { useCredentialProblem } from './credential-problems';

const STATUS_TITLES: Partial<Record<number, string>> = {
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  422: 'Invalid request',
  429: 'Too many requests',
};

function titleFor(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong';
  if (error.kind === 'network') return 'Could not reach the API';
  if (error.kind === 'timeout') return 'The API did not answer in time';
  return STATUS_TITLES[error.status] ?? (error.status >= 500 ? 'The server failed' : 'Request failed');
}

/** The one way a failed request is shown: plain text, never HTML from the response, and a retry of that request. */
export function ErrorState({
  error,
  onRetry,
  title,
  compact = false,
  actions,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  compact?: boolean;
  /** Ways out beside Retry (a view the API refuses: "Clear all filters"). */
  actions?: ReactNode;
}) {
  const message = error instanceof Error ? error.message : 'Unexpected error.';
  // A refused or missing credential is fixed in Settings, not by retrying: offer the way there.
  const openSettings = useOptionalApiSettings()?.openSettings;
  const aboutCredentials = error instanceof ApiError && (error.status === 401 || error.status === 403);
  // The same refused credential is explained once per page (credential-problems.tsx).
  const { speaks, retryAll } = useCredentialProblem(aboutCredentials ? `${(error as ApiError).status} ${message}` : null, onRetry);
  if (!speaks) {
    return (
      <Text size="sm" c="dimmed">
        Waits for a working credential (see the message on this page).
      </Text>
    );
  }
  return (
    <Alert color="red" variant="light" title={title ?? titleFor(error)} role="alert" p={compact ? 'xs' : 'md'}>
      <Stack gap="xs">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message}
        </Text>
        {retryAll || actions || (aboutCredentials && openSettings) ? (
          <Group gap="xs">
            {retryAll ? (
              <Button size="xs" variant="white" color="red" onClick={retryAll}>
                Retry
              </Button>
            ) : null}
            {aboutCredentials && openSettings ? (
              <Button size="xs" variant="light" color="red" onClick={openSettings}>
                Open settings
              </Button>
            ) : null}
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
