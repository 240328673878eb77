import { Anchor, Badge, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TestFailure } from '@/api/types';
import { useId, useState, type ReactNode } from 'react';
import { HealthBadge } from '@/components/health/health-badge';
import { DataText } from '@/components/text/data-text';
import { TestNameLink } from '@/components/text/test-name-link';
import { Timestamp } from '@/components/time/timestamp';
import {
  bucketWidthFor,
  episodeFirstFailure,
  mergeTimes,
  RETAINED_DAYS,
  retainedFrom,
  transitionInterval,
} from '@/domain/tests/episode-times';
import { HEALTH_LABELS } from '@/domain/tests/health';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatDay, formatLocalDateTime, formatUtcDateTime } from '@/lib/format';
import { failureGroupLink, mergeEventLink } from '@/lib/links';
import { DAY_MS } from '@/lib/time-constants';
import { failureQueries } from '@/queries/failures';
import { MAX_SEARCHABLE_NAME } from '@/queries/tests';
import { evidenceQueries, myChangeQueries } from '../api/my-change-queries';
import {
  changeVerdict,
  describeQuarantine,
  describeVerdict,
  keptWords,
  notSeenWords,
  toVerdictEvidence,
  VERDICT_BADGES,
  verdictSupport,
  type ChangeSubject,
  type VerdictEvidence,
  type VerdictFacts,
  type VerdictKind,
} from '../lib/change-verdict';

/** The verdict names the default branch: the API's test insights are about it, whatever it is called. */
const DEFAULT_BRANCH = 'the default branch';

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
  const [details, transitions, quarantines, failures] = useSuspenseQueries({
    queries: [...evidenceQueries(api, repository, testId), failureQueries.list(api, repository, testId)],
  });
  const evidence = toVerdictEvidence(details.data, transitions.data);
  const verdict = changeVerdict(evidence, subject);
  const pull = 'pull' in verdict ? verdict.pull : null;
  // The subject's events are the page's own query (its activity list reads them too); a CI key leaves merge times unknown.
  const merges = useQuery({
    ...myChangeQueries.pullRequestEvents(api, repository, pull?.number ?? 0),
    enabled: pull !== null,
    retry: false,
  });
  // The evidence's transitions cover the kept history: 30 days to the current hour, in 1-day buckets.
  const facts: VerdictFacts = {
    formatTime: formatLocalDateTime,
    failures: failures.data.failures,
    mergedAt: mergeTimes(merges.data?.events ?? []),
    bucketMs: bucketWidthFor(RETAINED_DAYS * DAY_MS),
  };
  const { firstFailure, merge } = verdictSupport(verdict, facts, details.data.first_failure_at);

  return (
    <CardFrame kind={verdict.kind} title={<TestNameLink repo={repository} testId={testId} name={details.data.test_name} />}>
      {pull !== null && merges.isPending ? (
        <Skeleton role="status" height={18} width="80%" aria-label="Dating the verdict" />
      ) : (
        <>
          <Text fw={600}>{describeVerdict(verdict, DEFAULT_BRANCH, formatDay, facts)}</Text>
          {firstFailure === null && merge === null ? null : (
            <Group gap="md" wrap="wrap">
              {firstFailure === null ? null : (
                <Anchor
                  size="sm"
                  title={formatUtcDateTime(firstFailure.at)}
                  renderRoot={(props) => <Link {...props} {...failureGroupLink(repository, testId, firstFailure.failureId)} />}
                >
                  First failure {formatLocalDateTime(firstFailure.at)}
                </Anchor>
              )}
              {merge === null ? null : (
                <Anchor
                  size="sm"
                  title={formatUtcDateTime(merge.at)}
                  renderRoot={(props) => <Link {...props} {...mergeEventLink(repository, merge.number, merge.at)} />}
                >
                  #{merge.number} merged {formatLocalDateTime(merge.at)}
                </Anchor>
              )}
            </Group>
          )}
        </>
      )}
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
          <FirstFailureLine firstFailure={evidence.firstFailure} />
        </List.Item>
        <List.Item>
          <FailureGroupsLine groups={failures.data.failures} />
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
  const earliest = groups.map((group) => group.first_failure_at).sort()[0] ?? '';
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

/** The health changes on record, dated by the first failing run when known, else by their bucket. */
function HealthChangesLine({ evidence, facts }: { evidence: VerdictEvidence; facts: VerdictFacts }) {
  const [now] = useState(() => Date.now());
  if (evidence.transitions.length === 0) return <>No health change in the last {RETAINED_DAYS} days</>;
  const keptFrom = retainedFrom(now);
  return (
    <>
      Health changes (last {RETAINED_DAYS} days):{' '}
      {evidence.transitions.map((transition, index) => {
        const bucket = transitionInterval(Date.parse(transition.at), facts.bucketMs);
        const firstFailure = episodeFirstFailure(transition, evidence.transitions[index - 1]?.at ?? null, facts.failures);
        // The first point at the first bucket's end: the test ran from the kept history's start.
        const when =
          index === 0 && bucket.from <= keptFrom
            ? `since at least ${formatDay(keptFrom)}`
            : firstFailure
              ? `from its first failure on ${formatLocalDateTime(firstFailure.at)}`
              : `from between ${formatLocalDateTime(bucket.from)} and ${formatLocalDateTime(bucket.to)}`;
        return (
          <span key={transition.at}>
            {index > 0 ? ' → ' : ''}
            {HEALTH_LABELS[transition.health_status]} {when}
            {transition.pull_request ? ` (#${transition.pull_request.number})` : ''}
          </span>
        );
      })}
    </>
  );
}

/** The first failure on record; one in the kept history's first hour is only the first one kept. */
function FirstFailureLine({ firstFailure: { at, pull, commit, keptFrom } }: { firstFailure: VerdictEvidence['firstFailure'] }) {
  if (at === null) return <>Never failed on the default branch in the retained history</>;
  return (
    <>
      {keptFrom
        ? `Failing on the default branch ${keptWords(keptFrom, formatDay)}; first kept failure ${formatLocalDateTime(at)}`
        : `First failure on the default branch: ${formatLocalDateTime(at)}${pull ? ` with #${pull.number}` : ''}`}
      {commit ? (
        <>
          {' '}
          (commit <code>{commit.slice(0, 7)}</code>)
        </>
      ) : null}
    </>
  );
}
