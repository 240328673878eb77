import { Button, Paper, Stack, Text } from '@mantine/core';
import { PlainBadge } from '@/components/health/health-badge';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { DataText } from '@/components/text/data-text';
import { PAGE_CLAMP } from '@/components/text/clamp-text';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatCalendarDay } from '@/lib/format';
import { quarantineQueries } from '@/queries/quarantines';
import { testQueries } from '@/queries/tests';
import { equalColumns } from '@/components/layout/equal-columns';
import { parseQuarantineReason } from '@/domain/quarantines/quarantine-reason';
import { RecoveredBadge, SourceBadge, Ticket } from './quarantine-badges';
import { RecoveryEvidence } from './recovery-evidence';
import { QuarantineTestName } from './quarantine-test-name';
import { ReleaseQuarantineButton } from './release-quarantine-button';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

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
          quarantine.is_recovered ? (
            <RecoveredBadge />
          ) : (
            <PlainBadge color="orange" size="md">
              Active
            </PlainBadge>
          )
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
        <dl {...equalColumns({ base: 1, sm: 2 })}>
          <Field label="Test">
            <QuarantineTestName
              repository={repository}
              testName={quarantine.test_name}
              testPageId={testLinks.data?.[quarantine.test_name]}
              clamp={PAGE_CLAMP}
            />
          </Field>
          <Field label="Branch">
            {quarantine.branch === null ? 'All branches' : <DataText value={quarantine.branch} breakable clamp={PAGE_CLAMP} />}
          </Field>
          <Field label="Source">
            <SourceBadge source={quarantine.source} />
          </Field>
          <Field label="Quarantined since">
            <Timestamp value={quarantine.created_at} relative />
          </Field>
          <Field label="Reason">
            <DataText value={fields.text} multiline clamp={PAGE_CLAMP} />
          </Field>
          {fields.owner === null ? null : (
            <Field label="Owner">
              <DataText value={fields.owner} breakable />
            </Field>
          )}
          {fields.ticket === null ? null : (
            <Field label="Ticket">
              <Ticket value={fields.ticket} />
            </Field>
          )}
          {fields.until === null ? null : (
            <Field label="Until">
              <time dateTime={fields.until}>{formatCalendarDay(fields.until)}</time>
            </Field>
          )}
          <Field label="Quarantine id">
            <Text span size="sm" ff="monospace">
              {quarantine.id}
            </Text>
          </Field>
        </dl>
      </Paper>
    </Stack>
  );
}
