import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RepositoryRef } from '@/lib/app-config';
import { IsolatedText } from '@/components/text/data-text';
import type { AlreadyQuarantinedError } from '../lib/already-quarantined';
import { describeQuarantineScope } from '../lib/quarantine-labels';

/**
 * The create form's 409, under the test name: where the name is already quarantined, and a link to that
 * quarantine. The branch is data, so it is isolated text, never markup. Following the link leaves the form.
 */
export function AlreadyQuarantinedMessage({
  repository,
  existing,
  onFollow,
}: {
  repository: RepositoryRef;
  existing: NonNullable<AlreadyQuarantinedError['existing']>;
  onFollow: () => void;
}) {
  return (
    <>
      Already quarantined on <IsolatedText value={describeQuarantineScope(existing.branch)} breakable />.{' '}
      <Anchor
        size="xs"
        renderRoot={(props) => (
          <Link {...props} to="/$owner/$repo/quarantines/$quarantineId" params={{ ...repository, quarantineId: existing.id }} />
        )}
        onClick={onFollow}
      >
        Open the existing quarantine
      </Anchor>
    </>
  );
}
