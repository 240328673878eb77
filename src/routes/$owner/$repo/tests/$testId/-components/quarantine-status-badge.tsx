import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { quarantineQueries } from '@/queries/quarantines';
import { quarantinePhrase } from '@/domain/quarantines/quarantine-scope';
import { useApiClient } from '@/lib/api-client-context';
import type { RepositoryRef } from '@/lib/app-config';

/** Whether the test is quarantined (a name is, once), beside its health badge, linking to the Quarantine tab. */
export function QuarantineStatusBadge({ repository, testId }: { repository: RepositoryRef; testId: string }) {
  const { data } = useQuery(quarantineQueries.forTest(useApiClient(), repository, testId));
  if (data === undefined) return null;
  const quarantines = data.data.quarantined_tests;
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
      {quarantinePhrase(quarantines[0])}
    </Badge>
  );
}
