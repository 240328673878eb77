import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Timestamp } from '@/components/time/timestamp';
import { bucketWidthFor, isAtRetentionEdge } from '@/domain/tests/episode-times';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { testQueries } from '@/queries/tests';
import { failureQueries } from '@/queries/failures';
import { testTimelineQueries } from '../api/test-timeline-queries';
import { testStatQueries } from '@/queries/test-stats';
import { bucketWidthMs } from '../lib/stat-series';
import { buildTimeline, LANE_LABELS, namedPullRequests, timelineRows } from '../lib/correlated-timeline';
import { timelineLink } from '../lib/timeline-links';
import { resolveWindow, type WindowSelection } from '@/domain/periods/time-window';
import { useWindowNavigation } from '../lib/search-updates';
import { WindowSummary } from '@/components/time-range/window-summary';
import { CorrelatedTimelineChart } from './correlated-timeline-chart';

export function TimelinePanel({
  repository,
  testId,
  testName,
  selection,
}: {
  repository: RepositoryRef;
  testId: string;
  testName: string;
  selection: WindowSelection;
}) {
  const api = useApiClient();
  const [now] = useState(() => Date.now());
  const [health, success, details, quarantine, failures, kept] = useSuspenseQueries({
    queries: [
      testStatQueries.healthTransitions(api, repository, { testId, window: selection }),
      testStatQueries.stat(api, repository, { testId, stat: 'success_count', window: selection }),
      testQueries.details(api, repository, testId),
      testTimelineQueries.quarantineEvents(api, repository, { testId, testName }, resolveWindow(selection, now)),
      failureQueries.list(api, repository, testId),
      testStatQueries.healthTransitions(api, repository, { testId, window: { preset: '30d' } }),
    ],
  });
  // A first failure that is only the first one kept names no cause (the test may have failed before).
  const pulls = namedPullRequests(
    health.data.data.transitions,
    isAtRetentionEdge(details.data.first_failure_at, { window: kept.data.window, ...kept.data.data }, now)
      ? null
      : details.data.first_failure_pull,
  );
  // Needs the transitions' pull requests first; none named, nothing to ask.
  const queueQuery = testTimelineQueries.queueEvents(api, repository, pulls, resolveWindow(selection, now));
  const [queue] = useSuspenseQueries({ queries: [queueQuery].filter(() => pulls.length > 0) });

  const window = { start: Date.parse(health.data.window.start), end: Date.parse(health.data.window.end) };
  const buckets = success.data.data.value_over_time;
  const bucketMs = bucketWidthMs(buckets);
  const entries = buildTimeline({
    transitions: health.data.data.transitions,
    quarantineEvents: quarantine.data.events,
    queueEvents: queue?.data.events ?? [],
    failures: failures.data.failures,
    bucketMs: bucketMs ?? bucketWidthFor(window.end - window.start),
    window,
  });
  const rows = timelineRows(buckets, entries);
  const { selectCustom } = useWindowNavigation();
  const navigate = useNavigate();
  const forbidden = quarantine.data.forbidden || queue?.data.forbidden === true;

  return (
    <Stack gap="md">
      <WindowSummary window={health.data.window} bucketMs={bucketMs} />
      {forbidden ? (
        <Alert color="yellow" title="Quarantine and merge-queue events are not shown">
          This credential may not read the activity log (a CI application key cannot), so only the health changes are on the timeline.
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        {pulls.length === 0
          ? 'No pull request is named by this test’s health changes or first failure.'
          : `Merge-queue events of ${pulls.map((number) => `#${number}`).join(', ')}: the pull requests its health changes and first failure name.`}
      </Text>
      <CorrelatedTimelineChart
        rows={rows}
        onZoom={(zoom) => selectCustom(zoom, window.end)}
        onOpen={(entry) => void navigate(timelineLink(repository, testId, entry, selection))}
      />
      {/* The timeline as a list, oldest first: every entry readable and openable without the chart. */}
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing happened to this test in this window: no health change, quarantine or merge-queue event.
        </Text>
      ) : (
        <Stack component="ol" gap={6} aria-label="Timeline events, oldest first" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => (
            <Group component="li" key={entry.key} gap="sm" wrap="nowrap" align="baseline">
              <Text size="xs" c="dimmed" style={{ flexShrink: 0, minWidth: 140 }}>
                {/* Known only to its bucket: both ends, each machine-readable. */}
                {entry.between === undefined ? null : (
                  <>
                    between <Timestamp value={new Date(entry.between).toISOString()} /> and{' '}
                  </>
                )}
                <Timestamp value={new Date(entry.at).toISOString()} />
              </Text>
              <Text size="xs" fw={600} style={{ flexShrink: 0, minWidth: 90 }}>
                {LANE_LABELS[entry.lane]}
              </Text>
              <Anchor size="sm" renderRoot={(props) => <Link {...props} {...timelineLink(repository, testId, entry, selection)} />}>
                {entry.label}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
