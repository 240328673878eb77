import { Anchor, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/feedback/error-state';
import { RoutePending } from '@/components/feedback/route-pending';
import { Panel } from '@/components/layout/panel';
import { COST_WINDOW_SENTENCE, rankingOf, withTestHealth, type TestCostRanking } from '@/domain/tests/test-cost';
import type { RepositoryStatFilters } from '@/domain/tests/test-filters';
import { UNHEALTHY_STATUSES } from '@/domain/tests/health';
import type { RepositoryRef } from '@/lib/app-config';
import { countOf, PAIRS } from '@/domain/tests/units';
import type { EveryIdentity } from '@/queries/tests';

const HURTING_TESTS_COUNT = 5;

/** The few flaky or broken tests with the most failed runs (`query`: the route's read), drawn by its table (test search's), so they read the same. */
export function HurtingTests({
  repo,
  filters,
  query,
  table,
}: {
  repo: RepositoryRef;
  filters: RepositoryStatFilters;
  query: UseQueryResult<EveryIdentity>;
  table: (ranking: TestCostRanking, busy: boolean) => ReactNode;
}) {
  const ranking = query.data ? withTestHealth(rankingOf(query.data.read), { health: [...UNHEALTHY_STATUSES] }) : null;

  return (
    <Panel
      title="Tests hurting the most"
      description={
        (ranking?.counted === false
          ? `This service reports no run counts: flaky and broken tests by its failure ratio over ${COST_WINDOW_SENTENCE}, highest first`
          : `Flaky and broken tests by failed runs over ${COST_WINDOW_SENTENCE}, every pipeline and job of a test added up`) +
        (query.data?.complete === false ? ` (among the ${countOf(query.data.read.length, PAIRS)} with the highest failure ratio)` : '')
      }
      actions={
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests" params={repo} search={filters} />}>
          See all flaky and broken tests
        </Anchor>
      }
    >
      {query.isPending ? (
        <RoutePending label="Loading the tests hurting the most…" />
      ) : query.isError ? (
        <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />
      ) : ranking === null || ranking.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No flaky or broken test matches these filters. Nothing is hurting here.
        </Text>
      ) : (
        table({ ...ranking, entries: ranking.entries.slice(0, HURTING_TESTS_COUNT) }, query.isPlaceholderData)
      )}
    </Panel>
  );
}
