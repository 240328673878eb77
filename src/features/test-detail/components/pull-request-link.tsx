import { Anchor, Text } from '@mantine/core';
import type { GetTestDetailsResponsePull } from '@/api/types';
import { DEFAULT_CLAMP } from '@/components/text/clamp-text';
import { DataText, ShortText } from '@/components/text/data-text';
import type { RepositoryRef } from '@/lib/app-config';
import { pullRequestUrl } from '../lib/repository-links';

/** "#482 Add retry to payment client by @dana", the number and title linking to the pull request. */
export function PullRequestLink({ repository, pull }: { repository: RepositoryRef; pull: GetTestDetailsResponsePull }) {
  return (
    <Text component="span" size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Anchor href={pullRequestUrl(repository, pull.number)} target="_blank" rel="noopener noreferrer" size="sm">
        {/* Cut without an expand: a button inside the link could not be reached; the whole title is a click away. */}
        #{pull.number} <ShortText value={pull.title} limits={DEFAULT_CLAMP} />
      </Anchor>{' '}
      <Text component="span" c="dimmed" size="sm">
        by @
        <DataText value={pull.user.login} breakable />
      </Text>
    </Text>
  );
}
