import { Button, Paper, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError, type ApiError } from '@/api/api-error';
import type { HealthStatus, RepositoryStat } from '@/api/types';
import { ChartCard } from '@/components/charts/chart-card';
import { CredentialNotice } from '@/components/feedback/credential-notice';
import { ErrorState } from '@/components/feedback/error-state';
import { RoutePending } from '@/components/feedback/route-pending';
import { HEALTH_LABELS, HEALTH_STATUSES, healthColorVar } from '@/domain/tests/health';
import type { RepositoryStatFilters } from '@/domain/tests/test-filters';
import { countOf, PAIRS } from '@/domain/tests/units';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatCount, formatPercent } from '@/lib/format';
import { healthStat, OVERVIEW_STATS, repositoryStatQueries } from '@/queries/repository-stats';
import { equalColumns } from '@/components/layout/equal-columns';
import { FigureCard } from '@/components/layout/figure-card';
import { describePeriod, summarizeDays, toDayBars } from '../lib/day-buckets';
import { healthBreakdown } from '../lib/health-breakdown';
import { FailedExecutionsBars } from './failed-executions-bars';
import { HealthDonutChart } from './health-donut-chart';
import classes from './overview.module.css';

/** Operation 8's five statistics, fetched in parallel, as figures and two charts; the previous answers stay while new filters load. */
export function OverviewStats({ repo, filters }: { repo: RepositoryRef; filters: RepositoryStatFilters }) {
  const api = useApiClient();
  const results = useQueries({ queries: OVERVIEW_STATS.map((stat) => repositoryStatQueries.stat(api, repo, { stat, filters })) });
  const answer = (stat: RepositoryStat) => results[OVERVIEW_STATS.indexOf(stat)]?.data;

  const failures = results.filter((result) => result.isError);
  const retryFailed = () => failures.forEach((result) => void result.refetch());
  const forbidden = failures.map((result) => result.error).find((error) => isApiError(error) && error.status === 403);
  if (forbidden !== undefined && isApiError(forbidden)) return <StatForbiddenNotice repo={repo} error={forbidden} onRetry={retryFailed} />;
  if (failures.length > 0)
    return <ErrorState error={failures[0]?.error} onRetry={retryFailed} title="Could not load the repository statistics" />;
  const total = answer('total_tests');
  const failed = answer('failed_executions');
  const healthCounts = HEALTH_STATUSES.map((health) => [health, answer(healthStat(health))?.value] as const);
  if (total === undefined || failed === undefined || healthCounts.some(([, count]) => count === undefined))
    return <RoutePending label="Loading repository statistics…" />;

  const breakdown = healthBreakdown(Object.fromEntries(healthCounts) as Record<HealthStatus, number>, total.value);
  const busy = results.some((result) => result.isPlaceholderData);
  const bars = toDayBars(failed.value_over_time);
  const period = describePeriod(bars);

  const figures = [
    {
      label: 'Test–job pairs',
      value: total.value,
      detail: 'tests under one pipeline and job, on the default branch',
      search: { health: [] },
    },
    ...breakdown.slices.map((slice) => ({
      label: HEALTH_LABELS[slice.health],
      value: slice.count,
      detail: `test–job pairs, ${formatPercent(slice.percent)} of them`,
      color: healthColorVar(slice.health, 'text'),
      search: { health: [slice.health] },
    })),
    {
      label: 'Failed executions',
      value: failed.value,
      detail: `in the last ${bars.length} days`,
      color: 'var(--mantine-color-red-text)',
      search: { health: [], sort: 'failed_executions_ratio' as const, dir: 'desc' as const },
    },
  ];

  return (
    <div className={classes.stack} aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
      <div {...equalColumns({ base: 2, sm: 3, lg: 5 }, 'sm')}>
        {figures.map((figure) => (
          <Link
            key={figure.label}
            className={`mantine-focus-auto ${classes.figureLink}`}
            to="/$owner/$repo/tests"
            params={repo}
            search={{ ...filters, ...figure.search }}
            aria-label={`${figure.label}: ${formatCount(figure.value)}, ${figure.detail}. Show in test search`}
          >
            <FigureCard label={figure.label} counts={figure.detail} color={figure.color}>
              {formatCount(figure.value)}
            </FigureCard>
          </Link>
        ))}
      </div>
      {breakdown.totalMismatch ? (
        <Paper withBorder p="xs" radius="md">
          <Text size="sm" c="dimmed">
            The API counts {countOf(breakdown.totalMismatch.total, PAIRS)}, but healthy, flaky and broken add up to{' '}
            {formatCount(breakdown.totalMismatch.sum)}; the shares are of those {formatCount(breakdown.totalMismatch.sum)}.
          </Text>
        </Paper>
      ) : null}
      <div {...equalColumns({ base: 1, lg: 2 })}>
        <HealthDonutChart repo={repo} filters={filters} breakdown={breakdown} />
        {/* "CI impact": failed executions per UTC day, as operation 8's `value_over_time` gives them. */}
        <ChartCard
          title="Failed executions per day"
          subtitle={period ? `${period} · UTC days · ${formatCount(failed.value)} in total` : 'No days in the series'}
          summary={summarizeDays(bars)}
          data={{
            caption: 'Failed executions per UTC day',
            columns: ['Day (UTC)', 'Failed executions'],
            rows: bars.map((bar) => ({ key: bar.start, cells: [bar.label, formatCount(bar.value)] })),
          }}
        >
          <FailedExecutionsBars bars={bars} />
        </ChartCard>
      </div>
    </div>
  );
}

/** Operation 8 refuses the CI Application Key (403); test search takes it, so point there too. */
function StatForbiddenNotice({ repo, error, onRetry }: { repo: RepositoryRef; error: ApiError; onRetry: () => void }) {
  return (
    <CredentialNotice
      title="This credential may not read repository statistics"
      {...{ error, onRetry }}
      actions={
        <Button size="xs" variant="light" color="orange" renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests" params={repo} />}>
          Open test search
        </Button>
      }
    >
      <Text size="sm">
        The health totals and failed executions per day accept an Admin Application Key or a repository-host token (such as a GitHub token);
        the API refused the credential in use, and a CI Application Key is not allowed here.
      </Text>
      <Text size="sm">Open Settings (the ⚙ button at the top right) to use another credential. Test search works with this one.</Text>
    </CredentialNotice>
  );
}
