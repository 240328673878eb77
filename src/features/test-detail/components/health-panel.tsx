import { SearchParamsLink } from '../lib/search-updates';
import { Alert, Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Timestamp } from '@/components/time/timestamp';
import { useQuery, useSuspenseQueries } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { ChartSlot } from '@/components/charts/chart-slot';
import { ErrorState } from '@/components/feedback/error-state';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { bucketWidthFor, mergeTimes } from '@/domain/tests/episode-times';
import { DAY_MS } from '@/lib/time-constants';
import { formatDay, formatSpan, toIsoSeconds } from '@/lib/format';
import { failureQueries } from '@/queries/failures';
import { testTimelineQueries } from '../api/test-timeline-queries';
import { testStatQueries } from '@/queries/test-stats';
import { bucketWidthMs } from '../lib/stat-series';
import { datedBands, healthBands, historyOrigin, type HistoryOrigin } from '../lib/health-bands';
import type { WindowSelection } from '@/domain/periods/time-window';
import { HealthTransitionsTable } from './health-transitions-table';
import { HealthBadge } from '@/components/health/health-badge';
import { WindowSummary } from '@/components/time-range/window-summary';

const HealthTimelineChart = lazy(() => import('./health-timeline-chart'));

export function HealthPanel({ repository, testId, selection }: { repository: RepositoryRef; testId: string; selection: WindowSelection }) {
  const api = useApiClient();
  const [now] = useState(() => Date.now());
  // Transitions are sampled on the statistics' bucket grid, whose width the (prefetched) success series tells.
  const [health, success] = useSuspenseQueries({
    queries: [
      testStatQueries.healthTransitions(api, repository, { testId, window: selection }),
      testStatQueries.stat(api, repository, { testId, stat: 'success_count', window: selection }),
    ],
  });
  // The failures date each episode's first failing run; without them episodes are given as intervals.
  const failures = useQuery(failureQueries.list(api, repository, testId));
  const { window, data } = health.data;
  // A preset's window runs to the end of the current bucket: what is known of it ends now.
  const range = { start: Date.parse(window.start), end: Math.min(Date.parse(window.end), now) };
  const origin = historyOrigin(data.first_activity_at, range.start);
  const undated = healthBands(data.transitions, range, { historyPredatesWindow: origin.kind === 'predates-window' });
  const bucketMs = bucketWidthMs(success.data.data.value_over_time) ?? bucketWidthFor(Date.parse(window.end) - range.start);
  const bands = datedBands(undated, { window: range, bucketMs, failures: failures.data?.failures ?? [], now });
  // The merge times of the pull requests the table names as causes (needs the bands first).
  const causes = [...new Set(bands.flatMap((band) => (band.cause ? [band.cause.number] : [])))].sort((a, b) => a - b);
  // Merge times, like the failures, only sharpen the answer: on failure the causes stay, undated.
  const merges = useQuery(testTimelineQueries.mergeEvents(api, repository, causes, now));
  const mergedAt = mergeTimes(merges.data?.events ?? []);
  const last = data.transitions[data.transitions.length - 1];
  // The skeleton stays until exact times arrive, rather than intervals that turn into times a moment later.
  if (failures.isPending || (causes.length > 0 && merges.isPending)) {
    return <Skeleton role="status" height={300} radius="md" aria-label="Loading the health timeline" />;
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <WindowSummary window={window} bucketMs={bucketWidthMs(success.data.data.value_over_time)} />
        {last ? (
          <Group gap="xs">
            <Text size="sm">Health at the end of the window:</Text>
            <HealthBadge health={last.health_status} size="md" />
          </Group>
        ) : null}
      </Group>

      {/* Evidence that only sharpens the answer: without it the panel still stands, and says what is missing. */}
      {(
        [
          [failures, "Could not load this test's failures: episodes are shown as intervals"],
          [merges, 'Could not load the activity log: merge times are not shown'],
        ] as const
      ).map(([query, title]) =>
        query.isError ? <ErrorState key={title} compact title={title} error={query.error} onRetry={() => void query.refetch()} /> : null,
      )}

      {data.transitions.length === 0 ? (
        <HealthOriginNote origin={origin} hasVerdict={data.transitions.length > 0} />
      ) : (
        <>
          <ChartSlot height={230} label="Loading chart">
            <HealthTimelineChart bands={bands} window={range} repository={repository} testId={testId} />
          </ChartSlot>
          <HealthOriginNote origin={origin} hasVerdict={data.transitions.length > 0} />
          {bucketMs >= DAY_MS ? <SamplingNote window={{ start: range.start, end: Date.parse(window.end) }} bucketMs={bucketMs} /> : null}
          <HealthTransitionsTable bands={bands} mergedAt={mergedAt} window={range} repository={repository} testId={testId} />
        </>
      )}
    </Stack>
  );
}

/** The window cut into equal stretches of whole days, at most 8 days each (the longest the service samples every 4 hours). */
function finerStretches(window: { start: number; end: number }): { start: number; end: number }[] {
  const count = Math.ceil((window.end - window.start) / (8 * DAY_MS));
  const length = Math.ceil((window.end - window.start) / count / DAY_MS) * DAY_MS;
  const stretches = [];
  for (let start = window.start; start < window.end; start += length) stretches.push({ start, end: Math.min(start + length, window.end) });
  return stretches;
}

/** Day-wide buckets can hide a short episode: say so, and link each stretch at 4-hour samples. */
function SamplingNote({ window, bucketMs }: { window: { start: number; end: number }; bucketMs: number }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        Health is sampled at each bucket’s end (every {formatSpan(bucketMs)} here): an episode shorter than that can fall between two
        samples and not show. Read a stretch at 4-hour samples:
      </Text>
      <Group gap="sm" component="nav" aria-label="The window at 4-hour samples">
        {finerStretches(window).map((stretch) => (
          <Anchor
            key={stretch.start}
            size="sm"
            renderRoot={(props) => (
              <SearchParamsLink
                {...props}
                search={(previous) => ({ ...previous, start: toIsoSeconds(stretch.start), end: toIsoSeconds(stretch.end) })}
              />
            )}
          >
            {formatDay(stretch.start, { zone: 'utc' })} → {formatDay(stretch.end, { zone: 'utc' })} UTC
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}

/** Whether the timeline shows the test's whole life or only the part inside the window. */
export function HealthOriginNote({ origin, hasVerdict }: { origin: HistoryOrigin; hasVerdict: boolean }) {
  if (origin.kind === 'no-activity') {
    return (
      <Alert variant="light" color="gray" title="No runs in this window">
        <Text size="sm">
          {hasVerdict
            ? 'The test did not run on the default branch in this window: the health shown is the verdict of its earlier runs. Choose a longer range to see when it last ran.'
            : 'The test did not run on the default branch in this window or before it, so there is no health to show. Choose a longer range.'}
        </Text>
      </Alert>
    );
  }
  if (origin.kind === 'predates-window') {
    return (
      <Text size="sm" c="dimmed">
        History predates this window: the test already ran in its first bucket (first activity at the window’s start,{' '}
        <Timestamp value={new Date(origin.at).toISOString()} />
        ), so its history may be older than the window or the 30 days retained.
      </Text>
    );
  }
  return (
    <Text size="sm">
      The test first ran inside this window, in the bucket starting <Timestamp value={new Date(origin.at).toISOString()} relative />.
    </Text>
  );
}
