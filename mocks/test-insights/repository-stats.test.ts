import { describe, expect, it } from 'vitest';
import { repository, testStore } from '../../tests/mock-kit/test-store';
import { emptyIdentityFilters } from './identity-filters';
import { REPOSITORY_STAT_DAYS, computeRepositoryStat, repositoryStatDays } from './repository-stats';
import { searchTests } from './search';
import { DAY_MS } from './time-constants';

const store = testStore();
const tests = repository(store).tests;
const now = store.clock.now();
const filters = emptyIdentityFilters();
const stat = (name: Parameters<typeof computeRepositoryStat>[1], f = filters) => computeRepositoryStat(tests, name, f, now);

describe('repositoryStatDays', () => {
  it('covers the 30 whole UTC days ending with today', () => {
    const days = repositoryStatDays(now);
    expect(days).toHaveLength(REPOSITORY_STAT_DAYS);
    expect(days[0]?.start).toBe(Math.floor(now / DAY_MS) * DAY_MS - 29 * DAY_MS);
    expect(days.every((day) => day.end - day.start === DAY_MS)).toBe(true);
    expect(days.at(-1)?.start).toBeLessThanOrEqual(now);
    expect(days.at(-1)?.end).toBeGreaterThan(now);
  });
});

describe('computeRepositoryStat', () => {
  it('health counts sum to the total, every day', () => {
    const total = stat('total_tests');
    const healthy = stat('healthy_tests');
    const flaky = stat('flaky_tests');
    const broken = stat('broken_tests');
    expect(healthy.value + flaky.value + broken.value).toBe(total.value);
    total.points.forEach((point, index) => {
      expect((healthy.points[index]?.value ?? 0) + (flaky.points[index]?.value ?? 0) + (broken.points[index]?.value ?? 0)).toBe(
        point.value,
      );
    });
    expect(total.points.at(-1)?.value).toBe(total.value);
  });

  it('counts today the identities search lists, with the same filters', () => {
    const search = (healthStatus: ('healthy' | 'flaky' | 'broken')[]) =>
      searchTests(tests, { filters: { ...filters, healthStatus }, sort: 'executions_count', direction: 'desc' }, now).matches.length;
    expect(stat('total_tests').value).toBe(search([]));
    expect(stat('flaky_tests').value).toBe(search(['flaky']));
    expect(stat('broken_tests').value).toBe(search(['broken']));
    const python = { ...filters, testName: ['tests/*'] };
    expect(stat('total_tests', python).value).toBe(
      searchTests(tests, { filters: python, sort: 'executions_count', direction: 'desc' }, now).matches.length,
    );
  });

  it('sums the per-day failed executions to the value', () => {
    const failed = stat('failed_executions');
    expect(failed.value).toBeGreaterThan(0);
    expect(failed.points.reduce((sum, point) => sum + point.value, 0)).toBe(failed.value);
  });

  it('grows the total as tests first appear', () => {
    const total = stat('total_tests');
    expect(total.points[0]?.value ?? 0).toBeLessThan(total.value);
  });
});
