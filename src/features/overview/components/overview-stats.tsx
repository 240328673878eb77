import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { isApiError, isApiNotFound } from '@/api/api-error';
import { ErrorState } from '@/components/feedback/error-state';
import { NotFoundPage } from '@/components/feedback/not-found-page';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import type { HealthStatus, RepositoryStat } from '@/api/types';
import { HEALTH_STATUSES } from '@/domain/tests/health';
import { countOf, PAIRS } from '@/domain/tests/units';
import type { RepositoryStatFilters } from '@/domain/tests/test-filters';
import { formatCount } from '@/lib/format';
import { healthStat, OVERVIEW_STATS, repositoryStatQueries } from '@/queries/repository-stats';
import { describePeriod } from '../lib/day-buckets';
import { healthBreakdown } from '../lib/health-breakdown';
import { FailedExecutionsChart } from './failed-executions-chart';
import { HealthDonutChart } from './health-donut-chart';
import { StatFigures } from './stat-figures';
import { StatForbiddenNotice } from './stat-forbidden-notice';

function StatsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading repository statistics">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {OVERVIEW_STATS.map((stat) => (
          <Skeleton key={stat} height={96} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Skeleton height={330} radius="md" />
        <Skeleton height={330} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}

/** Operation 8's five statistics, fetched in parallel, as figures and two charts, with every state. */
export function OverviewStats({ repo, filters }: { repo: RepositoryRef; filters: RepositoryStatFilters }) {
  const api = useApiClient();
  const results = useQueries({ queries: OVERVIEW_STATS.map((stat) => repositoryStatQueries.stat(api, repo, { stat, filters })) });
  const answer = (stat: RepositoryStat) => results[OVERVIEW_STATS.indexOf(stat)]?.data;

  const failures = results.filter((result) => result.isError);
  const retryFailed = () => {
    for (const result of failures) void result.refetch();
  };
  const forbidden = failures.map((result) => result.error).find((error) => isApiError(error) && error.status === 403);
  if (forbidden !== undefined && isApiError(forbidden)) return <StatForbiddenNotice repo={repo} error={forbidden} onRetry={retryFailed} />;
  const notFound = failures.map((result) => result.error).find((error) => isApiNotFound(error));
  if (notFound !== undefined) {
    return (
      <NotFoundPage
        title="Repository not found"
        message={`The API does not know ${repo.owner}/${repo.repo} (${notFound.message}). Check the name, or pick another repository at the top.`}
      />
    );
  }
  if (failures.length > 0)
    return <ErrorState error={failures[0]?.error} onRetry={retryFailed} title="Could not load the repository statistics" />;
  const total = answer('total_tests');
  const failed = answer('failed_executions');
  const healthCounts = HEALTH_STATUSES.map((health) => [health, answer(healthStat(health))?.value] as const);
  if (total === undefined || failed === undefined || healthCounts.some(([, count]) => count === undefined)) return <StatsSkeleton />;

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
