import { Text } from '@mantine/core';
import { PlainBadge } from '@/components/health/health-badge';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useApiClient } from '@/lib/api-client-context';
import type { RepositoryRef } from '@/lib/app-config';
import { TestBadgeProvider } from '@/lib/test-badge-context';
import { quarantineQueries } from '@/queries/quarantines';
import { branchWords, quarantinedWord } from '@/domain/quarantines/quarantine-scope';

/** Each listed test's quarantine from one subscription to the summary's walk: its answer redraws the badges, not the list. */
export function QuarantineListBadges({ repository, children }: { repository: RepositoryRef; children: ReactNode }) {
  const { data } = useQuery(quarantineQueries.summary(useApiClient(), repository));
  const badge = useMemo(() => {
    const byTest = new Map(data?.quarantines.map((quarantine) => [quarantine.test_id, quarantine]));
    return (testId: string) => {
      const quarantine = byTest.get(testId);
      if (quarantine === undefined) return null;
      return (
        <Text span size="xs" display="block" mt={2}>
          <PlainBadge size="xs" color="grape" style={{ textTransform: 'none' }}>
            {quarantinedWord(quarantine)}
          </PlainBadge>{' '}
          <Text span size="xs" c="dimmed" display="block">
            on {branchWords(quarantine.branch)}
          </Text>
        </Text>
      );
    };
  }, [data]);
  return <TestBadgeProvider value={badge}>{children}</TestBadgeProvider>;
}
