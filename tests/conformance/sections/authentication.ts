// Credentials on all 14 operations, the quarantine check and the CI runner operations: which kind each accepts (API document, api-facts.md), 401 for
// missing or unknown tokens, and nothing changed by a refused request.
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKENS, type Answer } from '../support/http-api';
import { ctx, AGGREGATE, CHECKOUT, LOGS, expectDetail } from '../support/conformance-context';
import type { QuarantinePage, TestFailure } from '../support/contract-types';

interface OperationCall {
  number: number;
  name: string;
  send: (token: string | null) => Promise<Answer>;
}

let authNameCounter = 0;
function operationCalls(failureId: string, quarantineId: () => Promise<string>): OperationCall[] {
  const testPath = `${CHECKOUT}/tests/${ctx.flakyRow.test_id}`;
  const as = (token: string | null) => ({ token });
  return [
    { number: 1, name: 'search tests', send: (token) => ctx.api.get(`${CHECKOUT}/search/tests`, {}, as(token)) },
    { number: 2, name: 'test details', send: (token) => ctx.api.get(testPath, {}, as(token)) },
    { number: 3, name: 'test statistic', send: (token) => ctx.api.get(`${testPath}/stats/failure_count`, {}, as(token)) },
    { number: 4, name: 'health transitions', send: (token) => ctx.api.get(`${testPath}/health-transitions`, {}, as(token)) },
    { number: 5, name: 'list failures', send: (token) => ctx.api.get(`${testPath}/failures`, {}, as(token)) },
    { number: 6, name: 'get failure', send: (token) => ctx.api.get(`${testPath}/failures/${failureId}`, {}, as(token)) },
    { number: 7, name: 'executions', send: (token) => ctx.api.get(`${testPath}/executions`, {}, as(token)) },
    { number: 8, name: 'repository statistic', send: (token) => ctx.api.get(`${CHECKOUT}/tests/stats/total_tests`, {}, as(token)) },
    { number: 9, name: 'list quarantines', send: (token) => ctx.api.get(`${CHECKOUT}/quarantines`, {}, as(token)) },
    {
      number: 10,
      name: 'create quarantine',
      send: (token) => {
        authNameCounter += 1;
        return ctx.api.post(
          `${CHECKOUT}/quarantines`,
          { test_name: `conformance::auth::create-${authNameCounter}`, reason: 'auth check' },
          as(token),
        );
      },
    },
    {
      number: 11,
      name: 'get quarantine',
      send: async (token) => ctx.api.get(`${CHECKOUT}/quarantines/${await quarantineId()}`, {}, as(token)),
    },
    {
      number: 12,
      name: 'remove quarantine',
      send: async (token) => ctx.api.delete(`${CHECKOUT}/quarantines/${await quarantineId()}`, as(token)),
    },
    { number: 13, name: 'activity log', send: (token) => ctx.api.get(LOGS, {}, as(token)) },
    { number: 14, name: 'activity aggregate', send: (token) => ctx.api.get(AGGREGATE, {}, as(token)) },
    // Not in the API document: the check the vendor's CLI calls from CI (issue 23), open to the CI key.
    {
      number: 15,
      name: 'check quarantines',
      send: (token) =>
        ctx.api.post(`${CHECKOUT}/quarantines/check`, { tests_names: ['conformance::auth::check'], branch: 'main' }, as(token)),
    },
    // The vendor's runner figures and our runner listing (issue 24): not open to the CI key.
    { number: 16, name: 'runner statistic', send: (token) => ctx.api.get('/ci/acme/runners/stats/success_rate', {}, as(token)) },
    { number: 17, name: 'job queue statistic', send: (token) => ctx.api.get('/ci/acme/queue/stats/total_jobs', {}, as(token)) },
    { number: 18, name: 'list runners', send: (token) => ctx.api.get('/ci/acme/runners', {}, as(token)) },
  ];
}

export function describeAuthentication(): void {
  describe('authentication', () => {
    let failureId: string;
    let quarantineCounter = 0;
    /** A fresh quarantine per call, so that the get and remove operations always have one to act on. */
    const freshQuarantine = async () => {
      quarantineCounter += 1;
      const created = await ctx.api.post<{ id: string }>(`${CHECKOUT}/quarantines`, {
        test_name: `conformance::auth::target-${quarantineCounter}`,
        reason: 'auth check',
      });
      expect(created.status).toBe(201);
      return created.body.id;
    };

    beforeAll(async () => {
      const failures = await ctx.api.get<{ failures: TestFailure[] }>(`${CHECKOUT}/tests/${ctx.flakyRow.test_id}/failures`);
      failureId = failures.body.failures[0]?.id as string;
      expect(failureId).toBeTruthy();
    });

    it.each([
      ['the admin key', TOKENS.admin],
      ['the repository-host token', TOKENS.host],
    ])('%s is accepted by every operation', async (_label, token) => {
      for (const call of operationCalls(failureId, freshQuarantine)) {
        const answer = await call.send(token);
        expect(answer.status, `op ${call.number} ${call.name}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `op ${call.number} ${call.name}`).toBeLessThan(300);
      }
    });

    it('the CI key is refused (403) by the repository statistic, the activity log and the CI runner operations, accepted elsewhere', async () => {
      for (const call of operationCalls(failureId, freshQuarantine)) {
        const answer = await call.send(TOKENS.ci);
        if ([8, 13, 14, 16, 17, 18].includes(call.number)) expectDetail(answer, 403);
        else expect(answer.status, `op ${call.number} ${call.name}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      }
    });

    it.each([
      ['no token', null],
      ['an unknown token', 'not-a-known-token'],
      ['an unknown GitHub-looking token', 'ghp_not_a_real_token'],
    ])('%s is 401 on every operation, and changes nothing', async (_label, token) => {
      const before = await ctx.api.get<QuarantinePage>(`${CHECKOUT}/quarantines`);
      const target = await freshQuarantine();
      for (const call of operationCalls(failureId, async () => target)) {
        expectDetail(await call.send(token), 401);
      }
      const after = await ctx.api.get<QuarantinePage>(`${CHECKOUT}/quarantines`);
      expect(after.body.size).toBe(before.body.size + 1);
      expect((await ctx.api.get(`${CHECKOUT}/quarantines/${target}`)).status).toBe(200);
    });

    it('an Authorization header that is not a bearer credential is 401', async () => {
      for (const header of ['demo-admin-key', 'Basic ZGVtbzpkZW1v', 'Bearer', 'Bearer ']) {
        const response = await fetch(`${ctx.api.baseUrl}${CHECKOUT}/search/tests`, { headers: { Authorization: header } });
        expect(response.status, header).toBe(401);
      }
    });
  });
}
