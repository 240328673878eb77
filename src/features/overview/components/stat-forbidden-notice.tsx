import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ApiError } from '@/api/api-error';
import { CredentialNotice } from '@/components/feedback/credential-notice';
import type { RepositoryRef } from '@/lib/app-config';

/** Operation 8 refuses the CI Application Key (403); test search takes it, so point there too. */
export function StatForbiddenNotice({ repo, error, onRetry }: { repo: RepositoryRef; error: ApiError; onRetry: () => void }) {
  return (
    <CredentialNotice
      title="This credential may not read repository statistics"
      error={error}
      onRetry={onRetry}
      actions={
        <Button size="xs" variant="light" color="orange" renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests" params={repo} />}>
          Open test search
        </Button>
      }
    >
      <Text size="sm">
        The health totals and failed executions per day accept an Admin Application Key or a repository-host token (such as a GitHub token);
        the API refused the credential in use, and a CI Application Key is not allowed here.
      </Text>
      <Text size="sm">Open Settings (the ⚙ button at the top right) to use another credential. Test search works with this one.</Text>
    </CredentialNotice>
  );
}
