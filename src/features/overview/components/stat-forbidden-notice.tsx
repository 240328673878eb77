import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ApiError } from '@/api/api-error';
import { useOptionalApiSettings } from '@/lib/api-settings-context';
import type { RepositoryRef } from '@/lib/app-config';

/**
 * Operation 8 is not open to the CI Application Key (403). Say what is refused, why, and what to do;
 * test search takes that key, so point there too.
 */
export function StatForbiddenNotice({ repo, error, onRetry }: { repo: RepositoryRef; error: ApiError; onRetry: () => void }) {
  const detail = typeof error.detail === 'string' && error.detail.trim() !== '' ? error.detail : null;
  const openSettings = useOptionalApiSettings()?.openSettings;
  return (
    <Alert color="orange" variant="light" role="alert" title="This credential may not read repository statistics">
      <Stack gap="xs">
        <Text size="sm">
          The health totals and failed executions per day accept an Admin Application Key or a repository-host token
          (such as a GitHub token). The API refused the credential in use — a CI Application Key is not allowed here
          {detail ? ` (“${detail}”)` : ''}.
        </Text>
        <Text size="sm">
          Open Settings (the ⚙ button at the top right) to use another credential. Test search works with this one.
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="white" color="orange" onClick={onRetry}>
            Retry
          </Button>
          {openSettings ? (
            <Button size="xs" variant="light" color="orange" onClick={openSettings}>
              Open settings
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="light"
            color="orange"
            renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests" params={repo} />}
          >
            Open test search
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
