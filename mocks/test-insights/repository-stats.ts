// Repository-wide statistic (operation 8) over the 30 UTC days ending today, one bucket a day, on the listed
// identities the filters select: failed runs per day (`value` their sum), or identities by badge (`value` today's).
import { getRepositoryTestStatStatValues } from '@/api/generated/enums';
import { BROKEN, FLAKY, HEALTHY, classifyHealthAt } from './health';
import { identityFilter, type IdentityFilters } from './identity-filters';
import { identitySummaries } from './identity-summaries';
import type { SeriesPoint } from './stats-series';
import { runsIn, type TestRunStore } from './test-run-store';
import { DAY_MS, floorTo } from './time-constants';

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

/** Every identity's verdict at a past moment; cached, as 30 days of verdicts would not fit 20 ms. */
function verdictsAt(store: TestRunStore, moment: number): number[] {
  let verdicts = store.cache.verdictsAt.get(moment);
  if (!verdicts) {
    verdicts = store.identities.map((identity) => classifyHealthAt(identity.runs, moment));
    store.cache.verdictsAt.set(moment, verdicts);
  }
  return verdicts;
}

const WANTED: Partial<Record<RepositoryStat, number>> = { healthy_tests: HEALTHY, flaky_tests: FLAKY, broken_tests: BROKEN };

export function computeRepositoryStat(
  store: TestRunStore,
  stat: RepositoryStat,
  filters: IdentityFilters,
  now: number,
): { value: number; points: SeriesPoint[] } {
  const summaries = identitySummaries(store, now);
  const matches = identityFilter(filters, summaries);
  const selected = store.identities.filter((identity) => summaries[identity.index]!.retained && matches(identity));
  const days = repositoryStatDays(now);

  if (stat === 'failed_executions') {
    const failed = days.map(() => 0);
    const from = days[0]!.start;
    for (const { runs } of selected) {
      for (const run of runsIn(runs, from, now)) {
        if (run.conclusion === 'failed') failed[Math.floor((run.time - from) / DAY_MS)]! += 1;
      }
    }
    const points = days.map((day, index) => ({ ...day, value: failed[index]! }));
    return { value: points.reduce((sum, point) => sum + point.value, 0), points };
  }

  const wanted = WANTED[stat];
  const points = days.map((day, index) => {
    const moment = Math.min(day.end, now);
    const verdicts = index === days.length - 1 ? summaries.map((summary) => summary.health) : verdictsAt(store, moment);
    const counted = selected.filter(
      (identity) => (identity.runs[0]?.time ?? Infinity) < moment && (wanted === undefined || verdicts[identity.index] === wanted),
    );
    return { ...day, value: counted.length };
  });
  return { value: points[points.length - 1]?.value ?? 0, points };
}
