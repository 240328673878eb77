import { Anchor, Badge, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TestFailure } from '@/api/types';
import { useId, type ReactNode } from 'react';
import { HealthBadge } from '@/components/health/health-badge';
import { DataText } from '@/components/text/data-text';
import { TestNameLink } from '@/components/text/test-name-link';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { MAX_SEARCHABLE_NAME } from '@/queries/tests';
import { evidenceQueries } from '../api/my-change-queries';
import { toVerdictEvidence } from '../lib/verdict-evidence';
import {
  changeVerdict,
  describeQuarantine,
  notSeenWords,
  VERDICT_BADGES,
  type ChangeSubject,
  type VerdictKind,
} from '../lib/change-verdict';
import { DEFAULT_BRANCH, FirstFailureLine, HealthChangesLine, useVerdictFacts, VerdictStatement } from './verdict-statement';

function CardFrame({ title, kind, children }: { title: ReactNode; kind: VerdictKind; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h5" id={headingId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Badge color={VERDICT_BADGES[kind].color} variant="filled" style={{ flexShrink: 0 }}>
            {VERDICT_BADGES[kind].label}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A pasted name the default branch does not know (or one too long to look up). */
export function UnknownTestCard({ name }: { name: string }) {
  return (
    <CardFrame kind="not-found" title={<DataText value={name} breakable />}>
      <Text size="sm">{notSeenWords(DEFAULT_BRANCH)}</Text>
      {name.length > MAX_SEARCHABLE_NAME ? (
        <Text size="sm" c="dimmed">
          Names longer than {MAX_SEARCHABLE_NAME} characters cannot be looked up.
        </Text>
      ) : null}
    </CardFrame>
  );
}

/** One test's answer: the verdict in words, and the facts it rests on, each with its link. */
export function TestVerdictCard({
  repository,
  testId,
  subject,
  baseBranch,
}: {
  repository: RepositoryRef;
  testId: string;
  subject: ChangeSubject;
  /** The change's target branch, when known (a pull request's), for whether a quarantine covers it. */
  baseBranch: string | null;
}) {
  const api = useApiClient();
  const [details, transitions, quarantines] = useSuspenseQueries({ queries: evidenceQueries(api, repository, testId) });
  const evidence = toVerdictEvidence(details.data, transitions.data);
  const verdict = changeVerdict(evidence, subject);
  const { facts, pending } = useVerdictFacts(repository, testId, 'pull' in verdict ? verdict.pull : null);

  return (
    <CardFrame kind={verdict.kind} title={<TestNameLink repo={repository} testId={testId} name={details.data.test_name} />}>
      <VerdictStatement
        repository={repository}
        testId={testId}
        verdict={verdict}
        firstFailureAt={details.data.first_failure_at}
        facts={facts}
        pending={pending}
      />
      <List size="sm" spacing={4}>
        <List.Item>
          <Group gap={6} wrap="wrap">
            <span>Health on the default branch now:</span>
            <HealthBadge health={evidence.health} />
          </Group>
        </List.Item>
        <List.Item>
          <HealthChangesLine evidence={evidence} facts={facts} />
        </List.Item>
        <List.Item>
          <FirstFailureLine details={details.data} evidence={evidence} />
        </List.Item>
        <List.Item>
          <FailureGroupsLine groups={facts.failures} />
        </List.Item>
        <List.Item>{describeQuarantine(quarantines.data.data.quarantined_tests, baseBranch)}</List.Item>
      </List>
      <Group gap="md">
        {(['health', 'failures'] as const).map((tab) => (
          <Anchor
            key={tab}
            size="sm"
            renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests/$testId" params={{ ...repository, testId }} search={{ tab }} />}
          >
            {tab === 'health' ? 'Health timeline' : 'Failures'}
          </Anchor>
        ))}
      </Group>
    </CardFrame>
  );
}

function FailureGroupsLine({ groups }: { groups: readonly TestFailure[] }) {
  if (groups.length === 0) return <>No failure groups on the default branch</>;
  const total = groups.reduce((sum, group) => sum + group.failure_count, 0);
  const earliest = groups.reduce(
    (first, group) => (group.first_failure_at < first ? group.first_failure_at : first),
    groups[0]?.first_failure_at ?? '',
  );
  return (
    <>
      {groups.length === 1 ? '1 failure group' : `${groups.length} failure groups`}, {total} {total === 1 ? 'failure' : 'failures'} since{' '}
      <Timestamp value={earliest} />
    </>
  );
}

export function VerdictCardSkeleton() {
  return <Skeleton role="status" height={180} radius="md" aria-label="Loading a test" />;
}
