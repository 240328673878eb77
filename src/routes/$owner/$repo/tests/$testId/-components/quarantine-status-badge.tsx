import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ApiClient } from '@/api/client';
import { quarantineQueries } from '@/features/quarantines/api/quarantine-queries';
import { useApiClient } from '@/lib/api-client-context';
import type { RepositoryRef } from '@/lib/app-config';

/** The first page of a test's quarantines: the quarantine panel's own request, shared through the cache. */
export function testQuarantinesFirstPage(api: ApiClient, repository: RepositoryRef, testId: string) {
  return quarantineQueries.list(api, repository, { testId, perPage: 10 });
}

/**
 * Whether the test is quarantined, beside its health badge, linking to the Quarantine tab. It reads the
 * same answer as the quarantine panel (no extra request) and stays silent while loading or on error:
 * the tab itself shows those states.
 */
export function QuarantineStatusBadge({ repository, testId }: { repository: RepositoryRef; testId: string }) {
  const { data } = useQuery(testQuarantinesFirstPage(useApiClient(), repository, testId));
  if (data === undefined) return null;
  const quarantines = data.data.quarantined_tests;
  const everyBranch = quarantines.some((quarantine) => quarantine.branch === null);
  const label =
    quarantines.length === 0
      ? 'Not quarantined'
      : everyBranch
        ? 'Quarantined on every branch'
        : `Quarantined on ${quarantines.length === 1 ? (quarantines[0]?.branch ?? '') : `${quarantines.length}${data.links.next ? '+' : ''} branches`}`;
  return (
    <Badge
      size="lg"
      variant={quarantines.length === 0 ? 'outline' : 'light'}
      color={quarantines.length === 0 ? 'gray' : 'grape'}
      renderRoot={(props) => (
        <Link
          {...props}
          to="/$owner/$repo/tests/$testId"
          params={{ ...repository, testId }}
          search={(prev) => ({ ...prev, tab: 'quarantine' as const })}
          resetScroll={false}
        />
      )}
      style={{ cursor: 'pointer', textTransform: 'none' }}
    >
      {label}
    </Badge>
  );
}
