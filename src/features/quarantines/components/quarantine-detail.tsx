import { Button, Paper, Stack, Text } from '@mantine/core';
import { PlainBadge } from '@/components/health/health-badge';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { DataText } from '@/components/text/data-text';
import { TestNameLink } from '@/components/text/test-name-link';
import { PAGE_CLAMP } from '@/components/text/clamp-text';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatCalendarDay } from '@/lib/format';
import { quarantineQueries } from '@/queries/quarantines';
import { testQueries } from '@/queries/tests';
import { equalColumns } from '@/components/layout/equal-columns';
import { FigureCard } from '@/components/layout/figure-card';
import { parseQuarantineReason } from '@/domain/quarantines/quarantine-reason';
import { SourceBadge, Ticket } from './quarantine-badges';
import { RecoveryEvidence } from './recovery-evidence';
import { ReleaseQuarantineButton } from './release-quarantine-button';

const FACTS = equalColumns({ base: 1, sm: 2 });

export function QuarantineDetail({ repository, quarantineId }: { repository: RepositoryRef; quarantineId: string }) {
  const api = useApiClient();
  const navigate = useNavigate();
  const { data: quarantine } = useSuspenseQuery(quarantineQueries.detail(api, repository, quarantineId));
  const fields = parseQuarantineReason(quarantine.reason);
  const testLinks = useQuery(testQueries.byName(api, repository, [quarantine.test_name]));
  const testId = testLinks.data?.[quarantine.test_name];
  const facts: [label: string, value: ReactNode][] = [
    ['Test', <TestNameLink repo={repository} testId={testId} name={quarantine.test_name} limits={PAGE_CLAMP} />],
    ['Branch', quarantine.branch === null ? 'All branches' : <DataText value={quarantine.branch} breakable clamp={PAGE_CLAMP} />],
    ['Source', <SourceBadge source={quarantine.source} />],
    ['Quarantined since', <Timestamp value={quarantine.created_at} relative />],
    ['Reason', <DataText value={fields.text} multiline clamp={PAGE_CLAMP} />],
    ['Owner', fields.owner === null ? null : <DataText value={fields.owner} breakable />],
    ['Ticket', fields.ticket === null ? null : <Ticket value={fields.ticket} />],
    ['Until', fields.until === null ? null : <time dateTime={fields.until}>{formatCalendarDay(fields.until)}</time>],
    [
      'Quarantine id',
      <Text span size="sm" ff="monospace">
        {quarantine.id}
      </Text>,
    ],
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Quarantine"
        description={
          <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            <DataText value={quarantine.test_name} breakable clamp={PAGE_CLAMP} />
          </Text>
        }
        badge={
          <PlainBadge
            color={quarantine.is_recovered ? 'teal' : 'orange'}
            size="md"
            title={quarantine.is_recovered ? 'Recent runs of this test are healthy: consider releasing the quarantine.' : undefined}
          >
            {quarantine.is_recovered ? 'Recovered' : 'Active'}
          </PlainBadge>
        }
        actions={
          <>
            <Button variant="default" renderRoot={(props) => <Link {...props} to="/$owner/$repo/quarantines" params={repository} />}>
              All quarantines
            </Button>
            <ReleaseQuarantineButton
              {...{ repository, quarantine }}
              size="sm"
              onReleased={() => navigate({ to: '/$owner/$repo/quarantines', params: repository })}
            />
          </>
        }
      />
      {quarantine.is_recovered ? <RecoveryEvidence repository={repository} testName={quarantine.test_name} /> : null}
      <Paper withBorder p="md" radius="md">
        {/* Named groups, not a <dl> (axe's definition-list), as the test page's facts. */}
        <Text component="div" size="sm" className={FACTS.className} style={{ ...FACTS.style, overflowWrap: 'anywhere' }}>
          {facts.map(([label, value]) =>
            value === null ? null : (
              <FigureCard key={label} size="fact" label={label}>
                {value}
              </FigureCard>
            ),
          )}
        </Text>
      </Paper>
    </Stack>
  );
}
