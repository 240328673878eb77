import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { HealthStatus, SearchTestsSort, SortDirection } from '@/api/types';
import { HEALTH_LABELS, healthColorVar } from '@/domain/tests/health';
import type { RepositoryStatFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { formatCount, formatPercent } from '@/lib/format';
import { type HealthBreakdown } from '../lib/health-breakdown';

type Figure = {
  key: string;
  label: string;
  value: number;
  detail: string;
  color: string | undefined;
  search: { health?: HealthStatus[]; sort?: SearchTestsSort; dir?: SortDirection };
};

/** The headline numbers, each a link to test search showing exactly those tests. */
export function StatFigures({
  repo,
  filters,
  total,
  breakdown,
  failedExecutions,
  days,
  busy,
}: {
  repo: RepositoryRef;
  filters: RepositoryStatFilters;
  total: number;
  breakdown: HealthBreakdown;
  failedExecutions: number;
  days: number;
  busy: boolean;
}) {
  const figures: Figure[] = [
    {
      key: 'total',
      label: 'Test–job pairs',
      value: total,
      detail: 'tests under one pipeline and job, on the default branch',
      color: undefined,
      search: { health: [] },
    },
    ...breakdown.slices.map((slice) => ({
      key: slice.health,
      label: HEALTH_LABELS[slice.health],
      value: slice.count,
      detail: `test–job pairs, ${formatPercent(slice.percent)} of them`,
      color: healthColorVar(slice.health, 'text'),
      search: { health: [slice.health] },
    })),
    {
      key: 'failed',
      label: 'Failed executions',
      value: failedExecutions,
      detail: `in the last ${days} days`,
      color: 'var(--mantine-color-red-text)',
      search: { health: [], sort: 'failed_executions_ratio', dir: 'desc' },
    },
  ];

  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
      {figures.map((figure) => (
        <UnstyledButton
          key={figure.key}
          renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests" params={repo} search={{ ...filters, ...figure.search }} />}
          aria-label={`${figure.label}: ${formatCount(figure.value)}, ${figure.detail}. Show in test search`}
        >
          <Paper withBorder p="md" radius="md" h="100%" style={{ transition: 'border-color 120ms' }}>
            {/* Spaces between the lines, so the visible text reads as the link's name starts (WCAG 2.5.3). */}
            <Text size="sm" c="dimmed" fw={500}>
              {figure.label}
            </Text>{' '}
            <Text fz={28} fw={700} lh={1.2} c={figure.color} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCount(figure.value)}
            </Text>{' '}
            <Text size="xs" c="dimmed">
              {figure.detail}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
