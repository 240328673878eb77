import type { RepositoryStat, TestStatBucket } from '@/api/types';
import type { BetterWhen } from '@/domain/periods/figure-delta';
import { HEALTH_LABELS } from '@/domain/tests/health';
import { dayOf, dayStart, type DayRange } from '@/domain/periods/period-comparison';
import { DAY_MS } from '@/lib/time-constants';

// A statistic over a period, from operation 8's 30-day series: failed executions add up, test counts are
// the period's last day's; a period reaching outside the series has no figure.

export const REPOSITORY_FIGURES: readonly { stat: RepositoryStat; label: string; better: BetterWhen }[] = [
  { stat: 'total_tests', label: 'Test–job pairs', better: 'neither' },
  { stat: 'flaky_tests', label: HEALTH_LABELS.flaky, better: 'lower' },
  { stat: 'broken_tests', label: HEALTH_LABELS.broken, better: 'lower' },
  { stat: 'healthy_tests', label: HEALTH_LABELS.healthy, better: 'higher' },
  { stat: 'failed_executions', label: 'Failed executions', better: 'lower' },
];

export function repositoryPeriodFigure(stat: RepositoryStat, buckets: readonly TestStatBucket[], range: DayRange): number | null {
  const byDay = new Map(buckets.map((bucket) => [dayOf(Date.parse(bucket.start)), bucket.value]));
  const values: (number | undefined)[] = [];
  for (let day = dayStart(range.from) ?? 0; day <= (dayStart(range.to) ?? -1); day += DAY_MS) values.push(byDay.get(dayOf(day)));
  if (values.length === 0 || values.includes(undefined)) return null;
  return stat === 'failed_executions' ? values.reduce((sum: number, value) => sum + (value ?? 0), 0) : (values.at(-1) ?? null);
}

export function seriesDays(buckets: readonly TestStatBucket[]): DayRange | null {
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  return first === undefined || last === undefined ? null : { from: dayOf(Date.parse(first.start)), to: dayOf(Date.parse(last.start)) };
}
