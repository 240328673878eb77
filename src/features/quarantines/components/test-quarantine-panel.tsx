import { Anchor, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { Panel } from '@/components/layout/panel';
import { FOCUS_LANDING_PROPS } from '@/components/overlays/focus-landing';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { quarantineQueries } from '@/queries/quarantines';
import { NewQuarantineButton } from './new-quarantine-button';
import { QuarantineRowsTable } from './quarantine-rows-table';

export function TestQuarantinePanel({ repository, testId, testName }: { repository: RepositoryRef; testId: string; testName: string }) {
  return (
    <Panel title="Quarantine" actions={<NewQuarantineButton repository={repository} testName={testName} />}>
      {/* Where focus lands when a release takes its row, and the button, away. */}
      <div {...FOCUS_LANDING_PROPS}>
        <QueryBoundary pendingLabel="Loading quarantines…">
          <TestQuarantines repository={repository} testId={testId} testName={testName} />
        </QueryBoundary>
      </div>
    </Panel>
  );
}

// A name is quarantined once per repository, so no paging; a service that lists more is sent to the Quarantines page.
function TestQuarantines({ repository, testId, testName }: { repository: RepositoryRef; testId: string; testName: string }) {
  const { data, dataUpdatedAt } = useSuspenseQuery(quarantineQueries.forTest(useApiClient(), repository, testId));
  const quarantines = data.data.quarantined_tests;
  if (quarantines.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        Not quarantined: failures of this test block merges on every branch.
      </Text>
    );
  }
  return (
    <>
      <QuarantineRowsTable repository={repository} quarantines={quarantines} now={dataUpdatedAt} testName={testName} />
      {data.links.next === null ? null : (
        <Text size="sm" c="dimmed">
          This service lists more quarantines of this test than these {quarantines.length}:{' '}
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/$owner/$repo/quarantines" params={repository} />}>
            the Quarantines page
          </Anchor>{' '}
          has them all.
        </Text>
      )}
    </>
  );
}
