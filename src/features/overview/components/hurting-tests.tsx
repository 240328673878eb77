import { Anchor, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '@/components/feedback/error-state';
import { HealthBadge } from '@/components/health/health-badge';
import { Table } from '@/components/table/table';
import { TestNameLink } from '@/components/text/test-name-link';
import { levelLabel } from '@/domain/tests/levels';
import type { RepositoryStatFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { NARROW_COLUMN_CLAMP } from '@/components/text/clamp-text';
import { DataText } from '@/components/text/data-text';
import { HURTING_TESTS_COUNT, HURTING_TESTS_SEARCH, hurtingTestsQuery } from '../api/hurting-tests-query';

/** The few flaky or broken tests that fail most often, each a link to its page. */
export function HurtingTests({ repo, filters }: { repo: RepositoryRef; filters: RepositoryStatFilters }) {
  const api = useApiClient();
  const query = useQuery(hurtingTestsQuery(api, repo, filters));
  const seeAll = { ...filters, ...HURTING_TESTS_SEARCH };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="hurting-tests-title">
      <Group justify="space-between" align="baseline" mb="xs">
        <div>
          <Title order={2} size="h4" id="hurting-tests-title">
            Tests hurting the most
          </Title>
          <Text size="sm" c="dimmed">
            Flaky and broken tests with the highest share of failed executions
          </Text>
        </div>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests" params={repo} search={seeAll} />}>
          See all flaky and broken tests
        </Anchor>
      </Group>
      {query.isPending ? (
        // The list arrives after the figures: its placeholder is the table itself (same header, as many
        // rows), so the page does not move when the rows come.
        <div role="status" aria-label="Loading the tests hurting the most">
          <Table verticalSpacing={6} aria-hidden="true" style={{ tableLayout: 'fixed' }}>
            <HurtingTestsHeader />
            <Table.Tbody>
              {Array.from({ length: HURTING_TESTS_COUNT }, (_, index) => (
                <Table.Tr key={index}>
                  <Table.Td colSpan={4}>
                    <Skeleton height={21} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ) : query.isError ? (
        <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.tests.length === 0 ? (
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
            <HurtingTestsHeader />
            <Table.Tbody>
              {query.data.tests.map((test) => (
                <Table.Tr key={`${test.test_id}|${test.pipeline_name}|${test.job_name}`}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <TestNameLink repo={repo} testId={test.test_id} name={test.test_name} />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }} label="Pipeline · job">
                    <Text size="sm">
                      <DataText value={test.pipeline_name} breakable clamp={NARROW_COLUMN_CLAMP} /> ·{' '}
                      <DataText value={test.job_name} breakable clamp={NARROW_COLUMN_CLAMP} />
                    </Text>
                  </Table.Td>
                  <Table.Td label="Health">
                    <HealthBadge health={test.metrics.health_status} />
                  </Table.Td>
                  <Table.Td label="Impact">
                    <Text size="sm">
                      {levelLabel(test.metrics.failed_executions_impact)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

function HurtingTestsHeader() {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>Test</Table.Th>
        <Table.Th w="13rem">Pipeline · job</Table.Th>
        <Table.Th w="6.5rem">Health</Table.Th>
        <Table.Th w="5rem">Impact</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
