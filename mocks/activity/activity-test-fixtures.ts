// Test helpers: a deterministic repository input for generateRepositoryEvents, and typed queries.
import { testIdOf } from '../core/ids';
import { createRandom } from '../core/seeded-random';
import type { MockUser, PullRequest, QuarantineRecord } from '../store/records';
import type { GenerateRepositoryEventsInput } from './generate-events';
import type { ActivityFilters, ActivityListQuery, TimeWindow } from './activity-query';
import { NO_FILTERS } from './activity-query';

/** The pinned clock of the tests. */
export const FIXTURE_NOW = Date.parse('2026-11-20T12:00:00.000Z');

const LOGINS = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy', 'mallory', 'oscar'];

export function fixtureUsers(): MockUser[] {
  return LOGINS.map((login, index) => ({ id: 4100 + index, login }));
}

export function fixturePullRequests(count: number, now = FIXTURE_NOW): PullRequest[] {
  const random = createRandom('activity-fixture-pull-requests');
  const users = fixtureUsers();
  const start = now - 32 * 86_400_000;
  return Array.from({ length: count }, (_, index) => {
    const createdAt = start + Math.floor(((index + random.next()) / count) * 31 * 86_400_000);
    const mergedAt = random.chance(0.75) ? createdAt + random.int(2, 30) * 3_600_000 : null;
    const author = users[index % users.length] ?? { id: 1, login: 'alice' };
    return {
      id: 900_000 + index,
      number: 1200 + index,
      title: `Change ${index}`,
      author,
      headBranch: `${author.login}/change-${index}`,
      baseRef: 'main',
      createdAt,
      mergedAt: mergedAt !== null && mergedAt < now ? mergedAt : null,
      mergeCommitSha: mergedAt !== null && mergedAt < now ? random.hex(40) : null,
    };
  });
}

export function fixtureQuarantines(now = FIXTURE_NOW): QuarantineRecord[] {
  const names = ['tests/e2e/checkout.spec.ts > applies coupon', 'tests/integration/test_orders.py::test_cancel'];
  return names.map((testName, index) => ({
    id: `0f0e0d0c-0b0a-4908-8706-05040302010${index}`,
    testName,
    testId: testIdOf(testName),
    reason: 'Flaky on CI',
    branch: index === 0 ? null : 'main',
    createdAt: now - (index + 2) * 86_400_000,
    source: index === 0 ? 'auto' : 'manual',
  }));
}

export function fixtureInput(overrides: Partial<GenerateRepositoryEventsInput> = {}): GenerateRepositoryEventsInput {
  return {
    random: createRandom('activity-fixture'),
    now: FIXTURE_NOW,
    owner: 'acme',
    name: 'checkout',
    defaultBranch: 'main',
    users: fixtureUsers(),
    pullRequests: fixturePullRequests(300),
    quarantines: fixtureQuarantines(),
    ...overrides,
  };
}

/** A typed list query, without going through the URL parser. */
export function listQuery(window: TimeWindow, filters: Partial<ActivityFilters> = {}, perPage = 10): ActivityListQuery {
  return { filters: { ...NO_FILTERS, ...filters }, window, perPage, cursor: null };
}
