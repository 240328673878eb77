import { type ComparisonFigure } from '@/components/period-comparison/comparison-rows';
import { formatCount, formatRatio, formatRatioPoints, formatSeconds } from '@/lib/format';

/** A test's four statistics over one period; null when the period had not begun. */
export type TestPeriodStats = { success: number; failure: number; flaky: number; meanSeconds: number } | null;

/** The figures compared for a test; a ratio or mean over no runs has none. */
export function testPeriodFigures(current: TestPeriodStats, baseline: TestPeriodStats): ComparisonFigure[] {
  const runs = (stats: TestPeriodStats) => (stats === null ? null : stats.success + stats.failure);
  const ratio = (stats: TestPeriodStats) => {
    const total = runs(stats);
    return stats === null || total === null || total === 0 ? null : stats.failure / total;
  };
  const mean = (stats: TestPeriodStats) => (stats === null || runs(stats) === 0 ? null : stats.meanSeconds);
  return [
    { key: 'runs', label: 'Runs', current: runs(current), baseline: runs(baseline), better: 'neither', format: formatCount },
    {
      key: 'failures',
      label: 'Failures',
      current: current?.failure ?? null,
      baseline: baseline?.failure ?? null,
      better: 'lower',
      format: formatCount,
    },
    {
      key: 'failure-ratio',
      label: 'Failure ratio',
      current: ratio(current),
      baseline: ratio(baseline),
      better: 'lower',
      format: formatRatio,
      formatDelta: formatRatioPoints,
    },
    {
      key: 'flaky',
      label: 'Flaky failures',
      current: current?.flaky ?? null,
      baseline: baseline?.flaky ?? null,
      better: 'lower',
      format: formatCount,
    },
    { key: 'duration', label: 'Mean duration', current: mean(current), baseline: mean(baseline), better: 'lower', format: formatSeconds },
  ];
}
