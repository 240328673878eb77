import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { TestDetails } from '@/api/types';
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
import { formatDay, formatLocalDateTime, formatUtcDateTime, toIsoSeconds } from '@/lib/format';
import { myChangeQueries } from '../api/my-change-queries';
import { failureQueries } from '@/queries/failures';
import {
  describeVerdict,
  verdictSupport,
  type PullRef,
  type Verdict,
  type VerdictEvidence,
  type VerdictFacts,
} from '../lib/change-verdict';
import { HOUR_MS, DAY_MS } from '@/lib/time-constants';

/** The verdict names the default branch: the API's test insights are about it, whatever it is called. */
export const DEFAULT_BRANCH = 'the default branch';
/** The activity log around a merge, filtered to its pull request: what led to it and what followed. */
const MERGE_CONTEXT_MS = 6 * HOUR_MS;

/** The failure groups and merge events that date a verdict; a CI key leaves merge times unknown. */
export function useVerdictFacts(repository: RepositoryRef, testId: string, pull: PullRef | null) {
  const api = useApiClient();
  const { data: failures } = useSuspenseQuery(failureQueries.list(api, repository, testId));
  // The subject's events are the page's own query (its activity list reads them too).
  const merges = useQuery({
    ...myChangeQueries.pullRequestEvents(api, repository, pull?.number ?? 0),
    enabled: pull !== null,
    retry: false,
  });
  // The evidence's transitions cover the kept history: 30 days to the current hour, in 1-day buckets.
  return {
    pending: pull !== null && merges.isPending,
    facts: {
      formatTime: formatLocalDateTime,
      failures: failures.failures,
      mergedAt: mergeTimes(merges.data?.events ?? []),
      bucketMs: bucketWidthFor(RETAINED_DAYS * DAY_MS),
    },
  };
}

/** The verdict in words, each date opening what supports it. */
export function VerdictStatement({
  repository,
  testId,
  verdict,
  firstFailureAt,
  facts,
  pending,
}: {
  repository: RepositoryRef;
  testId: string;
  verdict: Verdict;
  firstFailureAt: string | null;
  facts: VerdictFacts;
  pending: boolean;
}) {
  if (pending) return <Skeleton role="status" height={18} width="80%" aria-label="Dating the verdict" />;
  const { firstFailure, merge } = verdictSupport(verdict, facts, firstFailureAt);
  return (
    <>
      <Text fw={600}>{describeVerdict(verdict, DEFAULT_BRANCH, formatDay, facts)}</Text>
      {firstFailure === null && merge === null ? null : (
        <Group gap="md" wrap="wrap">
          {firstFailure === null ? null : (
            <Anchor
              size="sm"
              title={formatUtcDateTime(firstFailure.at)}
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/$owner/$repo/tests/$testId/failures/$failureId"
                  params={{ ...repository, testId, failureId: firstFailure.failureId }}
                />
              )}
            >
              First failure {formatLocalDateTime(firstFailure.at)}
            </Anchor>
          )}
          {merge === null ? null : (
            <Anchor
              size="sm"
              title={formatUtcDateTime(merge.at)}
              renderRoot={(props) => <Link {...props} to="/$owner/$repo/activity" params={repository} search={mergeSearch(merge)} />}
            >
              #{merge.number} merged {formatLocalDateTime(merge.at)}
            </Anchor>
          )}
        </Group>
      )}
    </>
  );
}

function mergeSearch(merge: { number: number; at: string }) {
  const at = Date.parse(merge.at);
  return { pr: [merge.number], from: toIsoSeconds(at - MERGE_CONTEXT_MS), to: toIsoSeconds(at + MERGE_CONTEXT_MS) };
}

/** The health changes on record, dated by the first failing run when known, else by their bucket. */
export function HealthChangesLine({ evidence, facts }: { evidence: VerdictEvidence; facts: VerdictFacts }) {
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
export function FirstFailureLine({ details, evidence }: { details: TestDetails; evidence: VerdictEvidence }) {
  if (details.first_failure_at === null) return <>Never failed on the default branch in the retained history</>;
  const keptFrom = evidence.firstFailure.keptFrom;
  return (
    <>
      {keptFrom ? (
        <>
          Failing on the default branch since at least {formatDay(keptFrom)} (the first of the {RETAINED_DAYS} days kept); first kept
          failure {formatLocalDateTime(details.first_failure_at)}
        </>
      ) : (
        <>
          First failure on the default branch: {formatLocalDateTime(details.first_failure_at)}
          {details.first_failure_pull ? ` with #${details.first_failure_pull.number}` : ''}
        </>
      )}
      {details.first_failure_commit ? (
        <>
          {' '}
          (commit <code>{details.first_failure_commit.slice(0, 7)}</code>)
        </>
      ) : null}
    </>
  );
}
