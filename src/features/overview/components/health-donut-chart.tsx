import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { Pie, PieChart, ResponsiveContainer, Tooltip, type TooltipContentProps } from 'recharts';
import { HEALTH_LABELS, healthColorVar } from '@/domain/tests/health';
import type { RepositoryStatFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { formatPercent, type HealthBreakdown, type HealthSlice } from '../lib/health-breakdown';
import { ChartCard } from './chart-card';

const countFormat = new Intl.NumberFormat('en-US');

function SliceTooltip({ active, payload }: TooltipContentProps) {
  const slice = payload?.[0]?.payload as HealthSlice | undefined;
  if (!active || slice === undefined) return null;
  return (
    <Box p="xs" bg="var(--mantine-color-body)" bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 6 }}>
      <Text size="sm" fw={600}>
        {HEALTH_LABELS[slice.health]}
      </Text>
      <Text size="sm">
        {countFormat.format(slice.count)} tests · {formatPercent(slice.percent)}
      </Text>
      <Text size="xs" c="dimmed">
        Click to list them
      </Text>
    </Box>
  );
}

/**
 * "Tests health": the share of healthy, flaky and broken tests. Each slice and each legend entry opens
 * the test search on that health with the overview's filters.
 */
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
  const data = breakdown.slices.filter((slice) => slice.count > 0).map((slice) => ({ ...slice, fill: healthColorVar(slice.health) }));
  const summary = `Tests health: ${breakdown.slices
    .map((slice) => `${HEALTH_LABELS[slice.health]} ${countFormat.format(slice.count)} (${formatPercent(slice.percent)})`)
    .join(', ')} of ${countFormat.format(breakdown.sum)} tests.`;

  return (
    <ChartCard
      title="Tests health"
      subtitle="Share of tests by current health, in tests"
      summary={summary}
      footer={
        <Group gap="lg" justify="center" wrap="wrap" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Tests health legend">
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
      <Box pos="relative" h={240}>
        {breakdown.sum === 0 ? (
          <Stack h="100%" justify="center" align="center">
            <Text c="dimmed" size="sm">
              No tests match these filters.
            </Text>
          </Stack>
        ) : (
          <>
            <ResponsiveContainer width="100%" height="100%">
              <PieChart>
                <Pie
                  data={data}
                  dataKey="count"
                  nameKey="health"
                  innerRadius="62%"
                  outerRadius="92%"
                  paddingAngle={data.length > 1 ? 1.5 : 0}
                  stroke="var(--mantine-color-body)"
                  isAnimationActive={false}
                  style={{ cursor: 'pointer' }}
                  onClick={(entry: { payload?: HealthSlice }) => {
                    const health = entry.payload?.health;
                    if (health) void navigate({ to: '/$owner/$repo/tests', params: repo, search: { ...filters, health: [health] } });
                  }}
                />
                <Tooltip content={SliceTooltip} />
              </PieChart>
            </ResponsiveContainer>
            <Stack gap={0} align="center" justify="center" pos="absolute" inset={0} style={{ pointerEvents: 'none' }} aria-hidden="true">
              <Text fz={28} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {countFormat.format(breakdown.sum)}
              </Text>
              <Text size="xs" c="dimmed">
                tests
              </Text>
            </Stack>
          </>
        )}
      </Box>
    </ChartCard>
  );
}
