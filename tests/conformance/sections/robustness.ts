// "Never a 5xx for bad input": seeded random requests over all 14 operations and the quarantine check.
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../support/http-api';
import { pick, seededRandom } from '../support/seeded-random';
import { ctx, UNKNOWN_UUID } from '../support/conformance-context';

/** `CONFORMANCE_FUZZ_ROUNDS=20000` for a deeper local run; `CONFORMANCE_FUZZ_SEED` for other inputs. */
const FUZZ_ROUNDS = Number(process.env.CONFORMANCE_FUZZ_ROUNDS ?? 400);
const FUZZ_SEED = Number(process.env.CONFORMANCE_FUZZ_SEED ?? 20_250_602);

export function describeRobustness(): void {
  describe('robustness: never a 5xx for bad input', () => {
    const BAD_VALUES = [
      '',
      ' ',
      '*',
      '?',
      '%',
      '%25',
      '%ZZ',
      '\\',
      "'; DROP TABLE tests; --",
      '<b>x</b>',
      'é',
      '𝒳',
      'null',
      'true',
      '-1',
      '0',
      '1e400',
      '99999999999999999999999',
      '0x10',
      'NaN',
      '1.0',
      '2025-02-30T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '-0001-01-01T00:00:00Z',
      '2025-06-01T10:00:00',
      '2025-06-01T10:00:00+25:00',
      '1748772000',
      'x'.repeat(300),
      UNKNOWN_UUID,
      'healthy',
      'flaky',
      'asc',
      'desc',
      'test_name',
      'action.merge',
      'success',
      'main',
      '[]',
      '{}',
      'a,b',
      ' 5',
      '5 ',
    ];
    const SEARCH_PARAMS = [
      'test_name',
      'test_name_exclude',
      'pipeline_name',
      'pipeline_name_exclude',
      'job_name',
      'job_name_exclude',
      'health_status',
      'health_status_exclude',
      'health_confidence',
      'health_confidence_exclude',
      'failed_executions_impact',
      'failed_executions_impact_exclude',
      'sort',
      'direction',
      'cursor',
      'per_page',
    ];
    const ACTIVITY_PARAMS = [
      'pull_request',
      'not_pull_request',
      'base_ref',
      'batch_pull',
      'not_batch_pull',
      'event_type',
      'not_event_type',
      'outcome',
      'not_outcome',
      'trigger',
      'not_trigger',
      'received_from',
      'received_to',
      'cursor',
      'per_page',
    ];

    it('a few hundred seeded random requests answer documented statuses with contract-valid bodies', { timeout: 600_000 }, async () => {
      const random = seededRandom(FUZZ_SEED);
      const badSegment = () =>
        encodeURIComponent(
          pick(
            random,
            BAD_VALUES.filter((value) => value !== ''),
          ),
        );
      const testId = () => (random() < 0.7 ? ctx.flakyRow.test_id : badSegment());
      const owner = () => (random() < 0.8 ? 'acme' : badSegment());
      const repository = () => (random() < 0.8 ? pick(random, ['checkout', 'docs-site', 'no-such-repo']) : badSegment());
      const targets: (() => [string, string, string[]])[] = [
        () => ['GET', `/ci/${owner()}/repositories/${repository()}/search/tests`, SEARCH_PARAMS],
        () => ['GET', `/ci/${owner()}/repositories/${repository()}/tests/${testId()}`, []],
        () => [
          'GET',
          `/ci/${owner()}/repositories/${repository()}/tests/${testId()}/stats/${random() < 0.7 ? pick(random, ['success_count', 'failure_count', 'flaky_count', 'mean_duration']) : badSegment()}`,
          ['start', 'end'],
        ],
        () => ['GET', `/ci/${owner()}/repositories/${repository()}/tests/${testId()}/health-transitions`, ['start', 'end']],
        () => ['GET', `/ci/${owner()}/repositories/${repository()}/tests/${testId()}/failures`, []],
        () => [
          'GET',
          `/ci/${owner()}/repositories/${repository()}/tests/${testId()}/failures/${random() < 0.5 ? UNKNOWN_UUID : badSegment()}`,
          [],
        ],
        () => [
          'GET',
          `/ci/${owner()}/repositories/${repository()}/tests/${testId()}/executions`,
          ['sort', 'direction', 'cursor', 'per_page', 'start', 'end'],
        ],
        () => [
          'GET',
          `/ci/${owner()}/repositories/${repository()}/tests/stats/${random() < 0.7 ? pick(random, ['total_tests', 'healthy_tests', 'broken_tests', 'flaky_tests', 'failed_executions']) : badSegment()}`,
          SEARCH_PARAMS.filter((name) => !name.startsWith('health_status') && !['sort', 'direction', 'cursor', 'per_page'].includes(name)),
        ],
        () => ['GET', `/ci/${owner()}/repositories/${repository()}/quarantines`, ['branch', 'test_id', 'source', 'cursor', 'per_page']],
        () => ['POST', `/ci/${owner()}/repositories/${repository()}/quarantines`, []],
        () => ['GET', `/ci/${owner()}/repositories/${repository()}/quarantines/${random() < 0.5 ? UNKNOWN_UUID : badSegment()}`, []],
        () => ['DELETE', `/ci/${owner()}/repositories/${repository()}/quarantines/${random() < 0.5 ? UNKNOWN_UUID : badSegment()}`, []],
        () => ['POST', `/ci/${owner()}/repositories/${repository()}/quarantines/check`, []],
        () => ['GET', `/repos/${owner()}/${repository()}/logs`, ACTIVITY_PARAMS],
        () => [
          'GET',
          `/repos/${owner()}/${repository()}/logs/aggregate`,
          ACTIVITY_PARAMS.filter((name) => name !== 'cursor' && name !== 'per_page'),
        ],
      ];
      const badBody = (): string => {
        const field = () => pick<unknown>(random, ['x', '', 'x'.repeat(10_001), 5, null, true, [], {}, ['a'], 1.5]);
        const shapes = [
          () => JSON.stringify({ test_name: field(), reason: field(), branch: field() }),
          () => JSON.stringify({ test_name: field() }),
          () => JSON.stringify({ tests_names: pick<unknown>(random, [[field(), field()], field()]), branch: field() }),
          () => JSON.stringify(field()),
          () => pick(random, ['{', '{"test_name": }', 'not json', '', '[1,2', '{"test_name":"a","reason":"b"}x', '\u0000']),
          () =>
            JSON.stringify({
              test_name: `conformance::fuzz::${Math.floor(random() * 1e9)}`,
              reason: field(),
              branch: field(),
              extra: field(),
            }),
        ];
        return pick(random, shapes)();
      };

      const statuses = new Map<number, number>();
      for (let round = 0; round < FUZZ_ROUNDS; round += 1) {
        const [method, path, params] = pick(random, targets)();
        const parts: string[] = [];
        const count = params.length === 0 ? 0 : Math.floor(random() * 4);
        for (let index = 0; index < count; index += 1) {
          const value = pick(random, BAD_VALUES);
          // Half of the values go out raw (as a careless client would send them), half encoded.
          parts.push(`${pick(random, params)}=${random() < 0.5 ? encodeURIComponent(value) : value.replace(/[#&\s]/g, '')}`);
        }
        const url = `${path}${parts.length ? `?${parts.join('&')}` : ''}`;
        const token = random() < 0.9 ? TOKENS.admin : pick<string | null>(random, [null, TOKENS.ci, TOKENS.host, 'junk']);
        const answer = await ctx.api.request(method, url, { token, ...(method === 'POST' ? { rawBody: badBody() } : {}) });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status, `${method} ${url}`).toBeLessThan(500);
        expect([200, 201, 204, 401, 403, 404, 409, 422], `${method} ${url}`).toContain(answer.status);
      }
      // The fuzzing reached the validation paths, not only the happy ones.
      expect(statuses.get(422) ?? 0).toBeGreaterThan(50);
      expect(statuses.get(200) ?? 0).toBeGreaterThan(20);
    });
  });
}
