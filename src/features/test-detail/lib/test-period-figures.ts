import { type ComparisonFigure } from '@/components/period-comparison/comparison-rows';
import { formatCount, formatRatio, formatRatioPoints, formatSeconds } from '@/lib/format';

type TestPeriodStats = { success: number; failure: number; flaky: number; meanSeconds: number };

const runs = (stats: TestPeriodStats) => stats.success + stats.failure;

/** The figures compared for a test; a ratio or mean over no runs has none. */
const TEST_FIGURES: Array<Omit<ComparisonFigure, 'current' | 'baseline'> & { of: (stats: TestPeriodStats) => number | null }> = [
  { key: 'runs', label: 'Runs', better: 'neither', format: formatCount, of: runs },
  { key: 'failures', label: 'Failures', better: 'lower', format: formatCount, of: (stats) => stats.failure },
  {
    key: 'failure-ratio',
    label: 'Failure ratio',
    better: 'lower',
    format: formatRatio,
    formatDelta: formatRatioPoints,
    of: (stats) => (runs(stats) === 0 ? null : stats.failure / runs(stats)),
  },
  { key: 'flaky', label: 'Flaky failures', better: 'lower', format: formatCount, of: (stats) => stats.flaky },
  {
    key: 'duration',
    label: 'Mean duration',
    better: 'lower',
    format: formatSeconds,
    of: (stats) => (runs(stats) === 0 ? null : stats.meanSeconds),
  },
];

export function testPeriodFigures(current: TestPeriodStats, baseline: TestPeriodStats): ComparisonFigure[] {
  return TEST_FIGURES.map(({ of, ...figure }) => ({ ...figure, current: of(current), baseline: of(baseline) }));
}
