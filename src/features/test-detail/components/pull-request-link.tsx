import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { GetTestDetailsResponsePull } from '@/api/types';
import { DEFAULT_CLAMP } from '@/components/text/clamp-text';
import { DataText, ShortText } from '@/components/text/data-text';
import type { RepositoryRef } from '@/lib/app-config';
import { formatLocalDateTime, formatUtcDateTime } from '@/lib/format';
import { commitUrl, mergeEventLink, pullRequestUrl, shortSha } from '@/lib/links';

/** "#482 Add retry… by @dana", and with `mergedAt` "· merged …" linking to that event in the activity log. */
export function PullRequestLink({
  repository,
  pull,
  mergedAt = null,
}: {
  repository: RepositoryRef;
  pull: GetTestDetailsResponsePull;
  mergedAt?: string | null;
}) {
  return (
    <Text component="span" size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Anchor href={pullRequestUrl(repository, pull.number)} target="_blank" rel="noopener noreferrer" size="sm">
        {/* Cut without an expand: a button inside the link could not be reached; the whole title is a click away. */}#{pull.number}{' '}
        <ShortText value={pull.title} limits={DEFAULT_CLAMP} />
      </Anchor>{' '}
      <Text component="span" c="dimmed" size="sm">
        by @
        <DataText value={pull.user.login} breakable />
      </Text>
      {mergedAt === null ? null : (
        <Text component="span" c="dimmed" size="sm">
          {' · merged '}
          <Anchor
            size="sm"
            title={formatUtcDateTime(mergedAt)}
            renderRoot={(props) => <Link {...props} {...mergeEventLink(repository, pull.number, mergedAt)} />}
          >
            {formatLocalDateTime(mergedAt)}
          </Anchor>
        </Text>
      )}
    </Text>
  );
}

export function CommitLink({ repository, sha }: { repository: RepositoryRef; sha: string }) {
  return (
    <Anchor href={commitUrl(repository, sha)} target="_blank" rel="noopener noreferrer" size="sm" ff="monospace">
      {shortSha(sha)}
    </Anchor>
  );
}
