import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ApiError } from '@/api/api-error';
import { useOptionalApiSettings } from '@/lib/api-settings-context';

/** A 403: what is refused and which credentials it takes (`children`), the service's reason, Retry and Open settings. */
export function CredentialNotice({
  title,
  error,
  onRetry,
  actions,
  children,
}: {
  title: string;
  error: ApiError;
  onRetry: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const openSettings = useOptionalApiSettings()?.openSettings;
  const detail = typeof error.detail === 'string' && error.detail.trim() !== '' ? error.detail : null;
  return (
    <Alert color="orange" variant="light" role="alert" title={title}>
      <Stack gap="xs">
        {children}
        {detail ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            The API said: “{detail}”
          </Text>
        ) : null}
        <Group gap="xs">
          <Button size="xs" variant="white" color="orange" onClick={onRetry}>
            Retry
          </Button>
          {openSettings ? (
            <Button size="xs" variant="light" color="orange" onClick={openSettings}>
              Open settings
            </Button>
          ) : null}
          {actions}
        </Group>
      </Stack>
    </Alert>
  );
}
