import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy } from 'react';
import { ChartSlot } from '@/components/charts/chart-slot';
import { HEALTH_LABELS, healthColorVar } from '@/domain/tests/health';
import { countOf, PAIRS } from '@/domain/tests/units';
import type { RepositoryStatFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { formatCount, formatPercent } from '@/lib/format';
import { type HealthBreakdown } from '../lib/health-breakdown';
import { ChartCard } from '@/components/charts/chart-card';

const HealthDonut = lazy(() => import('./health-donut').then((module) => ({ default: module.HealthDonut })));

/** Each slice and legend entry opens test search on that health with the overview's filters. */
export function HealthDonutChart({
  repo,
  filters,
  breakdown,
}: {
  repo: RepositoryRef;
  filters: RepositoryStatFilters;
  breakdown: HealthBreakdown;
}) {
  const navigate = useNavigate();
  const summary = `Health of test–job pairs: ${breakdown.slices
    .map((slice) => `${HEALTH_LABELS[slice.health]} ${formatCount(slice.count)} (${formatPercent(slice.percent)})`)
    .join(', ')} of ${countOf(breakdown.sum, PAIRS)}.`;

  return (
    <ChartCard
      title="Health of test–job pairs"
      subtitle="Share of test–job pairs (a test under one pipeline and job) by each pair’s current health"
      summary={summary}
      data={{
        caption: 'Test–job pairs by current health',
        columns: ['Health', 'Test–job pairs', 'Share'],
        rows: breakdown.slices.map((slice) => ({
          key: slice.health,
          cells: [HEALTH_LABELS[slice.health], formatCount(slice.count), formatPercent(slice.percent)],
        })),
      }}
      footer={
        <Group
          gap="lg"
          justify="center"
          wrap="wrap"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Health of test–job pairs, legend"
        >
          {breakdown.slices.map((slice) => (
            <li key={slice.health}>
              <Anchor
                size="sm"
                renderRoot={(props) => (
                  <Link {...props} to="/$owner/$repo/tests" params={repo} search={{ ...filters, health: [slice.health] }} />
                )}
              >
                <Group gap={6} wrap="nowrap">
                  <Box w={10} h={10} bg={healthColorVar(slice.health)} style={{ borderRadius: 2 }} aria-hidden="true" />
                  {HEALTH_LABELS[slice.health]} {formatPercent(slice.percent)}
                </Group>
              </Anchor>
            </li>
          ))}
        </Group>
      }
    >
      {breakdown.sum === 0 ? (
        <Stack h={240} justify="center" align="center">
          <Text c="dimmed" size="sm">
            No tests match these filters.
          </Text>
        </Stack>
      ) : (
        <Box pos="relative" h={240}>
          <ChartSlot height={240}>
            <HealthDonut
              slices={breakdown.slices}
              onOpen={(health) => void navigate({ to: '/$owner/$repo/tests', params: repo, search: { ...filters, health: [health] } })}
            />
          </ChartSlot>
          <Stack gap={0} align="center" justify="center" pos="absolute" inset={0} style={{ pointerEvents: 'none' }} aria-hidden="true">
            <Text fz={28} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCount(breakdown.sum)}
            </Text>
            <Text size="xs" c="dimmed">
              {PAIRS.many}
            </Text>
          </Stack>
        </Box>
      )}
    </ChartCard>
  );
}
