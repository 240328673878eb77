import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { QuarantinedTest } from '@/api/types';
import { useApiClient } from '@/lib/api-client-context';
import type { RepositoryRef } from '@/lib/app-config';
import { quarantineQueries } from '@/queries/quarantines';

/** "Auto-quarantined" when any of the test's quarantines is automatic; where they apply, in words. */
function quarantineListLabel(quarantines: readonly QuarantinedTest[]): { badge: string; scope: string } | null {
  if (quarantines.length === 0) return null;
  const badge = quarantines.some((quarantine) => quarantine.source === 'auto') ? 'Auto-quarantined' : 'Quarantined';
  const scope = quarantines.some((quarantine) => quarantine.branch === null)
    ? 'every branch'
    : quarantines.length === 1
      ? `on ${quarantines[0]?.branch ?? ''}`
      : `on ${quarantines.length} branches`;
  return { badge, scope };
}

/** A test's quarantine status in a list of tests, from the summary's one walk of every quarantine. */
export function QuarantineListBadge({ repository, testId }: { repository: RepositoryRef; testId: string }) {
  const { data } = useQuery({
    ...quarantineQueries.summary(useApiClient(), repository),
    select: (all) => all.quarantines.filter((quarantine) => quarantine.test_id === testId),
  });
  const label = data === undefined ? null : quarantineListLabel(data);
  if (label === null) return null;
  return (
    <Text span size="xs" display="block" mt={2}>
      <Badge size="xs" variant="light" color="grape" style={{ textTransform: 'none' }}>
        {label.badge}
      </Badge>{' '}
      <Text span size="xs" c="dimmed" display="block">
        {label.scope}
      </Text>
    </Text>
  );
}
