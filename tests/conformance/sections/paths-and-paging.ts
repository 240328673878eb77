// Path parameters (patterns, lengths, uuids, unknown ids) on every operation, and the pagination rules
// of api-facts.md on the four paged operations.
import { describe, expect, it } from 'vitest';
import {
  ctx,
  CHECKOUT,
  DAY,
  LOGS,
  MOCK_NOW,
  NOW_MS,
  PINNED_DAY,
  UNKNOWN_UUID,
  cursorOf,
  eventRows,
  executionRows,
  expect422,
  expectCursorPaging,
  expectDetail,
  iso,
  quarantineRows,
  searchRows,
} from '../support/conformance-context';
import type { ActivityPage, ExecutionsPage, QuarantinePage, SearchPage, TestFailure } from '../support/contract-types';

export function describePathsAndPaging(): void {
  describe('common path and paging parameters', () => {
    const pagedPaths = () => [
      `${CHECKOUT}/search/tests`,
      `${CHECKOUT}/tests/${ctx.flakyRow.test_id}/executions`,
      `${CHECKOUT}/quarantines`,
      LOGS,
    ];

    it('per_page outside 1..100 or not an integer is a 422 on ["query","per_page"], on every paged operation', async () => {
      for (const path of pagedPaths()) {
        for (const value of ['0', '101', 'abc', '-1', '1.5', '']) {
          expect422(await ctx.api.get(path, { per_page: value }), 'query', 'per_page');
        }
        for (const value of ['1', '100'])
          expect((await ctx.api.get(path, { per_page: value })).status, `${path} per_page=${value}`).toBe(200);
      }
    });

    it('per_page defaults to 10 (the quarantine list: null without per_page)', async () => {
      for (const path of pagedPaths()) {
        const answer = await ctx.api.get<{ per_page: number | null; size: number }>(path);
        expect(answer.body.per_page, path).toBe(path.endsWith('/quarantines') ? null : 10);
      }
      const paged = await ctx.api.get<QuarantinePage>(`${CHECKOUT}/quarantines`, { cursor: undefined, per_page: 3 });
      expect(paged.body.per_page).toBe(3);
    });

    it('owner and repository patterns and lengths are checked (422 on the path) on all 14 operations', async () => {
      const testPath = `tests/${ctx.flakyRow.test_id}`;
      const suffixes = [
        'search/tests',
        testPath,
        `${testPath}/stats/failure_count`,
        `${testPath}/health-transitions`,
        `${testPath}/failures`,
        `${testPath}/failures/${UNKNOWN_UUID}`,
        `${testPath}/executions`,
        'tests/stats/total_tests',
        'quarantines',
        `quarantines/${UNKNOWN_UUID}`,
      ];
      const badOwners = ['ac_me', 'ac.me', 'a'.repeat(41), 'acme%20x', encodeURIComponent('acmé')];
      const badRepositories = ['check$out', 'r'.repeat(101), 'check%20out', 'check~out'];
      for (const owner of badOwners) {
        for (const suffix of suffixes) expect422(await ctx.api.get(`/ci/${owner}/repositories/checkout/${suffix}`), 'path', 'owner');
        expect422(
          await ctx.api.request('POST', `/ci/${owner}/repositories/checkout/quarantines`, { body: { test_name: 'x', reason: 'y' } }),
          'path',
          'owner',
        );
        expect422(await ctx.api.request('DELETE', `/ci/${owner}/repositories/checkout/quarantines/${UNKNOWN_UUID}`), 'path', 'owner');
        expect422(
          await ctx.api.post(`/ci/${owner}/repositories/checkout/quarantines/check`, { tests_names: [], branch: 'main' }),
          'path',
          'owner',
        );
        expect422(await ctx.api.get(`/repos/${owner}/checkout/logs`), 'path', 'owner');
        expect422(await ctx.api.get(`/repos/${owner}/checkout/logs/aggregate`), 'path', 'owner');
      }
      for (const repository of badRepositories) {
        for (const suffix of suffixes) expect422(await ctx.api.get(`/ci/acme/repositories/${repository}/${suffix}`), 'path', 'repository');
        expect422(
          await ctx.api.request('POST', `/ci/acme/repositories/${repository}/quarantines`, { body: { test_name: 'x', reason: 'y' } }),
          'path',
          'repository',
        );
        expect422(await ctx.api.request('DELETE', `/ci/acme/repositories/${repository}/quarantines/${UNKNOWN_UUID}`), 'path', 'repository');
        expect422(
          await ctx.api.post(`/ci/acme/repositories/${repository}/quarantines/check`, { tests_names: [], branch: 'main' }),
          'path',
          'repository',
        );
        expect422(await ctx.api.get(`/repos/acme/${repository}/logs`), 'path', 'repository');
        expect422(await ctx.api.get(`/repos/acme/${repository}/logs/aggregate`), 'path', 'repository');
      }
      // The longest valid names are valid: an unknown repository, not a validation error.
      expectDetail(await ctx.api.get(`/ci/${'a'.repeat(40)}/repositories/${'r'.repeat(100)}/search/tests`), 404);
      expectDetail(await ctx.api.get(`/repos/${'a'.repeat(40)}/${'r'.repeat(100)}/logs`), 404);
      expectDetail(await ctx.api.get('/ci/acme-corp/repositories/docs_site.v2/search/tests'), 404);
    });

    it("the repository pattern's \\w is Python's, Unicode-aware (docs/decisions.md); the owner class is ASCII", async () => {
      expectDetail(await ctx.api.get(`/ci/acme/repositories/${encodeURIComponent('chéckout')}/search/tests`), 404);
      expectDetail(await ctx.api.get(`/repos/acme/${encodeURIComponent('dépôt_2')}/logs`), 404);
      expect422(await ctx.api.get(`/ci/${encodeURIComponent('acmé')}/repositories/checkout/search/tests`), 'path', 'owner');
    });

    it('an unknown repository is a 404 {"detail"} on all 14 operations and the quarantine check', async () => {
      const base = '/ci/acme/repositories/no-such-repo';
      const testPath = `${base}/tests/${ctx.flakyRow.test_id}`;
      const answers = [
        await ctx.api.get(`${base}/search/tests`),
        await ctx.api.get(testPath),
        await ctx.api.get(`${testPath}/stats/success_count`),
        await ctx.api.get(`${testPath}/health-transitions`),
        await ctx.api.get(`${testPath}/failures`),
        await ctx.api.get(`${testPath}/failures/${UNKNOWN_UUID}`),
        await ctx.api.get(`${testPath}/executions`),
        await ctx.api.get(`${base}/tests/stats/healthy_tests`),
        await ctx.api.get(`${base}/quarantines`),
        await ctx.api.post(`${base}/quarantines`, { test_name: 'x', reason: 'y' }),
        await ctx.api.get(`${base}/quarantines/${UNKNOWN_UUID}`),
        await ctx.api.delete(`${base}/quarantines/${UNKNOWN_UUID}`),
        await ctx.api.post(`${base}/quarantines/check`, { tests_names: ['x'], branch: 'main' }),
        await ctx.api.get('/repos/acme/no-such-repo/logs'),
        await ctx.api.get('/repos/acme/no-such-repo/logs/aggregate'),
        await ctx.api.get('/repos/nobody/checkout/logs'),
      ];
      answers.forEach((answer) => expectDetail(answer, 404));
    });

    it('uuid path parameters are validated (422) and unknown ids are 404 {"detail"}', async () => {
      const testPath = `${CHECKOUT}/tests/${ctx.flakyRow.test_id}`;
      for (const bad of ['not-a-uuid', '1234', `${ctx.flakyRow.test_id}x`, 'g'.repeat(32)]) {
        expect422(await ctx.api.get(`${CHECKOUT}/tests/${bad}`), 'path', 'test_id');
        expect422(await ctx.api.get(`${CHECKOUT}/tests/${bad}/stats/success_count`), 'path', 'test_id');
        expect422(await ctx.api.get(`${CHECKOUT}/tests/${bad}/health-transitions`), 'path', 'test_id');
        expect422(await ctx.api.get(`${CHECKOUT}/tests/${bad}/failures`), 'path', 'test_id');
        expect422(await ctx.api.get(`${CHECKOUT}/tests/${bad}/executions`), 'path', 'test_id');
        expect422(await ctx.api.get(`${testPath}/failures/${bad}`), 'path', 'failure_id');
        expect422(await ctx.api.get(`${CHECKOUT}/quarantines/${bad}`), 'path', 'quarantine_id');
        expect422(await ctx.api.delete(`${CHECKOUT}/quarantines/${bad}`), 'path', 'quarantine_id');
      }
      const unknownTest = `${CHECKOUT}/tests/${UNKNOWN_UUID}`;
      for (const path of [
        unknownTest,
        `${unknownTest}/stats/flaky_count`,
        `${unknownTest}/health-transitions`,
        `${unknownTest}/failures`,
        `${unknownTest}/executions`,
        `${unknownTest}/failures/${UNKNOWN_UUID}`,
      ]) {
        expectDetail(await ctx.api.get(path), 404);
      }
      expectDetail(await ctx.api.get(`${testPath}/failures/${UNKNOWN_UUID}`), 404);
      expectDetail(await ctx.api.get(`${CHECKOUT}/quarantines/${UNKNOWN_UUID}`), 404);
      expectDetail(await ctx.api.delete(`${CHECKOUT}/quarantines/${UNKNOWN_UUID}`), 404);
    });

    it('a failure id of another test is a 404 (failures belong to their test)', async () => {
      const failures = await ctx.api.get<{ failures: TestFailure[] }>(`${CHECKOUT}/tests/${ctx.flakyRow.test_id}/failures`);
      const foreign = failures.body.failures[0]?.id as string;
      expectDetail(await ctx.api.get(`${CHECKOUT}/tests/${ctx.brokenRow.test_id}/failures/${foreign}`), 404);
    });

    it('search: Link semantics over every identity', async () => {
      await expectCursorPaging<SearchPage>(`${CHECKOUT}/search/tests`, {}, searchRows, 100);
    });

    it('search: Link semantics with filters and an odd page size', async () => {
      await expectCursorPaging<SearchPage>(
        `${CHECKOUT}/search/tests`,
        { health_status: ['flaky', 'broken'], sort: 'test_name', direction: 'asc' },
        searchRows,
        7,
      );
    });

    it('executions: Link semantics', async () => {
      const window = { start: iso(NOW_MS - 20 * DAY), end: MOCK_NOW };
      await expectCursorPaging<ExecutionsPage>(`${CHECKOUT}/tests/${ctx.manyIdentitiesTestId}/executions`, window, executionRows, 1);
    });

    it('quarantines: Link semantics with per_page', async () => {
      await expectCursorPaging<QuarantinePage>(`${CHECKOUT}/quarantines`, {}, quarantineRows, 4);
    });

    it('activity log: Link semantics', async () => {
      await expectCursorPaging<ActivityPage>(LOGS, { ...PINNED_DAY, outcome: 'failure' }, eventRows, 5);
    });

    it('a single page has no Link header', async () => {
      const single = [
        await ctx.api.get(`${CHECKOUT}/search/tests`, { test_name: ctx.flakyRow.test_name, per_page: 100 }),
        await ctx.api.get(`${CHECKOUT}/tests/${ctx.flakyRow.test_id}/executions`, { per_page: 100 }),
        await ctx.api.get(`${CHECKOUT}/quarantines`, { per_page: 100, source: 'auto' }),
        await ctx.api.get(`${CHECKOUT}/quarantines`),
        await ctx.api.get(LOGS, { ...PINNED_DAY, event_type: 'action.merge', per_page: 100 }),
        await ctx.api.get(`${CHECKOUT}/search/tests`, { test_name: 'no/such/test', per_page: 5 }),
      ];
      for (const answer of single) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get('link'), answer.url).toBeNull();
      }
    });

    it('a cursor is bound to its query: other filters make it a 422 naming cursor', async () => {
      const search = await ctx.api.get<SearchPage>(`${CHECKOUT}/search/tests`, { health_status: 'healthy' });
      const searchCursor = cursorOf(search.links.next);
      expect422(await ctx.api.get(`${CHECKOUT}/search/tests`, { health_status: 'flaky', cursor: searchCursor }), 'query', 'cursor');
      expect422(
        await ctx.api.get(`${CHECKOUT}/search/tests`, { health_status: 'healthy', sort: 'test_name', cursor: searchCursor }),
        'query',
        'cursor',
      );

      const executions = await ctx.api.get<ExecutionsPage>(`${CHECKOUT}/tests/${ctx.manyIdentitiesTestId}/executions`, {
        per_page: 1,
        start: iso(NOW_MS - 20 * DAY),
        end: MOCK_NOW,
      });
      const executionsCursor = cursorOf(executions.links.next);
      expect422(
        await ctx.api.get(`${CHECKOUT}/tests/${ctx.manyIdentitiesTestId}/executions`, {
          per_page: 1,
          start: iso(NOW_MS - 10 * DAY),
          end: MOCK_NOW,
          cursor: executionsCursor,
        }),
        'query',
        'cursor',
      );
      expect422(
        await ctx.api.get(`${CHECKOUT}/tests/${ctx.manyIdentitiesTestId}/executions`, {
          per_page: 1,
          start: iso(NOW_MS - 20 * DAY),
          end: MOCK_NOW,
          sort: 'job_name',
          cursor: executionsCursor,
        }),
        'query',
        'cursor',
      );

      const quarantines = await ctx.api.get<QuarantinePage>(`${CHECKOUT}/quarantines`, { per_page: 2 });
      expect422(
        await ctx.api.get(`${CHECKOUT}/quarantines`, { per_page: 2, source: 'manual', cursor: cursorOf(quarantines.links.next) }),
        'query',
        'cursor',
      );

      const logs = await ctx.api.get<ActivityPage>(LOGS, { ...PINNED_DAY, outcome: 'failure' });
      const logsCursor = cursorOf(logs.links.next);
      expect422(await ctx.api.get(LOGS, { ...PINNED_DAY, outcome: 'success', cursor: logsCursor }), 'query', 'cursor');
      expect422(
        await ctx.api.get(LOGS, { ...PINNED_DAY, outcome: 'failure', trigger: 'merge queue internal', cursor: logsCursor }),
        'query',
        'cursor',
      );

      // A cursor of one operation is no cursor of another.
      expect422(await ctx.api.get(LOGS, { ...PINNED_DAY, cursor: searchCursor }), 'query', 'cursor');
      expect422(await ctx.api.get(`${CHECKOUT}/search/tests`, { cursor: logsCursor }), 'query', 'cursor');
    });
  });
}
