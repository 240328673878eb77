import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '@/components/feedback/error-state';
import { RoutePending } from '@/components/feedback/route-pending';
import { HealthBadge } from '@/components/health/health-badge';
import { Panel } from '@/components/layout/panel';
import { Table } from '@/components/table/table';
import { TestNameLink } from '@/components/text/test-name-link';
import { COST_WINDOW_LABEL, COST_WINDOW_SENTENCE, rankingOf, withTestHealth, type TestCostEntry } from '@/domain/tests/test-cost';
import type { RepositoryStatFilters } from '@/domain/tests/test-filters';
import { UNHEALTHY_STATUSES } from '@/domain/tests/health';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { TestListBadge } from '@/lib/test-badge-context';
import { NARROW_COLUMN_CLAMP } from '@/components/text/clamp-text';
import { DataText } from '@/components/text/data-text';
import { formatCount } from '@/lib/format';
import { countOf, PAIRS } from '@/domain/tests/units';
import { anyHealth, testQueries } from '@/queries/tests';

const HURTING_TESTS_COUNT = 5;

/** The few flaky or broken tests with the most failed runs, one entry per test, each a link to its page. */
export function HurtingTests({ repo, filters }: { repo: RepositoryRef; filters: RepositoryStatFilters }) {
  const api = useApiClient();
  const query = useQuery(testQueries.every(api, repo, anyHealth(filters)));
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
        <Table.ScrollContainer minWidth={560} stacked>
          <Table
            stacked
            verticalSpacing={6}
            aria-label="Tests hurting the most"
            style={{ tableLayout: 'fixed', opacity: query.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table.Head
              columns={['Test', IDENTITIES, 'Health', ...(ranking.counted ? COUNT_COLUMNS.map((column) => column.label) : [])]}
              numeric={COUNT_COLUMNS.map((column) => column.label)}
              widths={WIDTHS}
            />
            <Table.Tbody>
              {ranking.entries.slice(0, HURTING_TESTS_COUNT).map((entry) => (
                <Table.Tr key={entry.testId}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <TestNameLink repo={repo} testId={entry.testId} name={entry.testName} />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }} label="Pipeline · job">
                    <Stack gap={0}>
                      {entry.identities.map((identity) => (
                        <Text size="sm" key={`${identity.pipeline_name}|${identity.job_name}`}>
                          <DataText value={identity.pipeline_name} breakable clamp={NARROW_COLUMN_CLAMP} /> ·{' '}
                          <DataText value={identity.job_name} breakable clamp={NARROW_COLUMN_CLAMP} />
                          {ranking.counted ? ` (${formatCount(identity.metrics.failed_executions_count ?? 0)})` : null}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td label="Health">
                    <HealthBadge health={entry.health} />
                    <TestListBadge testId={entry.testId} />
                  </Table.Td>
                  {ranking.counted
                    ? COUNT_COLUMNS.map((column) => (
                        <Table.Td key={column.label} label={column.label} style={NUMERIC}>
                          {formatCount(column.of(entry) ?? 0)}
                        </Table.Td>
                      ))
                    : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Panel>
  );
}

const IDENTITIES = 'Pipeline · job (failed runs)';
const NUMERIC = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

const COUNT_COLUMNS = [
  { label: `Failed runs, ${COST_WINDOW_LABEL}`, width: '8rem', of: (entry: TestCostEntry) => entry.failedRuns },
  { label: `Runs, ${COST_WINDOW_LABEL}`, width: '6rem', of: (entry: TestCostEntry) => entry.runs },
];
const WIDTHS = {
  [IDENTITIES]: '15rem',
  Health: '7.5rem',
  ...Object.fromEntries(COUNT_COLUMNS.map((column) => [column.label, column.width])),
};
