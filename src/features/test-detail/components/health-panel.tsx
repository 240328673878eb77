import { Group, Stack, Text } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { lazy, useMemo } from 'react';
import { ChartSlot } from '@/components/charts/chart-slot';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { testWindowQueries } from '../api/test-window-queries';
import { bucketWidthMs } from '../lib/bucket-width';
import { healthBands, historyOrigin } from '../lib/health-bands';
import type { TestDetailSearch } from '../lib/test-detail-search';
import type { WindowSelection } from '../lib/time-window';
import { HealthOriginNote } from './health-origin-note';
import { HealthTransitionsTable } from './health-transitions-table';
import { TestHealthBadge } from './status-badges';
import { WindowSummary } from './window-summary';
import { ChartPanelSkeleton, WindowedPanel } from './windowed-panel';

const HealthTimelineChart = lazy(() => import('./health-timeline-chart'));

export function HealthPanel({
  repository,
  testId,
  selection,
  search,
}: {
  repository: RepositoryRef;
  testId: string;
  selection: WindowSelection;
  search: TestDetailSearch;
}) {
  return (
    <WindowedPanel
      range={search.range}
      selection={selection}
      errorTitle="Could not load the health timeline"
      pending={<ChartPanelSkeleton label="Loading the health timeline" chartHeight={200} />}
    >
      <HealthContent repository={repository} testId={testId} selection={selection} />
    </WindowedPanel>
  );
}

function HealthContent({
  repository,
  testId,
  selection,
}: {
  repository: RepositoryRef;
  testId: string;
  selection: WindowSelection;
}) {
  const api = useApiClient();
  // Transitions are sampled on the statistics' bucket grid; the success series (already loaded with
  // the page) tells its width.
  const [health, success] = useSuspenseQueries({
    queries: [
      testWindowQueries.healthTransitions(api, repository, testId, selection),
      testWindowQueries.stat(api, repository, testId, 'success_count', selection),
    ],
  });
  const { window, data } = health.data;
  const range = useMemo(() => ({ start: Date.parse(window.start), end: Date.parse(window.end) }), [window]);
  const bands = useMemo(() => healthBands(data.transitions, range), [data.transitions, range]);
  const origin = historyOrigin(data.first_activity_at, range.start);
  const last = data.transitions[data.transitions.length - 1];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <WindowSummary window={window} bucketMs={bucketWidthMs(success.data.data.value_over_time)} />
        {last ? (
          <Group gap="xs">
            <Text size="sm">Health at the end of the window:</Text>
            <TestHealthBadge health={last.health_status} size="md" />
          </Group>
        ) : null}
      </Group>

      {data.transitions.length === 0 ? (
        <HealthOriginNote origin={origin} hasVerdict={data.transitions.length > 0} />
      ) : (
        <>
          <ChartSlot height={230} label="Loading chart">
            <HealthTimelineChart bands={bands} window={range} repository={repository} />
          </ChartSlot>
          <HealthOriginNote origin={origin} hasVerdict={data.transitions.length > 0} />
          <HealthTransitionsTable bands={bands} window={range} repository={repository} />
        </>
      )}
    </Stack>
  );
}
