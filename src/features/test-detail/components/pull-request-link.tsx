import { Anchor, Text } from '@mantine/core';
import type { GetTestDetailsResponsePull } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { pullRequestUrl } from '../lib/repository-links';

/** "#482 Add retry to payment client by @dana", the number and title linking to the pull request. */
export function PullRequestLink({ repository, pull }: { repository: RepositoryRef; pull: GetTestDetailsResponsePull }) {
  return (
    <Text component="span" size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Anchor href={pullRequestUrl(repository, pull.number)} target="_blank" rel="noopener noreferrer" size="sm">
        #{pull.number} {pull.title}
      </Anchor>{' '}
      <Text component="span" c="dimmed" size="sm">
        by @{pull.user.login}
      </Text>
    </Text>
  );
}
