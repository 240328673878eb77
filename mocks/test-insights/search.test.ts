import { describe, expect, it } from 'vitest';
import { repository, testStore } from '../../tests/mock-kit/test-store';
import { emptyIdentityFilters, type IdentityFilters } from './identity-filters';
import { identitySummaries } from './identity-summaries';
import { SEARCH_SORTS, searchTests, type SearchSort, type SortDirection } from './search';

const store = testStore();
const tests = repository(store).tests;
const now = store.clock.now();
const summaries = identitySummaries(tests, now);

function search(filters: Partial<IdentityFilters> = {}, sort: SearchSort = 'executions_count', direction: SortDirection = 'desc') {
  return searchTests(tests, { filters: { ...emptyIdentityFilters(), ...filters }, sort, direction }, now).matches;
}

describe('searchTests', () => {
  it('lists every identity that ran within the retention', () => {
    expect(search()).toHaveLength(summaries.filter((summary) => summary.retained).length);
  });

  it('partitions the identities by health: the three filtered totals sum to the total', () => {
    const total = search().length;
    const parts = (['healthy', 'flaky', 'broken'] as const).map((status) => search({ healthStatus: [status] }).length);
    expect(parts.every((part) => part > 0)).toBe(true);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
    expect(search({ healthStatusExclude: ['healthy'] }).length).toBe((parts[1] ?? 0) + (parts[2] ?? 0));
  });

  it('treats the null impact of healthy identities as matching no impact value', () => {
    const withImpact = search({ failedExecutionsImpact: ['low', 'medium', 'high'] });
    expect(withImpact.every((identity) => summaries[identity.index]?.health !== 0)).toBe(true);
    expect(search({ failedExecutionsImpactExclude: ['low', 'medium', 'high'] }).length).toBe(search({ healthStatus: ['healthy'] }).length);
  });

  it('filters names with globs, exact pipelines and jobs, and excludes', () => {
    const python = search({ testName: ['tests/*'] });
    expect(python.length).toBeGreaterThan(0);
    expect(python.every((identity) => identity.test.testName.startsWith('tests/'))).toBe(true);
    const ci = search({ pipelineName: ['ci'], jobNameExclude: ['jvm-tests'] });
    expect(ci.every((identity) => identity.pipelineName === 'ci' && identity.jobName !== 'jvm-tests')).toBe(true);
    expect(search({ pipelineName: ['nope'] })).toEqual([]);
    expect(search({ testName: ['tests/*'], testNameExclude: ['tests/*'] })).toEqual([]);
  });

  it.each(SEARCH_SORTS)('orders by %s in both directions with a stable tie-break', (sort) => {
    const ascending = search({}, sort, 'asc');
    const descending = search({}, sort, 'desc');
    expect(new Set(ascending.map((identity) => identity.index)).size).toBe(ascending.length);
    expect(descending).toHaveLength(ascending.length);
    const key = (index: number) => {
      const identity = ascending[index];
      if (!identity) return 0;
      if (sort === 'test_name') return identity.test.testName;
      if (sort === 'pipeline_name') return identity.pipelineName;
      if (sort === 'job_name') return identity.jobName;
      const summary = summaries[identity.index]!;
      if (sort === 'executions_count') return summary.executions;
      if (sort === 'health_status') return summary.health;
      if (sort === 'health_confidence') return summary.confidence;
      if (sort === 'failed_executions_impact') return summary.impact;
      return summary.failureRatio;
    };
    for (let i = 1; i < ascending.length; i += 1) expect(key(i) >= key(i - 1)).toBe(true);
  });
});
