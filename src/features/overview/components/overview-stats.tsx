import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { ErrorState } from '@/components/feedback/error-state';
import { RoutePending } from '@/components/feedback/route-pending';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import type { HealthStatus, RepositoryStat } from '@/api/types';
import { HEALTH_STATUSES } from '@/domain/tests/health';
import { countOf, PAIRS } from '@/domain/tests/units';
import type { RepositoryStatFilters } from '@/domain/tests/test-filters';
import { formatCount } from '@/lib/format';
import { healthStat, OVERVIEW_STATS, repositoryStatQueries } from '../api/repository-stat-queries';
import { describePeriod } from '../lib/day-buckets';
import { healthBreakdown } from '../lib/health-breakdown';
import { FailedExecutionsChart } from './failed-executions-chart';
import { HealthDonutChart } from './health-donut-chart';
import { StatFigures } from './stat-figures';
import { StatForbiddenNotice } from './stat-forbidden-notice';

/** Operation 8's five statistics, fetched in parallel, as figures and two charts; the previous answers stay while new filters load. */
export function OverviewStats({ repo, filters }: { repo: RepositoryRef; filters: RepositoryStatFilters }) {
  const api = useApiClient();
  const results = useQueries({ queries: OVERVIEW_STATS.map((stat) => repositoryStatQueries.stat(api, repo, stat, filters)) });
  const answer = (stat: RepositoryStat) => results[OVERVIEW_STATS.indexOf(stat)]?.data;

  const failures = results.filter((result) => result.isError);
  const retryFailed = () => {
    for (const result of failures) void result.refetch();
  };
  const forbidden = failures.map((result) => result.error).find((error) => isApiError(error) && error.status === 403);
  if (forbidden !== undefined && isApiError(forbidden)) return <StatForbiddenNotice repo={repo} error={forbidden} onRetry={retryFailed} />;
  if (failures.length > 0)
    return <ErrorState error={failures[0]?.error} onRetry={retryFailed} title="Could not load the repository statistics" />;
  const total = answer('total_tests');
  const failed = answer('failed_executions');
  const healthCounts = HEALTH_STATUSES.map((health) => [health, answer(healthStat(health))?.value] as const);
  if (total === undefined || failed === undefined || healthCounts.some(([, count]) => count === undefined)) return <RoutePending label="Loading repository statistics…" />;

  const breakdown = healthBreakdown(Object.fromEntries(healthCounts) as Record<HealthStatus, number>, total.value);
  const period = describePeriod(failed.value_over_time);
  const days = period?.days ?? failed.value_over_time.length;
  const busy = results.some((result) => result.isPlaceholderData);

  return (
    <Stack gap="md" aria-busy={busy}>
      <StatFigures
        repo={repo}
        filters={filters}
        total={total.value}
        breakdown={breakdown}
        failedExecutions={failed.value}
        days={days}
        busy={busy}
      />
      {breakdown.totalMismatch ? (
        <Paper withBorder p="xs" radius="md">
          <Text size="sm" c="dimmed">
            The API counts {countOf(breakdown.totalMismatch.total, PAIRS)}, but healthy, flaky and broken add up to{' '}
            {formatCount(breakdown.totalMismatch.sum)}; the shares are of those {formatCount(breakdown.totalMismatch.sum)}.
          </Text>
        </Paper>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" style={{ opacity: busy ? 0.6 : 1 }}>
        <HealthDonutChart repo={repo} filters={filters} breakdown={breakdown} />
        <FailedExecutionsChart
          buckets={failed.value_over_time}
          subtitle={period ? `${period.label} · UTC days · ${formatCount(failed.value)} in total` : 'No days in the series'}
        />
      </SimpleGrid>
    </Stack>
  );
}
