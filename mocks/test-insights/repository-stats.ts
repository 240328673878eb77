// Repository-wide statistic (operation 8). Window: the 30 UTC calendar days ending with today, one
// whole-day bucket each; today's figures are as of now. Identities are those search lists (ran on the default branch within
// the retention), selected by the filters on their current attributes.
//   failed_executions: failed runs per day; `value` is their sum.
//   total_tests:       per day, the selected identities that had started running by the day's end;
//   healthy/flaky/broken_tests: per day, those among them whose badge read so at the day's end.
//   `value` of these four is today's (the current badges); per day, healthy + flaky + broken = total.
import { getRepositoryTestStatStatValues } from '@/api/generated/enums';
import { BROKEN, FLAKY, HEALTHY, classifyHealthAt } from './health';
import { identitySummaries } from './identity-summaries';
import { compileIdentityFilter, type IdentityFilters } from './identity-filters';
import { FAILED, rangeOf } from './run-columns';
import type { TestIdentity, TestRunStore } from './test-run-store';
import { DAY_MS, floorTo } from './time-constants';
import type { SeriesPoint } from './stats-series';

export const REPOSITORY_STATS = getRepositoryTestStatStatValues;
export type RepositoryStat = (typeof REPOSITORY_STATS)[number];
export const REPOSITORY_STAT_DAYS = 30;

export function repositoryStatDays(now: number): { start: number; end: number }[] {
  const firstDay = floorTo(now, DAY_MS) - (REPOSITORY_STAT_DAYS - 1) * DAY_MS;
  return Array.from({ length: REPOSITORY_STAT_DAYS }, (_, index) => {
    const start = firstDay + index * DAY_MS;
    return { start, end: start + DAY_MS };
  });
}

/** Health codes of every identity at a past moment (memoised: past runs never change). */
function verdictsAt(store: TestRunStore, moment: number): Uint8Array {
  const cached = store.memo.verdictsAt.get(moment);
  if (cached) return cached;
  const verdicts = Uint8Array.from(store.identities, (identity) => classifyHealthAt(identity.runs, moment));
  store.memo.verdictsAt.set(moment, verdicts);
  return verdicts;
}

export function computeRepositoryStat(
  store: TestRunStore,
  stat: RepositoryStat,
  filters: IdentityFilters,
  now: number,
): { value: number; points: SeriesPoint[] } {
  const summaries = identitySummaries(store, now);
  const matches = compileIdentityFilter(filters, summaries);
  const selected: TestIdentity[] = store.identities.filter((identity) => summaries.retained[identity.index] === 1 && matches(identity));
  const days = repositoryStatDays(now);

  if (stat === 'failed_executions') {
    const points = days.map((day) => {
      let failed = 0;
      for (const identity of selected) {
        const [from, to] = rangeOf(identity.runs, day.start, Math.min(day.end, now));
        for (let i = from; i < to; i += 1) if (identity.runs.conclusion[i] === FAILED) failed += 1;
      }
      return { start: day.start, end: day.end, value: failed };
    });
    return { value: points.reduce((sum, point) => sum + point.value, 0), points };
  }

  const wanted = stat === 'healthy_tests' ? HEALTHY : stat === 'flaky_tests' ? FLAKY : stat === 'broken_tests' ? BROKEN : -1;
  const points = days.map((day, index) => {
    const isToday = index === days.length - 1;
    const moment = Math.min(day.end, now);
    const verdicts = isToday ? summaries.health : verdictsAt(store, moment);
    let count = 0;
    for (const identity of selected) {
      if (identity.runs.length === 0 || (identity.runs.time[0] as number) >= moment) continue;
      if (wanted === -1 || verdicts[identity.index] === wanted) count += 1;
    }
    return { start: day.start, end: day.end, value: count };
  });
  return { value: points[points.length - 1]?.value ?? 0, points };
}
