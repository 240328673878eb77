import { Button, Paper, Stack, Text } from '@mantine/core';
import { PlainBadge } from '@/components/health/health-badge';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
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
              repository={repository}
              quarantine={quarantine}
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
          <FigureCard size="fact" label="Test">
            <TestNameLink
              repo={repository}
              testId={testLinks.data?.[quarantine.test_name]}
              name={quarantine.test_name}
              limits={PAGE_CLAMP}
            />
          </FigureCard>
          <FigureCard size="fact" label="Branch">
            {quarantine.branch === null ? 'All branches' : <DataText value={quarantine.branch} breakable clamp={PAGE_CLAMP} />}
          </FigureCard>
          <FigureCard size="fact" label="Source">
            <SourceBadge source={quarantine.source} />
          </FigureCard>
          <FigureCard size="fact" label="Quarantined since">
            <Timestamp value={quarantine.created_at} relative />
          </FigureCard>
          <FigureCard size="fact" label="Reason">
            <DataText value={fields.text} multiline clamp={PAGE_CLAMP} />
          </FigureCard>
          {fields.owner === null ? null : (
            <FigureCard size="fact" label="Owner">
              <DataText value={fields.owner} breakable />
            </FigureCard>
          )}
          {fields.ticket === null ? null : (
            <FigureCard size="fact" label="Ticket">
              <Ticket value={fields.ticket} />
            </FigureCard>
          )}
          {fields.until === null ? null : (
            <FigureCard size="fact" label="Until">
              <time dateTime={fields.until}>{formatCalendarDay(fields.until)}</time>
            </FigureCard>
          )}
          <FigureCard size="fact" label="Quarantine id">
            <Text span size="sm" ff="monospace">
              {quarantine.id}
            </Text>
          </FigureCard>
        </Text>
      </Paper>
    </Stack>
  );
}
