import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/lib/api-client-context';
import type { RepositoryRef } from '@/lib/app-config';
import { quarantineQueries } from '@/queries/quarantines';

/** A test's quarantine (a name has one at most) in a list of tests, from the summary's one walk of every quarantine. */
export function QuarantineListBadge({ repository, testId }: { repository: RepositoryRef; testId: string }) {
  const { data } = useQuery({
    ...quarantineQueries.summary(useApiClient(), repository),
    select: (all) => all.quarantines.find((quarantine) => quarantine.test_id === testId) ?? null,
  });
  if (!data) return null;
  return (
    <Text span size="xs" display="block" mt={2}>
      <Badge size="xs" variant="light" color="grape" style={{ textTransform: 'none' }}>
        {data.source === 'auto' ? 'Auto-quarantined' : 'Quarantined'}
      </Badge>{' '}
      <Text span size="xs" c="dimmed" display="block">
        {data.branch === null ? 'every branch' : `on ${data.branch}`}
      </Text>
    </Text>
  );
}
