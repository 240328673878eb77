import { Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { HEALTH_LABELS, healthColorVar } from '@/domain/tests/health';
import { countOf, PAIRS } from '@/domain/tests/units';
import type { RepositoryStatFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { formatCount, formatPercent } from '@/lib/format';
import type { HealthBreakdown } from '../lib/health-breakdown';
import { ChartCard } from '@/components/charts/chart-card';
import classes from './overview.module.css';

const RADIUS = 38.5;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

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
  const shown = breakdown.slices.filter((slice) => slice.count > 0);
  const gap = shown.length > 1 ? (1.5 / 360) * CIRCUMFERENCE : 0;
  const starts = shown.map((_, index) =>
    shown.slice(0, index).reduce((sum, slice) => sum + (slice.count / breakdown.sum) * CIRCUMFERENCE, 0),
  );
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
        <ul className={classes.legend} aria-label="Health of test–job pairs, legend">
          {breakdown.slices.map((slice) => (
            <li key={slice.health}>
              <Link className={classes.legendLink} to="/$owner/$repo/tests" params={repo} search={{ ...filters, health: [slice.health] }}>
                <span className={classes.swatch} style={{ background: healthColorVar(slice.health) }} aria-hidden="true" />
                {HEALTH_LABELS[slice.health]} {formatPercent(slice.percent)}
              </Link>
            </li>
          ))}
        </ul>
      }
    >
      {breakdown.sum === 0 ? (
        <Stack h={240} justify="center" align="center">
          <Text c="dimmed" size="sm">
            No tests match these filters.
          </Text>
        </Stack>
      ) : (
        <div className={classes.donut}>
          {/* Three arcs in plain SVG, clockwise from the top (Recharts is not needed on the first screen); a slice opens its tests. */}
          <svg viewBox="0 0 100 100" width="100%" height="100%">
            {shown.map((slice, index) => (
              <circle
                key={slice.health}
                cx={50}
                cy={50}
                r={RADIUS}
                fill="none"
                stroke={healthColorVar(slice.health)}
                strokeWidth={15}
                strokeDasharray={`${Math.max((slice.count / breakdown.sum) * CIRCUMFERENCE - gap, 0.1)} ${CIRCUMFERENCE}`}
                strokeDashoffset={-(starts[index] ?? 0)}
                transform="rotate(-90 50 50)"
                style={{ cursor: 'pointer' }}
                onClick={() => void navigate({ to: '/$owner/$repo/tests', params: repo, search: { ...filters, health: [slice.health] } })}
              >
                <title>{`${HEALTH_LABELS[slice.health]}: ${countOf(slice.count, PAIRS)} · ${formatPercent(slice.percent)}. Click to list them`}</title>
              </circle>
            ))}
          </svg>
          <div className={classes.centre} aria-hidden="true">
            <div className={classes.total}>{formatCount(breakdown.sum)}</div>
            <div className={classes.unit}>{PAIRS.many}</div>
          </div>
        </div>
      )}
    </ChartCard>
  );
}
