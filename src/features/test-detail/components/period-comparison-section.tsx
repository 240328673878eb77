import { Button, Group, Skeleton, Text } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { comparisonRow } from '@/components/period-comparison/comparison-rows';
import { ComparisonTable } from '@/components/period-comparison/comparison-table';
import { PeriodPicker } from '@/components/period-comparison/period-picker';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { Panel } from '@/components/layout/panel';
import {
  comparedSpans,
  describeComparison,
  periodNames,
  resolvePeriods,
  spanWindow,
  type ComparisonParams,
  type Span,
} from '@/domain/periods/period-comparison';
import { HOUR_MS } from '@/lib/time-constants';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { getTestStatStatValues } from '@/api/generated/enums';
import { testStatQueries } from '@/queries/test-stats';
import { useSearchUpdate } from '../lib/search-updates';
import type { TestDetailSearch } from '../lib/test-detail-search';
import { testPeriodFigures } from '../lib/test-period-figures';

/** Two periods side by side over equal spans; off until asked for (eight requests). */
export function PeriodComparisonSection({
  repository,
  testId,
  search,
}: {
  repository: RepositoryRef;
  testId: string;
  search: TestDetailSearch;
}) {
  // The page's "today", fixed when it mounts: the presets name days, so they hold for the visit.
  const [now] = useState(() => Date.now());
  const change: (next: ComparisonParams) => void = useSearchUpdate();
  const periods = resolvePeriods(search, now);
  const spans = periods === null ? null : comparedSpans(periods, now, HOUR_MS);

  if (periods === null) {
    return (
      <Group>
        <Button size="xs" variant="default" onClick={() => change({ compare: 'week', current: undefined, baseline: undefined })}>
          Compare two periods
        </Button>
      </Group>
    );
  }
  return (
    <Panel title="Compare two periods">
      <PeriodPicker mode={search.compare} periods={periods} allowOff onChange={change} />
      {spans === null ? (
        <Text size="sm" c="dimmed">
          A period has not begun: there is nothing to compare.
        </Text>
      ) : (
        <>
          <Text size="sm">{describeComparison(periods, spans)}</Text>
          <QueryBoundary
            key={JSON.stringify(spans)}
            errorTitle="Could not load the statistics of the two periods"
            pending={<Skeleton role="status" height={230} radius="sm" aria-label="Loading the comparison" />}
          >
            <ComparisonFigures repository={repository} testId={testId} spans={spans} names={periodNames(periods)} />
          </QueryBoundary>
        </>
      )}
    </Panel>
  );
}

function ComparisonFigures({
  repository,
  testId,
  spans,
  names,
}: {
  repository: RepositoryRef;
  testId: string;
  spans: { current: Span; baseline: Span };
  names: { current: string; baseline: string };
}) {
  const api = useApiClient();
  // The four statistics of each period, in the order their figures read them.
  const values = useSuspenseQueries({
    queries: [spans.current, spans.baseline].flatMap((range) =>
      getTestStatStatValues.map((stat) => testStatQueries.stat(api, repository, { testId, stat, window: spanWindow(range) })),
    ),
  }).map((result) => result.data.data.value);
  const statsOf = ([success = 0, failure = 0, flaky = 0, meanSeconds = 0]: number[]) => ({ success, failure, flaky, meanSeconds });
  const rows = testPeriodFigures(statsOf(values.slice(0, 4)), statsOf(values.slice(4))).map(comparisonRow);
  return <ComparisonTable caption="Test statistics, two periods" names={names} rows={rows} />;
}
